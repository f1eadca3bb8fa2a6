import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type PrivateNetwork } from '@portal/shared-sdk';
import { networkChanged } from './network-changed';
import { networkKeys } from './keys';

export type NetworkAttachVariables = { network_id: number; server_id: number; ip_address?: string };
export type NetworkAttachData = Envelope<PrivateNetwork>;

/** POST /cloud/private-networks/attach: the server joins with its address (and gains an interface, so the servers are read again). */
export const networkAttachMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: networkKeys.attach(),
  mutationFn: (variables: NetworkAttachVariables): Promise<NetworkAttachData> =>
    api.cloud.networks.attach(variables),
  onSuccess: ({ data }: NetworkAttachData) => networkChanged(queryClient, data),
});

export function useNetworkAttachMutation() {
  return useMutation(networkAttachMutationOptions(useQueryClient()));
}
