import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Domain } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { domainKeys } from './keys';

export type DomainsQueryData = Domain[];

export const domainsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: domainKeys.list(locale),
    queryFn: (): Promise<DomainsQueryData> => api.cdn.domains(),
  });

/** GET /cdn/ng/domains: the user's domains, newest first. */
export function useDomainsQuery() {
  const { locale } = useParcelProps();
  return useQuery(domainsQueryOptions(locale));
}
