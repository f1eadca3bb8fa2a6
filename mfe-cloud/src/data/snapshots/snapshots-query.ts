import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Snapshot } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { snapshotKeys } from './keys';

export type SnapshotsQueryData = Snapshot[];

export const snapshotsQueryOptions = () =>
  queryOptions({
    queryKey: snapshotKeys.list(),
    queryFn: (): Promise<SnapshotsQueryData> => api.cloud.snapshots.list(),
    // data-center names come localized
    meta: LOCALIZED_QUERY,
  });

/** GET /cloud/snapshots: the customer's snapshots, newest first, priced on the space they use. */
export function useSnapshotsQuery() {
  return useQuery(snapshotsQueryOptions());
}
