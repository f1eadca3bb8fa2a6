import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PrivateNetwork } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { networkKeys } from './keys';

export type NetworksQueryData = PrivateNetwork[];

export const networksQueryOptions = () =>
  queryOptions({
    queryKey: networkKeys.list(),
    queryFn: (): Promise<NetworksQueryData> => api.cloud.networks.list(),
    // data-center names come localized
    meta: LOCALIZED_QUERY,
  });

/** GET /cloud/private-networks: the customer's private networks with their servers and addresses. */
export function useNetworksQuery() {
  return useQuery(networksQueryOptions());
}
