import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type Snapshot, type SnapshotCreateRequest } from '@portal/shared-sdk';
import { snapshotKeys } from './keys';

export type SnapshotCreateVariables = SnapshotCreateRequest;
export type SnapshotCreateData = Envelope<Snapshot>;

/** POST /cloud/snapshots: takes a snapshot of a server; the list is read again. */
export const snapshotCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: snapshotKeys.create(),
  mutationFn: (variables: SnapshotCreateVariables): Promise<SnapshotCreateData> =>
    api.cloud.snapshots.create(variables),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: snapshotKeys.list() }),
});

export function useSnapshotCreateMutation() {
  return useMutation(snapshotCreateMutationOptions(useQueryClient()));
}
