import type { Schemas } from '../api/schemas';
import { DAY } from '@portal/shared-sdk/factories';

type CacheSettings = Schemas['CacheSettings'];
type HttpsConfigs = Schemas['HttpsConfigs'];
type SslCertificate = Schemas['SslCertificate'];

/** A domain's caching and acceleration before anyone changes them: cache with the query string for 4 hours. */
export const DEFAULT_CACHE_SETTINGS: CacheSettings = {
  cache_mode: 'WITH_QUERY_STRING',
  cache_ttl: 14400,
  developer_mode: false,
  always_online: false,
  cache_cookies: false,
  browser_cache_mode: 'respect',
  browser_cache_ttl: 14400,
  errors_cache_ttl: 60,
  minify_html: false,
  minify_css: false,
  minify_js: false,
  image_resize: false,
  image_optimization: false,
  purged_at: null,
};

/** A domain's HTTPS settings before anyone changes them: the provider's shared certificate, TLS 1.2, the visitor's protocol to the origin. */
export const DEFAULT_HTTPS_CONFIGS: HttpsConfigs = {
  ssl_id: null,
  default_ssl: true,
  https_redirect: false,
  tls_version: '1.2',
  h3_enabled: false,
  backend_protocol: 'auto',
  csp_override: false,
  hsts_enabled: false,
  hsts_max_age: 15_552_000,
  hsts_include_subdomains: false,
  hsts_preload: false,
};

/** example-shop.ir's settings as the seed leaves them: a shop that minifies and optimizes its images. */
export function demoCacheSettings(): CacheSettings {
  return {
    ...DEFAULT_CACHE_SETTINGS,
    cache_ttl: 86400,
    always_online: true,
    minify_css: true,
    minify_js: true,
    image_optimization: true,
  };
}

/** example-shop.ir's HTTPS as the seed leaves it: its custom certificate serves it, HTTP redirected, HTTP/3 on. */
export function demoHttpsConfigs(customSslId: number): HttpsConfigs {
  return { ...DEFAULT_HTTPS_CONFIGS, ssl_id: customSslId, https_redirect: true, h3_enabled: true };
}

/** The custom certificate the seed gives example-shop.ir (DEMO_CERTIFICATES.shop), uploaded 20 days before `now`, serving the domain. */
export function demoSslCertificate(id: number, now: number): SslCertificate {
  return {
    id,
    type: 'custom',
    status: 'active',
    common_name: 'example-shop.ir',
    domains: ['example-shop.ir', 'www.example-shop.ir'],
    issuer: 'CN=example-shop.ir',
    valid_from: 1_704_067_200, // 2024-01-01, as the certificate says
    expires_at: 2_082_758_400, // 2036-01-01
    created_at: now - 20 * DAY,
    attached: true,
  };
}
