/**
 * The fields the provider SDK's types (its `src/types/*.ts`) declare required, one list per type:
 * what an SDK user may read from `data` without a check. Optional fields (`?`) are left out.
 */

// types/cdn.ts
export const DOMAIN = ['id', 'user_id', 'name', 'status', 'plan_id', 'created_at', 'updated_at'] as const;
export const DOMAIN_USAGE = [
  'requests',
  'bandwidth',
  'cached_requests',
  'cached_bandwidth',
  'threats_blocked',
  'period',
] as const;
export const WHOIS = [
  'domain',
  'registrar',
  'creation_date',
  'expiration_date',
  'name_servers',
  'status',
] as const;
export const DNS_RECORD = [
  'id',
  'domain_id',
  'name',
  'type',
  'value',
  'ttl',
  'proxied',
  'created_at',
  'updated_at',
] as const;
export const SSL_CERTIFICATE = ['id', 'domain_id', 'type', 'status', 'created_at'] as const;
export const SSL_INFO = ['has_ssl'] as const;
export const SSL_CONFIGS = [
  'tls_version',
  'http2_enabled',
  'http3_enabled',
  'https_redirect',
  'hsts_enabled',
  'backend_protocol',
] as const;
export const CACHE_SETTINGS = [
  'mode',
  'ttl',
  'browser_mode',
  'browser_ttl',
  'developer_mode',
  'always_online',
  'cache_cookies',
  'error_cache_ttl',
  'minify',
  'image_optimization',
  'image_resize',
] as const;
export const DDOS_SETTINGS = [
  'mode',
  'captcha_module',
  'cookie_challenge_ttl',
  'js_challenge_ttl',
  'captcha_challenge_ttl',
] as const;
export const FIREWALL_CONFIGS = ['enabled', 'default_action', 'ip_rules', 'country_rules'] as const;
export const WAF_SETTINGS = ['enabled', 'mode', 'sensitivity'] as const;
export const WAF_LAYER = ['id', 'name', 'enabled', 'rules_count'] as const;
export const WAF_RULE = ['id', 'name', 'enabled', 'layer_id'] as const;
export const PAGE_RULE_PATH = [
  'id',
  'domain_id',
  'path',
  'priority',
  'enabled',
  'rules',
  'created_at',
] as const;
export const CLUSTER = ['id', 'domain_id', 'name', 'mode', 'servers', 'health_check', 'enabled'] as const;
export const LOG_FORWARDER = ['id', 'domain_id', 'name', 'type', 'destination', 'enabled'] as const;
export const CDN_PLAN = ['id', 'name', 'price', 'features', 'limits'] as const;

// types/cloud.ts
export const SERVER = [
  'id',
  'user_id',
  'name',
  'status',
  'cpu',
  'ram',
  'storage',
  'storage_type',
  'os_id',
  'datacenter_id',
  'is_test',
  'autopilot',
  'created_at',
  'updated_at',
] as const;
export const VNC_ACCESS = ['url', 'token', 'expires_at'] as const;
export const SERVER_LOG = ['id', 'action', 'status', 'created_at'] as const;
export const METRIC_POINT = ['timestamp', 'value'] as const;
export const SECURITY_GROUP = ['id', 'user_id', 'name', 'rules', 'attached_servers', 'created_at'] as const;
export const PRIVATE_NETWORK = [
  'id',
  'user_id',
  'name',
  'cidr',
  'datacenter_id',
  'attached_servers',
  'created_at',
] as const;
export const VOLUME = [
  'id',
  'user_id',
  'name',
  'size',
  'type',
  'status',
  'datacenter_id',
  'created_at',
] as const;
export const SNAPSHOT = ['id', 'user_id', 'server_id', 'name', 'size', 'status', 'created_at'] as const;
export const SSH_KEY = ['id', 'user_id', 'name', 'public_key', 'fingerprint', 'created_at'] as const;
export const TRAFFIC_USAGE = ['server_id', 'inbound', 'outbound', 'total', 'period'] as const;

// types/statics.ts
export const DATACENTER = [
  'id',
  'name',
  'location',
  'country',
  'status',
  'available_storage_types',
  'allowed_actions',
  'features',
] as const;
export const OPERATING_SYSTEM = ['id', 'name', 'version', 'family', 'min_ram', 'min_storage'] as const;
export const CACHE_TIME = ['label', 'value'] as const;
export const SLIDER = ['id', 'title', 'image', 'order'] as const;
