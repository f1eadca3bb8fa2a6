import { request, requestEnvelope } from './request';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type PrivateNetwork = Schemas['PrivateNetwork'];
export type NetworkServer = Schemas['NetworkServer'];
export type PrivateNetworkCreateRequest = ApiBody<'cloudNetworkCreate'>;

/** `api.cloud.networks`: private networks and the servers attached to them. Mutations resolve with the envelope. */
export const cloudNetworksApi = {
  list: () => request<ApiData<'cloudNetworksList'>>({ method: 'GET', url: '/cloud/private-networks' }),
  create: (body: PrivateNetworkCreateRequest) =>
    requestEnvelope<PrivateNetwork>({ method: 'POST', url: '/cloud/private-networks', data: body }),
  remove: (networkId: number) =>
    requestEnvelope<null>({ method: 'DELETE', url: `/cloud/private-networks/${networkId}` }),
  attach: (body: ApiBody<'cloudNetworkAttach'>) =>
    requestEnvelope<PrivateNetwork>({ method: 'POST', url: '/cloud/private-networks/attach', data: body }),
  detach: (body: ApiBody<'cloudNetworkDetach'>) =>
    requestEnvelope<PrivateNetwork>({ method: 'POST', url: '/cloud/private-networks/detach', data: body }),
};
