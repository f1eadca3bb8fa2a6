import type { AreaMigrations } from './AreaMigrations';

/**
 * A CDN domain's settings: DNS records, DNSSEC, custom nameservers, certificates and HTTPS,
 * caching and acceleration. A domain without a settings row has the defaults (the factories'
 * DEFAULT_HTTPS_CONFIGS and DEFAULT_CACHE_SETTINGS), so a new domain needs no row.
 * Append a step; never edit one that has shipped (a data file in the wild already ran it).
 */
export const cdnSettingsMigrations: AreaMigrations = {
  area: 'cdnSettings',
  steps: [
    /* 1: DNS, HTTPS, caching and acceleration */
    `
  CREATE TABLE dns_records (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    type TEXT NOT NULL,              -- A | AAAA | CNAME | ANAME | MX | TXT | NS | SRV | CAA | PTR | TLSA
    type_rank INTEGER NOT NULL,      -- the type's place in that list, to order a zone
    name TEXT NOT NULL,              -- relative to the domain; '@' is the domain itself
    content TEXT NOT NULL,
    ttl INTEGER NOT NULL,            -- seconds
    proxy INTEGER NOT NULL DEFAULT 0,
    protocol TEXT NOT NULL DEFAULT 'DEFAULT',
    service TEXT, priority INTEGER, weight INTEGER, port INTEGER,
    flags INTEGER, tag TEXT, usage INTEGER, selector INTEGER, matching_type INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX dns_records_zone ON dns_records (domain_id, name, type_rank);

  CREATE TABLE dnssec (
    domain_id INTEGER PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
    enabled_at INTEGER NOT NULL      -- a row while DNSSEC is on; its key follows from the moment
  );

  CREATE TABLE custom_nameservers (
    domain_id INTEGER PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
    ns1 TEXT NOT NULL,
    ns2 TEXT NOT NULL
  );

  CREATE TABLE ssl_certificates (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    type TEXT NOT NULL,              -- custom | free
    certificate TEXT,                -- PEM of a custom one (the key is checked, never kept)
    fingerprint TEXT,
    common_name TEXT NOT NULL,
    domains TEXT NOT NULL,           -- JSON list of the names it covers
    issuer TEXT NOT NULL,
    valid_from INTEGER,
    expires_at INTEGER,
    issued_at INTEGER,               -- a free one is pending until then
    created_at INTEGER NOT NULL
  );

  CREATE TABLE https_settings (
    domain_id INTEGER PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
    ssl_id INTEGER REFERENCES ssl_certificates(id) ON DELETE SET NULL,
    default_ssl INTEGER NOT NULL,
    https_redirect INTEGER NOT NULL,
    tls_version TEXT NOT NULL,
    h3_enabled INTEGER NOT NULL,
    backend_protocol TEXT NOT NULL,
    csp_override INTEGER NOT NULL,
    hsts_enabled INTEGER NOT NULL,
    hsts_max_age INTEGER NOT NULL,
    hsts_include_subdomains INTEGER NOT NULL,
    hsts_preload INTEGER NOT NULL
  );

  CREATE TABLE cache_settings (
    domain_id INTEGER PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
    cache_mode TEXT NOT NULL,
    cache_ttl INTEGER NOT NULL,
    developer_mode INTEGER NOT NULL,
    always_online INTEGER NOT NULL,
    cache_cookies INTEGER NOT NULL,
    browser_cache_mode TEXT NOT NULL,
    browser_cache_ttl INTEGER NOT NULL,
    errors_cache_ttl INTEGER NOT NULL,
    minify_html INTEGER NOT NULL,
    minify_css INTEGER NOT NULL,
    minify_js INTEGER NOT NULL,
    image_resize INTEGER NOT NULL,
    image_optimization INTEGER NOT NULL,
    purged_at INTEGER
  );

  CREATE TABLE cache_purges (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    purge_all INTEGER NOT NULL,
    urls TEXT NOT NULL,              -- JSON list
    created_at INTEGER NOT NULL
  );
  `,
  ],
};
