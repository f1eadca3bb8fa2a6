import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Domain, cdnApi } from '@portal/api-cdn';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { domainKeys } from './keys';

export type DomainsQueryData = Domain[];

export const domainsQueryOptions = () =>
  queryOptions({
    queryKey: domainKeys.lists(),
    queryFn: (): Promise<DomainsQueryData> => cdnApi.domains(),
    // plan titles come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/** GET /cdn/ng/domains: the user's domains, newest first. */
export function useDomainsQuery() {
  return useQuery(domainsQueryOptions());
}
