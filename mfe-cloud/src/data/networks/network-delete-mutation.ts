import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@portal/shared-sdk';
import { showChange } from '../listCache';
import { networkKeys } from './keys';

export type NetworkDeleteVariables = { networkId: number };
export type NetworkDeleteData = Envelope<null>;

/** DELETE /cloud/private-networks/{id}: the network leaves the list at once. */
export const networkDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: networkKeys.remove(),
  mutationFn: ({ networkId }: NetworkDeleteVariables): Promise<NetworkDeleteData> =>
    api.cloud.networks.remove(networkId),
  onSuccess: (_data: NetworkDeleteData, { networkId }: NetworkDeleteVariables) =>
    showChange(queryClient, networkKeys.list(), { remove: networkId }),
});

export function useNetworkDeleteMutation() {
  return useMutation(networkDeleteMutationOptions(useQueryClient()));
}
