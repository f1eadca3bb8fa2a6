import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  api,
  type Envelope,
  type PrivateNetwork,
  type PrivateNetworkCreateRequest,
} from '@portal/shared-sdk';
import { networkKeys } from './keys';

export type NetworkCreateVariables = PrivateNetworkCreateRequest;
export type NetworkCreateData = Envelope<PrivateNetwork>;

/** POST /cloud/private-networks: a new network; the list is read again. */
export const networkCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: networkKeys.create(),
  mutationFn: (variables: NetworkCreateVariables): Promise<NetworkCreateData> =>
    api.cloud.networks.create(variables),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.list() }),
});

export function useNetworkCreateMutation() {
  return useMutation(networkCreateMutationOptions(useQueryClient()));
}
