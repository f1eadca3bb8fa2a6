import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type Volume } from '@portal/shared-sdk';
import { showChange } from '../listCache';
import { volumeKeys } from './keys';

export type VolumeUpdateVariables = { volumeId: number; size: number };
export type VolumeUpdateData = Envelope<Volume>;

/** POST /cloud/volumes/{id}: grows a volume; the grown one (with its new cost) replaces it in the list. */
export const volumeUpdateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: volumeKeys.update(),
  mutationFn: ({ volumeId, size }: VolumeUpdateVariables): Promise<VolumeUpdateData> =>
    api.cloud.volumes.update(volumeId, { size }),
  onSuccess: ({ data }: VolumeUpdateData) => showChange(queryClient, volumeKeys.list(), { replace: data }),
});

export function useVolumeUpdateMutation() {
  return useMutation(volumeUpdateMutationOptions(useQueryClient()));
}
