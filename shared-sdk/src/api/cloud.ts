import { request } from './request';
import type { Schemas } from './schemas';
import type { ApiData } from './types';

export type Server = Schemas['Server'];
export type ServerInterface = Schemas['ServerInterface'];
export type ServerDataCenter = Schemas['ServerDataCenter'];
export type ServerOs = Schemas['ServerOs'];
export type ServerUsage = Schemas['ServerUsage'];

/** `api.cloud`: the cloud-server calls. */
export const cloudApi = {
  /** GET /cloud/servers → the user's servers, newest first (data-center names localized). */
  servers: () => request<ApiData<'cloudServersList'>>({ method: 'GET', url: '/cloud/servers' }),
};

export type CloudApi = typeof cloudApi;
