import { LOG_PARAMETERS } from '@portal/api-cdn/rules';
import type { SdkDialect } from '../http/providerSdkDialect';
import { tierOfSize } from '../cloud/serverSdkFields';

type Body = Record<string, unknown>;

const domainPath = (rest: string) => new RegExp(`^/api/v1/cdn/ng/domains/[^/]+/${rest}$`);

/** A list sent as `key[]=a&key[]=b`, or a lone value. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

// ---- CDN: DNS
const DNS_RECORD_NAMES = { value: 'content', proxied: 'proxy' };
const SDK_DEFAULT_TTL = 3600; // seconds: the provider's CLI's default, for a new record sent without one

/** A new record in the SDK's names (`value`) may leave its TTL out. */
function newRecordTtl(body: Body): void {
  if (body.value !== undefined && body.content === undefined && body.ttl === undefined)
    body.ttl = SDK_DEFAULT_TTL;
}

/** `nameservers[]` (the SDK's list) as the portal's switch and two names: an empty list turns them off. */
function customNameservers(body: Body): Record<string, string> | void {
  if (body.nameservers === undefined || body.enabled !== undefined) return;
  const list = listOf(body.nameservers).map(String);
  delete body.nameservers;
  body.enabled = list.length > 0;
  if (list.length > 0) {
    body.ns1 = list[0];
    body.ns2 = list[1] ?? '';
  }
  return { ns1: 'nameservers.0', ns2: 'nameservers.1', enabled: 'nameservers' };
}

// ---- CDN: caching and acceleration (the WordPress plugin's names and values where the SDK is unsure)
/** The edge cache modes of the SDK and the provider's CLI, as the provider (and its WordPress plugin) names them. */
const EDGE_CACHE_MODES: Readonly<Record<string, string>> = {
  standard: 'WITH_QUERY_STRING',
  aggressive: 'NO_QUERY_STRING',
  bypass: 'OFF',
  'no-cache': 'OFF',
  off: 'OFF',
};

function edgeCacheMode(body: Body): void {
  if (typeof body.mode === 'string' && body.mode in EDGE_CACHE_MODES) body.mode = EDGE_CACHE_MODES[body.mode];
}

/** A switch sent the WordPress plugin's way, `mode` ON or OFF, read as `enabled`. */
function switchMode(body: Body): Record<string, string> | void {
  if (body.enabled !== undefined || typeof body.mode !== 'string' || !/^(ON|OFF)$/i.test(body.mode)) return;
  body.enabled = body.mode.toUpperCase() === 'ON';
  delete body.mode;
  return { enabled: 'mode' };
}

// ---- CDN: clusters
/** The balancing methods of the SDK (`mode`) and the provider's CLI, as the provider names them. */
const BALANCING: Readonly<Record<string, string>> = {
  ip_hash: 'client_ip_hash',
  iphash: 'client_ip_hash',
  roundrobin: 'round_robin',
  leastconn: 'least_connections',
};

function balancing(body: Body): void {
  if (typeof body.method === 'string' && body.method in BALANCING) body.method = BALANCING[body.method];
}

/** A cluster the SDK makes names no protocol: https, as the provider's CLI (port 443) assumes. */
function newClusterProtocol(body: Body): void {
  if (body.mode !== undefined && body.method === undefined && body.protocol === undefined)
    body.protocol = 'https';
}

// ---- CDN: log forwarders
/** A forwarder the SDK makes names no parameters or delimiter: every parameter the provider logs, by commas. */
function newForwarderLine(body: Body): void {
  if (body.type === undefined || body.service !== undefined) return;
  body.parameters ??= [...LOG_PARAMETERS];
  body.delimiter ??= ',';
}
const FORWARDER_NAMES = { type: 'service', destination: 'receiver' };

// ---- CDN: firewall
function firewallAction(body: Body): void {
  if (body.default_action === 'block') body.default_action = 'deny';
}

const CACHE_SWITCHES = [
  'cache/edge/developer-mode',
  'cache/edge/always-online',
  'cache/edge/cache-cookies',
  'acceleration/images/resize',
];

// ---- cloud: servers
/** The disk families of the SDK (`storage_type`), as the provider names them: its HDD is SAS. */
const DISK_TYPES: Readonly<Record<string, string>> = {
  SSD: 'ssd',
  NVMe: 'nvme',
  NVME: 'nvme',
  HDD: 'sas',
  SAS: 'sas',
};

/**
 * A server sized the SDK's way: `storage` and `storage_type` for the disk, cores and memory without a
 * tier (the tier whose size it is, else custom). A refused tier is named by the `cpu` sent.
 */
function serverSize(body: Body): Record<string, string> | void {
  const used: Record<string, string> = {};
  if (body.storage !== undefined && body.disk === undefined) {
    body.disk = body.storage;
    delete body.storage;
    used.disk = 'storage';
  }
  if (typeof body.storage_type === 'string' && body.disk_type === undefined) {
    body.disk_type = DISK_TYPES[body.storage_type] ?? body.storage_type.toLowerCase();
    delete body.storage_type;
    used.disk_type = 'storage_type';
  }
  if (body.tier === undefined && body.cpu !== undefined) {
    body.tier = tierOfSize(body);
    used.tier = 'cpu';
  }
  return used;
}

/**
 * Every call the provider's own SDK (mizbancloud/Javascript-SDK) makes with names or shapes of its
 * own, read under the portal's; the calls that also differ in what they mean have routes of their
 * own beside the portal's.
 */
export const SDK_DIALECTS: readonly SdkDialect[] = [
  { method: 'POST', path: domainPath('dns'), rename: DNS_RECORD_NAMES, before: newRecordTtl },
  { method: 'PUT', path: domainPath('dns/[^/]+'), rename: DNS_RECORD_NAMES },
  { method: 'POST', path: domainPath('dns/import'), rename: { file: 'zone' } },
  { method: 'POST', path: domainPath('dns/custom-ns'), convert: customNameservers },

  { method: 'POST', path: domainPath('cache/edge/change-mode'), convert: edgeCacheMode },
  ...CACHE_SWITCHES.map((p): SdkDialect => ({ method: 'POST', path: domainPath(p), convert: switchMode })),
  // the provider's CLI names image optimization `webp`
  {
    method: 'POST',
    path: domainPath('acceleration/images/optimize'),
    rename: { webp: 'enabled' },
    convert: switchMode,
  },
  {
    method: 'POST',
    path: domainPath('acceleration/assets/minify'),
    rename: { minify_html: 'html', minify_css: 'css', minify_js: 'js' },
  },

  // ---- CDN: clusters (the SDK's `mode` is the balancing method)
  {
    method: 'POST',
    path: domainPath('cluster'),
    before: newClusterProtocol,
    rename: { mode: 'method' },
    convert: balancing,
  },
  { method: 'PUT', path: domainPath('cluster/[^/]+'), rename: { mode: 'method' }, convert: balancing },

  // ---- CDN: log forwarders (the SDK's type and destination)
  { method: 'POST', path: domainPath('log-forwarders'), before: newForwarderLine, rename: FORWARDER_NAMES },
  { method: 'PUT', path: domainPath('log-forwarders/[^/]+'), rename: FORWARDER_NAMES },

  // ---- CDN: firewall (the SDK's `block` is the portal's `deny`)
  { method: 'POST', path: domainPath('firewall'), convert: firewallAction },

  // ---- CDN: DDoS (the provider CLI's names for the validities)
  {
    method: 'POST',
    path: domainPath('ddos'),
    rename: {
      cookie_ttl: 'cookie_challenge_ttl',
      js_ttl: 'js_challenge_ttl',
      captcha_ttl: 'captcha_challenge_ttl',
    },
  },

  // ---- cloud: a server sized by storage and storage_type
  { method: 'POST', path: /^\/api\/v1\/cloud\/servers$/, convert: serverSize },
  {
    method: 'PUT',
    path: /^\/api\/v1\/cloud\/servers\/[^/]+\/rebuild\/hardware$/,
    rename: { storage: 'disk' },
  },

  // ---- cloud: a firewall rule's ports and range under the OpenStack names the SDK uses
  {
    method: 'POST',
    path: /^\/api\/v1\/cloud\/firewall\/rule$/,
    rename: { port_range_min: 'port_min', port_range_max: 'port_max', remote_ip_prefix: 'remote_ip' },
  },

  // ---- cloud: a private network's range is its `cidr`
  { method: 'POST', path: /^\/api\/v1\/cloud\/private-networks$/, rename: { cidr: 'subnet' } },
  { method: 'PUT', path: /^\/api\/v1\/cloud\/private-networks\/[^/]+$/, rename: { cidr: 'subnet' } },
];
