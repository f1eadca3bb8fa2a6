import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type Volume, type VolumeCreateRequest } from '@portal/shared-sdk';
import { volumeKeys } from './keys';

export type VolumeCreateVariables = VolumeCreateRequest;
export type VolumeCreateData = Envelope<Volume>;

/** POST /cloud/volumes: a new free volume; the list is read again. */
export const volumeCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: volumeKeys.create(),
  mutationFn: (variables: VolumeCreateVariables): Promise<VolumeCreateData> =>
    api.cloud.volumes.create(variables),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: volumeKeys.list() }),
});

export function useVolumeCreateMutation() {
  return useMutation(volumeCreateMutationOptions(useQueryClient()));
}
