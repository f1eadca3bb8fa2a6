import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomPages, cdnApi } from '@portal/api-cdn';
import { customPageKeys } from './keys';

export type CustomPagesQueryData = CustomPages;

export const customPagesQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: customPageKeys.detail(domainId),
    queryFn: (): Promise<CustomPagesQueryData> => cdnApi.customPages(domainId),
  });

/** GET /cdn/ng/domains/{id}/custom-pages: each page's HTML, null for the provider's own. */
export function useCustomPagesQuery(domainId: number) {
  return useQuery(customPagesQueryOptions(domainId));
}
