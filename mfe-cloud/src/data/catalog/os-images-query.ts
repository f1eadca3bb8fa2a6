import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type OsImage } from '@portal/shared-sdk';
import { catalogKeys } from './keys';

export type OsImagesQueryData = OsImage[];

/** GET /static/os-list: the OS images a server can be built or rebuilt with. */
export const osImagesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.osImages(),
    queryFn: (): Promise<OsImagesQueryData> => api.static.osList(),
    staleTime: 5 * 60_000,
  });

export function useOsImagesQuery() {
  return useQuery(osImagesQueryOptions());
}
