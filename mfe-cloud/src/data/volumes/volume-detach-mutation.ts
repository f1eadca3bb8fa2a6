import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type Volume } from '@portal/shared-sdk';
import { showChange } from '../listCache';
import { volumeKeys } from './keys';

export type VolumeDetachVariables = { volume_id: number };
export type VolumeDetachData = Envelope<Volume>;

/** POST /cloud/volumes/dettach (the provider's spelling): the volume shows itself free at once. */
export const volumeDetachMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: volumeKeys.detach(),
  mutationFn: (variables: VolumeDetachVariables): Promise<VolumeDetachData> =>
    api.cloud.volumes.detach(variables),
  onSuccess: ({ data }: VolumeDetachData) => showChange(queryClient, volumeKeys.list(), { replace: data }),
});

export function useVolumeDetachMutation() {
  return useMutation(volumeDetachMutationOptions(useQueryClient()));
}
