import { DEMO_SSH_PUBLIC_KEYS } from '@portal/shared-sdk/factories';
import { NOTHING, earlier, listOf, objectOf, type ProviderSdkCall } from './sdkCallTypes';
import { METRIC_POINT, PRIVATE_NETWORK, SECURITY_GROUP, SERVER, SERVER_LOG, SNAPSHOT, SSH_KEY, TRAFFIC_USAGE, VNC_ACCESS, VOLUME } from './sdkTypeFields';

// The seed's servers: 1 web-1 (on, Tehran 1, in the private network backend, guarded by the group
// web), 2 db-backup (off, Helsinki). Volumes 1 data-1 (on web-1), 2 archive (free, Helsinki).
const WEB = { server_id: 1 };
const DB = { server_id: 2 };
const SERVERS = '/api/v1/cloud/servers';
const SERVER_PATH = `${SERVERS}/{server_id}`;
const CLOUD = '/api/v1/cloud';

/** The cloud module of the provider's SDK (`client.cloud`), 58 methods, in the order its stories run. */
export const CLOUD_SDK_CALLS: readonly ProviderSdkCall[] = [
  // ---- servers: reading, access, the trial server's life
  { module: 'cloud', name: 'listServers', http: 'GET', path: SERVERS, returns: listOf(SERVER), group: 'cloud servers' },
  { module: 'cloud', name: 'getServer', http: 'GET', path: SERVER_PATH, params: WEB, returns: objectOf(SERVER), group: 'cloud servers' },
  { module: 'cloud', name: 'pollServer', http: 'GET', path: `${SERVER_PATH}/poll`, params: WEB, returns: objectOf(SERVER), group: 'cloud servers' },
  { module: 'cloud', name: 'renameServer', http: 'POST', path: `${SERVER_PATH}/rename`, params: WEB, send: { name: 'web-01' }, returns: objectOf(SERVER), group: 'cloud servers' },
  { module: 'cloud', name: 'getLogs', http: 'GET', path: `${SERVER_PATH}/logs`, params: WEB, returns: listOf(SERVER_LOG), group: 'cloud servers' },
  {
    module: 'cloud',
    name: 'getCharts',
    http: 'GET',
    path: `${SERVER_PATH}/reports`,
    params: WEB,
    send: { type: 'cpu', time: '24h' },
    returns: listOf(METRIC_POINT, {
      at: 'series.0.points',
      note: 'the chart answers `{ type, time, unit, step, series: [{ key, points }] }` (the portal draws the series); each point carries `timestamp` and `value`',
    }),
    group: 'cloud servers',
  },
  { module: 'cloud', name: 'getTrafficUsage', http: 'GET', path: `${SERVERS}/traffics`, returns: listOf(TRAFFIC_USAGE), group: 'cloud servers' },
  { module: 'cloud', name: 'getTraffics', http: 'GET', path: `${CLOUD}/traffics`, returns: listOf(TRAFFIC_USAGE), group: 'cloud servers' },
  { module: 'cloud', name: 'getVnc', http: 'GET', path: `${SERVER_PATH}/access/vnc`, params: WEB, returns: objectOf(VNC_ACCESS), group: 'cloud servers' },
  // the password made with the server, shown once; then one of the customer's own
  { module: 'cloud', name: 'getInitialPassword', http: 'POST', path: `${SERVER_PATH}/get-password`, params: WEB, returns: objectOf(['password']), group: 'cloud servers' },
  { module: 'cloud', name: 'resetPassword', http: 'PUT', path: `${SERVER_PATH}/reset-password`, params: WEB, send: { password: 'Web-01-Root-2025' }, returns: NOTHING, group: 'cloud servers' },
  { module: 'cloud', name: 'enableAutopilot', http: 'POST', path: `${SERVER_PATH}/autopilot/enable`, params: DB, returns: NOTHING, group: 'cloud servers' },
  { module: 'cloud', name: 'disableAutopilot', http: 'DELETE', path: `${SERVER_PATH}/autopilot/disable`, params: WEB, returns: NOTHING, group: 'cloud servers' },
  {
    module: 'cloud',
    name: 'createServer',
    http: 'POST',
    path: SERVERS,
    // the account's one free trial server (the economic size) in Tehran 1, with the seed's key
    send: { name: 'trial-1', cpu: 1, ram: 1, storage: 25, storage_type: 'SSD', os_id: 1, datacenter_id: 2, is_test: 1, ssh_key_id: 1 },
    returns: objectOf(SERVER),
    group: 'cloud servers',
  },
  // the build takes 12 s of the sandbox clock
  { module: 'cloud', name: 'convertToPermanent', http: 'POST', path: `${SERVER_PATH}/permenant`, params: { server_id: earlier('createServer') }, after: 15, returns: objectOf(SERVER), group: 'cloud servers' },
  { module: 'cloud', name: 'deleteServer', http: 'DELETE', path: SERVER_PATH, params: { server_id: earlier('createServer') }, returns: NOTHING, group: 'cloud servers' },

  // ---- power, rebuilds and rescue (each change takes a few seconds of the sandbox clock)
  { module: 'cloud', name: 'powerOn', http: 'PUT', path: `${SERVER_PATH}/power/on`, params: DB, returns: NOTHING, group: 'cloud power' },
  { module: 'cloud', name: 'powerOff', http: 'PUT', path: `${SERVER_PATH}/power/off`, params: DB, after: 5, returns: NOTHING, group: 'cloud power' },
  { module: 'cloud', name: 'reboot', http: 'PUT', path: `${SERVER_PATH}/power/reboot`, params: WEB, returns: NOTHING, group: 'cloud power' },
  { module: 'cloud', name: 'restart', http: 'PUT', path: `${SERVER_PATH}/power/restart`, params: WEB, after: 7, returns: NOTHING, group: 'cloud power' },
  { module: 'cloud', name: 'resizeServer', http: 'PUT', path: `${SERVER_PATH}/rebuild/hardware`, params: DB, send: { cpu: 2, ram: 4 }, returns: objectOf(SERVER), group: 'cloud power' },
  { module: 'cloud', name: 'reloadOs', http: 'PUT', path: `${SERVER_PATH}/rebuild/software`, params: DB, send: { os_id: 2 }, after: 9, returns: NOTHING, group: 'cloud power' },
  { module: 'cloud', name: 'rescue', http: 'POST', path: `${SERVER_PATH}/rescue`, params: WEB, send: { os_id: 1 }, after: 7, returns: objectOf(['password']), group: 'cloud power' },
  { module: 'cloud', name: 'unrescue', http: 'POST', path: `${SERVER_PATH}/unrescue`, params: WEB, after: 7, returns: NOTHING, group: 'cloud power' },

  // ---- firewall (security groups)
  { module: 'cloud', name: 'listSecurityGroups', http: 'GET', path: `${CLOUD}/firewall`, returns: listOf(SECURITY_GROUP), group: 'cloud firewall' },
  { module: 'cloud', name: 'createSecurityGroup', http: 'POST', path: `${CLOUD}/firewall`, send: { name: 'api', description: 'API servers' }, returns: objectOf(SECURITY_GROUP), group: 'cloud firewall' },
  {
    module: 'cloud',
    name: 'addSecurityRule',
    http: 'POST',
    path: `${CLOUD}/firewall/rule`,
    send: {
      firewall_id: earlier('createSecurityGroup'),
      direction: 'ingress',
      protocol: 'tcp',
      port_range_min: 8080,
      port_range_max: 8080,
      remote_ip_prefix: '0.0.0.0/0',
      description: 'Admin panel',
    },
    returns: NOTHING,
    group: 'cloud firewall',
  },
  { module: 'cloud', name: 'removeSecurityRule', http: 'DELETE', path: `${CLOUD}/firewall/rule/{rule_id}`, params: { rule_id: 5 }, returns: NOTHING, group: 'cloud firewall' },
  { module: 'cloud', name: 'attachFirewall', http: 'POST', path: `${CLOUD}/firewall/attach`, send: { firewall_id: 2, server_id: 2 }, returns: NOTHING, group: 'cloud firewall' },
  { module: 'cloud', name: 'detachFirewall', http: 'POST', path: `${CLOUD}/firewall/detach`, send: { firewall_id: 2, server_id: 2 }, returns: NOTHING, group: 'cloud firewall' },
  { module: 'cloud', name: 'deleteSecurityGroup', http: 'DELETE', path: `${CLOUD}/firewall/{firewall_id}`, params: { firewall_id: earlier('createSecurityGroup') }, returns: NOTHING, group: 'cloud firewall' },

  // ---- private and public networks
  { module: 'cloud', name: 'listPrivateNetworks', http: 'GET', path: `${CLOUD}/private-networks`, returns: listOf(PRIVATE_NETWORK), group: 'cloud networks' },
  {
    module: 'cloud',
    name: 'createPrivateNetwork',
    http: 'POST',
    path: `${CLOUD}/private-networks`,
    send: { name: 'jobs', cidr: '10.20.0.0/24', datacenter_id: 1 },
    returns: objectOf(PRIVATE_NETWORK),
    group: 'cloud networks',
  },
  {
    module: 'cloud',
    name: 'updatePrivateNetwork',
    http: 'PUT',
    path: `${CLOUD}/private-networks/{network_id}`,
    params: { network_id: earlier('createPrivateNetwork') },
    send: { name: 'jobs-eu' },
    returns: objectOf(PRIVATE_NETWORK),
    group: 'cloud networks',
  },
  {
    module: 'cloud',
    name: 'attachToPrivateNetwork',
    http: 'POST',
    path: `${CLOUD}/private-networks/attach`,
    send: { network_id: earlier('createPrivateNetwork'), server_id: 2 },
    returns: NOTHING,
    group: 'cloud networks',
  },
  {
    module: 'cloud',
    name: 'detachFromPrivateNetwork',
    http: 'POST',
    path: `${CLOUD}/private-networks/detach`,
    send: { network_id: earlier('createPrivateNetwork'), server_id: 2 },
    returns: NOTHING,
    group: 'cloud networks',
  },
  { module: 'cloud', name: 'purgeNetworkAttachments', http: 'POST', path: `${CLOUD}/private-networks/{network_id}/purge-attachments`, params: { network_id: 1 }, returns: NOTHING, group: 'cloud networks' },
  {
    module: 'cloud',
    name: 'deletePrivateNetwork',
    http: 'DELETE',
    path: `${CLOUD}/private-networks/{network_id}`,
    params: { network_id: earlier('createPrivateNetwork') },
    returns: NOTHING,
    group: 'cloud networks',
  },
  { module: 'cloud', name: 'detachPublicNetwork', http: 'POST', path: `${CLOUD}/public-networks/detach`, send: { server_id: 2 }, returns: NOTHING, group: 'cloud networks' },
  { module: 'cloud', name: 'attachPublicNetwork', http: 'POST', path: `${CLOUD}/public-networks/attach`, send: { server_id: 2 }, returns: NOTHING, group: 'cloud networks' },

  // ---- volumes
  { module: 'cloud', name: 'listVolumes', http: 'GET', path: `${CLOUD}/volumes`, returns: listOf(VOLUME), group: 'cloud volumes' },
  { module: 'cloud', name: 'getVolume', http: 'GET', path: `${CLOUD}/volumes/{volume_id}`, params: { volume_id: 1 }, returns: objectOf(VOLUME), group: 'cloud volumes' },
  {
    module: 'cloud',
    name: 'createVolume',
    http: 'POST',
    path: `${CLOUD}/volumes`,
    send: { name: 'logs', size: 20, type: 'SSD', datacenter_id: 2 },
    returns: objectOf(VOLUME),
    group: 'cloud volumes',
  },
  {
    module: 'cloud',
    name: 'updateVolume',
    http: 'PUT',
    path: `${CLOUD}/volumes/{volume_id}`,
    params: { volume_id: 2 },
    send: { size: 60, name: 'archive-2025' },
    returns: objectOf(VOLUME),
    group: 'cloud volumes',
  },
  { module: 'cloud', name: 'attachVolume', http: 'POST', path: `${CLOUD}/volumes/attach`, send: { volume_id: earlier('createVolume'), server_id: 1 }, returns: NOTHING, group: 'cloud volumes' },
  { module: 'cloud', name: 'detachVolume', http: 'POST', path: `${CLOUD}/volumes/detach`, send: { volume_id: earlier('createVolume') }, returns: NOTHING, group: 'cloud volumes' },
  { module: 'cloud', name: 'deleteVolume', http: 'DELETE', path: `${CLOUD}/volumes/{volume_id}`, params: { volume_id: earlier('createVolume') }, returns: NOTHING, group: 'cloud volumes' },
  { module: 'cloud', name: 'syncVolumes', http: 'POST', path: `${CLOUD}/volumes/sync`, returns: NOTHING, group: 'cloud volumes' },

  // ---- snapshots
  { module: 'cloud', name: 'listSnapshots', http: 'GET', path: `${CLOUD}/snapshots`, returns: listOf(SNAPSHOT), group: 'cloud snapshots' },
  { module: 'cloud', name: 'getSnapshot', http: 'GET', path: `${CLOUD}/snapshots/{snapshot_id}`, params: { snapshot_id: 1 }, returns: objectOf(SNAPSHOT), group: 'cloud snapshots' },
  { module: 'cloud', name: 'createSnapshot', http: 'POST', path: `${CLOUD}/snapshots`, send: { server_id: 2, name: 'db-backup.manual' }, returns: objectOf(SNAPSHOT), group: 'cloud snapshots' },
  { module: 'cloud', name: 'deleteSnapshot', http: 'DELETE', path: `${CLOUD}/snapshots/{snapshot_id}`, params: { snapshot_id: earlier('createSnapshot') }, returns: NOTHING, group: 'cloud snapshots' },
  { module: 'cloud', name: 'syncSnapshots', http: 'POST', path: `${CLOUD}/snapshots/sync`, returns: NOTHING, group: 'cloud snapshots' },

  // ---- SSH keys
  { module: 'cloud', name: 'listSshKeys', http: 'GET', path: `${CLOUD}/ssh`, returns: listOf(SSH_KEY), group: 'cloud ssh keys' },
  { module: 'cloud', name: 'getSshKey', http: 'GET', path: `${CLOUD}/ssh/{key_id}`, params: { key_id: 1 }, returns: objectOf(SSH_KEY), group: 'cloud ssh keys' },
  {
    module: 'cloud',
    name: 'createSshKey',
    http: 'POST',
    path: `${CLOUD}/ssh`,
    send: { name: 'backup-office', public_key: DEMO_SSH_PUBLIC_KEYS.office.public_key },
    returns: objectOf(SSH_KEY),
    group: 'cloud ssh keys',
  },
  { module: 'cloud', name: 'deleteSshKey', http: 'DELETE', path: `${CLOUD}/ssh/{key_id}`, params: { key_id: earlier('createSshKey') }, returns: NOTHING, group: 'cloud ssh keys' },
  { module: 'cloud', name: 'generateRandomSshKey', http: 'GET', path: `${CLOUD}/ssh/random`, returns: objectOf(['public_key', 'private_key']), group: 'cloud ssh keys' },
];
