import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DomainWhois, cdnApi } from '@portal/api-cdn';
import { domainKeys } from './keys';

export type DomainWhoisQueryData = DomainWhois;

export const domainWhoisQueryOptions = (id: number) =>
  queryOptions({
    queryKey: domainKeys.whois(id),
    queryFn: (): Promise<DomainWhoisQueryData> => cdnApi.whois(id),
    // a registration changes rarely: read once per visit
    staleTime: 10 * 60_000,
  });

/** GET /cdn/ng/domains/{id}/whois: registrar, dates, nameservers, statuses. */
export function useDomainWhoisQuery(id: number) {
  return useQuery(domainWhoisQueryOptions(id));
}
