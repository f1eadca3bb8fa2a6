import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@portal/shared-sdk';
import { showChange } from '../listCache';
import { volumeKeys } from './keys';

export type VolumeDeleteVariables = { volumeId: number };
export type VolumeDeleteData = Envelope<null>;

/** DELETE /cloud/volumes/{id}: the volume leaves the list at once. */
export const volumeDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: volumeKeys.remove(),
  mutationFn: ({ volumeId }: VolumeDeleteVariables): Promise<VolumeDeleteData> =>
    api.cloud.volumes.remove(volumeId),
  onSuccess: (_data: VolumeDeleteData, { volumeId }: VolumeDeleteVariables) =>
    showChange(queryClient, volumeKeys.list(), { remove: volumeId }),
});

export function useVolumeDeleteMutation() {
  return useMutation(volumeDeleteMutationOptions(useQueryClient()));
}
