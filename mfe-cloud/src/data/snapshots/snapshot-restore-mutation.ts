import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type Snapshot } from '@portal/shared-sdk';
import { serverKeys } from '../servers/keys';
import { snapshotKeys } from './keys';

export type SnapshotRestoreVariables = { snapshotId: number; server_id: number };
export type SnapshotRestoreData = Envelope<Snapshot>;

/** POST /cloud/snapshots/{id}/restore: the server takes the snapshot's system and data, so the servers are read again. */
export const snapshotRestoreMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: snapshotKeys.restore(),
  mutationFn: ({ snapshotId, server_id }: SnapshotRestoreVariables): Promise<SnapshotRestoreData> =>
    api.cloud.snapshots.restore(snapshotId, { server_id }),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: serverKeys.all }),
});

export function useSnapshotRestoreMutation() {
  return useMutation(snapshotRestoreMutationOptions(useQueryClient()));
}
