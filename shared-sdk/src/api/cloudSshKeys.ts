import { request, requestEnvelope } from './request';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type SshKey = Schemas['SshKey'];
export type SshKeyPair = Schemas['SshKeyPair'];
export type SshKeyCreateRequest = ApiBody<'cloudSshKeyCreate'>;

/** `api.cloud.sshKeys`: public keys, and key pairs whose private key the provider gives once. */
export const cloudSshKeysApi = {
  list: () => request<ApiData<'cloudSshKeysList'>>({ method: 'GET', url: '/cloud/ssh' }),
  get: (keyId: number) => request<ApiData<'cloudSshKeyGet'>>({ method: 'GET', url: `/cloud/ssh/${keyId}` }),
  create: (body: SshKeyCreateRequest) =>
    requestEnvelope<SshKey>({ method: 'POST', url: '/cloud/ssh', data: body }),
  /** GET /cloud/ssh/random: stores a new ed25519 key and answers its private key, this once. */
  generate: (params: { name: string; datacenter_id?: number }) =>
    requestEnvelope<SshKeyPair>({ method: 'GET', url: '/cloud/ssh/random', params }),
  remove: (keyId: number) => requestEnvelope<null>({ method: 'DELETE', url: `/cloud/ssh/${keyId}` }),
};
