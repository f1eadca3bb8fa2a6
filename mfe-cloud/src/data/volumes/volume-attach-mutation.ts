import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type Volume } from '@portal/shared-sdk';
import { showChange } from '../listCache';
import { volumeKeys } from './keys';

export type VolumeAttachVariables = { volume_id: number; server_id: number };
export type VolumeAttachData = Envelope<Volume>;

/** POST /cloud/volumes/attach: the volume shows its server at once. */
export const volumeAttachMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: volumeKeys.attach(),
  mutationFn: (variables: VolumeAttachVariables): Promise<VolumeAttachData> =>
    api.cloud.volumes.attach(variables),
  onSuccess: ({ data }: VolumeAttachData) => showChange(queryClient, volumeKeys.list(), { replace: data }),
});

export function useVolumeAttachMutation() {
  return useMutation(volumeAttachMutationOptions(useQueryClient()));
}
