import { cloudFirewallApi } from './cloudFirewall';
import { cloudNetworksApi } from './cloudNetworks';
import { cloudReportsApi } from './cloudReports';
import { cloudServersApi } from './cloudServers';
import { cloudSnapshotsApi } from './cloudSnapshots';
import { cloudSshKeysApi } from './cloudSshKeys';
import { cloudVolumesApi } from './cloudVolumes';

export * from './cloudServers';

/** `api.cloud`: the cloud calls, one module per resource. */
export const cloudApi = {
  ...cloudServersApi,
  volumes: cloudVolumesApi,
  snapshots: cloudSnapshotsApi,
  sshKeys: cloudSshKeysApi,
  firewalls: cloudFirewallApi,
  networks: cloudNetworksApi,
  reports: cloudReportsApi,
};

export type CloudApi = typeof cloudApi;
