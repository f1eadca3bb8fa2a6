import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@portal/shared-sdk';
import { showChange } from '../listCache';
import { snapshotKeys } from './keys';

export type SnapshotDeleteVariables = { snapshotId: number };
export type SnapshotDeleteData = Envelope<null>;

/** DELETE /cloud/snapshots/{id}: the snapshot leaves the list at once. */
export const snapshotDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: snapshotKeys.remove(),
  mutationFn: ({ snapshotId }: SnapshotDeleteVariables): Promise<SnapshotDeleteData> =>
    api.cloud.snapshots.remove(snapshotId),
  onSuccess: (_data: SnapshotDeleteData, { snapshotId }: SnapshotDeleteVariables) =>
    showChange(queryClient, snapshotKeys.list(), { remove: snapshotId }),
});

export function useSnapshotDeleteMutation() {
  return useMutation(snapshotDeleteMutationOptions(useQueryClient()));
}
