import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Domain, cdnApi } from '@portal/api-cdn';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { domainKeys } from './keys';

export type DomainQueryData = Domain;

export const domainQueryOptions = (id: number) =>
  queryOptions({
    queryKey: domainKeys.detail(id),
    queryFn: (): Promise<DomainQueryData> => cdnApi.domain(id),
    // the plan's title comes localized
    meta: LOCALIZED_QUERY,
  });

/** GET /cdn/ng/domains/{id}: the domain in the address (404 "no domain exists" for anyone else's). */
export function useDomainQuery(id: number) {
  return useQuery(domainQueryOptions(id));
}
