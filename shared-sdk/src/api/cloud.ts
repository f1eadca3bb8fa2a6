import { cloudFirewallApi } from './cloudFirewall';
import { cloudNetworksApi } from './cloudNetworks';
import { cloudReportsApi } from './cloudReports';
import { cloudSnapshotsApi } from './cloudSnapshots';
import { cloudSshKeysApi } from './cloudSshKeys';
import { cloudVolumesApi } from './cloudVolumes';
import { request } from './request';
import type { Schemas } from './schemas';
import type { ApiData } from './types';

export type Server = Schemas['Server'];
export type ServerInterface = Schemas['ServerInterface'];
export type ServerDataCenter = Schemas['ServerDataCenter'];
export type ServerOs = Schemas['ServerOs'];
export type ServerUsage = Schemas['ServerUsage'];

/** `api.cloud`: the cloud-server calls (SPEC §7). */
export const cloudApi = {
  /** GET /cloud/servers → the user's servers, newest first (data-center names localized). */
  servers: () => request<ApiData<'cloudServersList'>>({ method: 'GET', url: '/cloud/servers' }),
  volumes: cloudVolumesApi,
  snapshots: cloudSnapshotsApi,
  sshKeys: cloudSshKeysApi,
  firewalls: cloudFirewallApi,
  networks: cloudNetworksApi,
  reports: cloudReportsApi,
};

export type CloudApi = typeof cloudApi;
