import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DnssecStatus, cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type DnssecQueryData = DnssecStatus;

export const dnssecQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: dnsKeys.dnssec(domainId),
    queryFn: (): Promise<DnssecQueryData> => cdnApi.dns.dnssec(domainId),
  });

/** GET /cdn/ng/domains/{id}/dns/dnssec: on or off, with the DS record. */
export function useDnssecQuery(domainId: number) {
  return useQuery(dnssecQueryOptions(domainId));
}
