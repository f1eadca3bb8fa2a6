import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PrivateNetwork } from '@portal/shared-sdk';
import { networkKeys } from './keys';

export type NetworksQueryData = PrivateNetwork[];

/** GET /cloud/private-networks: the customer's private networks (each in one data center). */
export const networksQueryOptions = () =>
  queryOptions({
    queryKey: networkKeys.lists(),
    queryFn: (): Promise<NetworksQueryData> => api.cloud.networks.list(),
  });

export function useNetworksQuery() {
  return useQuery(networksQueryOptions());
}
