import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Volume } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { volumeKeys } from './keys';

export type VolumesQueryData = Volume[];

export const volumesQueryOptions = () =>
  queryOptions({
    queryKey: volumeKeys.list(),
    queryFn: (): Promise<VolumesQueryData> => api.cloud.volumes.list(),
    // data-center names come localized
    meta: LOCALIZED_QUERY,
  });

/** GET /cloud/volumes: the customer's volumes, newest first, each with its daily cost. */
export function useVolumesQuery() {
  return useQuery(volumesQueryOptions());
}
