import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type PrivateNetwork } from '@portal/shared-sdk';
import { networkChanged } from './network-changed';
import { networkKeys } from './keys';

export type NetworkDetachVariables = { network_id: number; server_id: number };
export type NetworkDetachData = Envelope<PrivateNetwork>;

/** POST /cloud/private-networks/detach: the server leaves (and loses that interface). */
export const networkDetachMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: networkKeys.detach(),
  mutationFn: (variables: NetworkDetachVariables): Promise<NetworkDetachData> =>
    api.cloud.networks.detach(variables),
  onSuccess: ({ data }: NetworkDetachData) => networkChanged(queryClient, data),
});

export function useNetworkDetachMutation() {
  return useMutation(networkDetachMutationOptions(useQueryClient()));
}
