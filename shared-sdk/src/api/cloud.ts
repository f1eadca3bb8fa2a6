import { cloudServersApi } from './cloudServers';

export * from './cloudServers';

/** `api.cloud`: the cloud calls (docs/product.md "Provider API: cloud"), one module per resource. */
export const cloudApi = {
  ...cloudServersApi,
};

export type CloudApi = typeof cloudApi;
