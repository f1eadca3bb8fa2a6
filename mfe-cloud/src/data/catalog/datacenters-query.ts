import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataCenter } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { catalogKeys } from './keys';

export type DatacentersQueryData = DataCenter[];

/** GET /static/datacenters: Finland and the Iranian ones, with what each offers new servers (names localized). */
export const datacentersQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.datacenters(),
    queryFn: (): Promise<DatacentersQueryData> => api.static.datacenters(),
    staleTime: 5 * 60_000,
    meta: LOCALIZED_QUERY,
  });

export function useDatacentersQuery() {
  return useQuery(datacentersQueryOptions());
}
