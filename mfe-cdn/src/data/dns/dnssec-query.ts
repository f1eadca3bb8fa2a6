import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DnssecStatus } from '@portal/shared-sdk';
import { dnsKeys } from './keys';

export type DnssecQueryData = DnssecStatus;

export const dnssecQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: dnsKeys.dnssec(domainId),
    queryFn: (): Promise<DnssecQueryData> => api.cdn.dns.dnssec(domainId),
  });

/** GET /cdn/ng/domains/{id}/dns/dnssec: on or off, with the DS record. */
export function useDnssecQuery(domainId: number) {
  return useQuery(dnssecQueryOptions(domainId));
}
