import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataCenter } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { datacenterKeys } from './keys';

export type DatacentersQueryData = DataCenter[];

export const datacentersQueryOptions = () =>
  queryOptions({
    queryKey: datacenterKeys.list(),
    queryFn: (): Promise<DatacentersQueryData> => api.static.datacenters(),
    // names come localized; the list itself changes rarely
    meta: LOCALIZED_QUERY,
    staleTime: 10 * 60_000, // ms
  });

/** GET /static/datacenters: where volumes, firewall groups, networks and keys can live. */
export function useDatacentersQuery() {
  return useQuery(datacentersQueryOptions());
}
