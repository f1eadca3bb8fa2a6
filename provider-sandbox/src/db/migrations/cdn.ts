import type { AreaMigrations } from './AreaMigrations';

/**
 * The cdn area's tables: CDN plans and domains (the DNS, HTTPS and cache tables are in files of their own).
 * Append a step; never edit one that has shipped (a data file in the wild already ran it).
 */
export const cdnMigrations: AreaMigrations = {
  area: 'cdn',
  steps: [
    /* 1: CDN plans and domains */
    `
  CREATE TABLE plans (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,   -- free | eco | com | pro
    title_en TEXT NOT NULL,
    title_fa TEXT NOT NULL,
    max_traffic_proxy INTEGER NOT NULL,  -- GB per month
    ddos_modules TEXT NOT NULL,          -- JSON list
    ddos_challenge_ttl INTEGER NOT NULL, -- seconds
    max_page_rules INTEGER NOT NULL,
    features TEXT NOT NULL               -- JSON map of the plan's features
  );
  CREATE TABLE domains (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    status TEXT NOT NULL,        -- active | pending | suspend | admin-suspend
    plan_id INTEGER NOT NULL REFERENCES plans(id),
    plan_started_at INTEGER NOT NULL,
    wfsr INTEGER NOT NULL DEFAULT 0,
    suspended_at INTEGER,
    added_at INTEGER NOT NULL,
    current_ns1 TEXT, current_ns2 TEXT,
    new_ns1 TEXT NOT NULL, new_ns2 TEXT NOT NULL,
    consumable_traffic INTEGER NOT NULL DEFAULT 0,  -- bytes this month
    request_count INTEGER NOT NULL DEFAULT 0,
    UNIQUE (user_id, name)
  );
  `,
    /* 2: a domain's www redirect, and when the customer's nameserver change reaches the provider */
    `
  ALTER TABLE domains ADD COLUMN redirect_mode TEXT NOT NULL DEFAULT 'none';  -- www | non-www | none
  ALTER TABLE domains ADD COLUMN ns_pointed_at INTEGER;  -- unix seconds; null while the customer has not changed them
  `,
    /* 3: a domain's security and traffic rules: firewall, rate limit, page rules, clusters, log forwarders, custom pages */
    `
  CREATE TABLE cdn_firewall_settings (
    domain_id INTEGER PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
    default_action TEXT NOT NULL DEFAULT 'allow'  -- allow | deny
  );
  CREATE TABLE cdn_firewall_rules (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    path TEXT NOT NULL,        -- a glob after the domain name, or a full URL
    action TEXT NOT NULL,      -- allow | deny
    countries TEXT NOT NULL,   -- JSON list of ISO codes
    ips TEXT NOT NULL,         -- JSON list of IPs and CIDRs
    priority INTEGER NOT NULL  -- 1 is checked first
  );
  CREATE TABLE cdn_rate_limits (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    requests INTEGER NOT NULL,
    period INTEGER NOT NULL,   -- seconds
    action TEXT NOT NULL       -- block | challenge
  );
  CREATE TABLE cdn_page_rules (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    priority INTEGER NOT NULL,
    settings TEXT NOT NULL     -- JSON map of the rule's settings
  );
  CREATE TABLE cdn_clusters (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    method TEXT NOT NULL,      -- round_robin | least_connections | client_ip_hash
    protocol TEXT NOT NULL,    -- http | https
    monitoring_path TEXT NOT NULL DEFAULT '',
    servers TEXT NOT NULL,     -- JSON list of {address, port, weight}
    paths TEXT NOT NULL        -- JSON list of the paths sent to it
  );
  CREATE TABLE cdn_log_forwarders (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    service TEXT NOT NULL,
    receiver TEXT NOT NULL,
    parameters TEXT NOT NULL,  -- JSON list
    delimiter TEXT NOT NULL
  );
  CREATE TABLE cdn_custom_pages (
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    section TEXT NOT NULL,     -- error | block | captcha
    html TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (domain_id, section)
  );
  `,
    /* 4: a domain's WAF: its mode (debug ends 30 minutes after it started), switched-off groups and rules, custom rules by path */
    `
  CREATE TABLE cdn_waf (
    domain_id INTEGER PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
    mode TEXT NOT NULL DEFAULT 'on',   -- off | on | debug
    debug_started_at INTEGER           -- unix seconds; set while in debug
  );
  CREATE TABLE cdn_waf_off (
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,                -- group | rule
    ref TEXT NOT NULL,                 -- the group's or rule's id in the provider's catalog
    PRIMARY KEY (domain_id, kind, ref)
  );
  CREATE TABLE cdn_waf_rules (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    action TEXT NOT NULL,              -- protect | passthrough
    created_at INTEGER NOT NULL,
    expires_at INTEGER                 -- made in debug mode: stops 30 minutes later
  );
  `,
    /* 5: a domain's DDoS protection: the validity of each challenge, the captcha service, direct rules by path */
    `
  CREATE TABLE cdn_ddos_ttls (
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    challenge TEXT NOT NULL,           -- cookie | js | captcha
    ttl INTEGER NOT NULL,              -- seconds; none stored means the plan's longest
    PRIMARY KEY (domain_id, challenge)
  );
  CREATE TABLE cdn_ddos_settings (
    domain_id INTEGER PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
    captcha_module TEXT NOT NULL       -- recaptcha | hcaptcha | turnstile | arcaptcha
  );
  CREATE TABLE cdn_ddos_rules (
    id INTEGER PRIMARY KEY,
    domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    challenge TEXT NOT NULL            -- cookie | js | captcha
  );
  `,
  ],
};
