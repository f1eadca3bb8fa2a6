import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DomainWhois } from '@portal/shared-sdk';
import { domainKeys } from './keys';

export type DomainWhoisQueryData = DomainWhois;

export const domainWhoisQueryOptions = (id: number) =>
  queryOptions({
    queryKey: domainKeys.whois(id),
    queryFn: (): Promise<DomainWhoisQueryData> => api.cdn.whois(id),
    // a registration changes rarely: read once per visit
    staleTime: 10 * 60_000,
  });

/** GET /cdn/ng/domains/{id}/whois: registrar, dates, nameservers, statuses. */
export function useDomainWhoisQuery(id: number) {
  return useQuery(domainWhoisQueryOptions(id));
}
