import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CustomPages } from '@portal/shared-sdk';
import { customPageKeys } from './keys';

export type CustomPagesQueryData = CustomPages;

export const customPagesQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: customPageKeys.detail(domainId),
    queryFn: (): Promise<CustomPagesQueryData> => api.cdn.customPages(domainId),
  });

/** GET /cdn/ng/domains/{id}/custom-pages: each page's HTML, null for the provider's own. */
export function useCustomPagesQuery(domainId: number) {
  return useQuery(customPagesQueryOptions(domainId));
}
