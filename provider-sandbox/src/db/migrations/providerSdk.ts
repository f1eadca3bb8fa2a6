import type { AreaMigrations } from './AreaMigrations';

/**
 * What the provider's own SDK reads or sets that the portal's screens did not need: when a domain
 * last changed, and the settings its calls take beside the portal's (listed per step). An area of
 * its own, after every other (its steps alter their tables), so its steps never collide with theirs.
 * Append a step; never edit one that has shipped (a data file in the wild already ran it).
 */
export const providerSdkMigrations: AreaMigrations = {
  area: 'provider-sdk',
  steps: [
    /* 1: when a domain last changed (its redirect, its plan, its activation) */
    `
  ALTER TABLE domains ADD COLUMN updated_at INTEGER;  -- unix seconds; null: not changed since it was added
  `,
    /* 2: the Content-Security-Policy the CDN sends instead of the origin's (the SDK's csp-override) */
    `
  ALTER TABLE https_settings ADD COLUMN csp_policy TEXT;  -- null: the origin's policy, with upgrade-insecure-requests added when csp_override
  `,
    /* 3: a domain's DDoS protection level (the SDK's mode) */
    `
  CREATE TABLE cdn_ddos_modes (
    domain_id INTEGER PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
    mode TEXT NOT NULL                 -- off | low | medium | high | under_attack; none stored: medium
  );
  `,
    /* 4: a domain's firewall switched off as a whole (its rules kept) */
    `
  ALTER TABLE cdn_firewall_settings ADD COLUMN enabled INTEGER NOT NULL DEFAULT 1;
  `,
    /* 5: how readily a domain's WAF blocks (the SDK's sensitivity) */
    `
  ALTER TABLE cdn_waf ADD COLUMN sensitivity TEXT NOT NULL DEFAULT 'medium';  -- low | medium | high | paranoid
  `,
    /* 6: when a page rule, firewall rule or rate-limit route was made (unix seconds; null: before this step) */
    `
  ALTER TABLE cdn_page_rules ADD COLUMN created_at INTEGER;
  ALTER TABLE cdn_firewall_rules ADD COLUMN created_at INTEGER;
  ALTER TABLE cdn_rate_limits ADD COLUMN created_at INTEGER;
  `,
    /* 7: a cluster switched off, and how often its servers' health is checked */
    `
  ALTER TABLE cdn_clusters ADD COLUMN enabled INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE cdn_clusters ADD COLUMN health_interval INTEGER NOT NULL DEFAULT 30;  -- seconds between checks
  ALTER TABLE cdn_clusters ADD COLUMN health_timeout INTEGER NOT NULL DEFAULT 5;    -- seconds a check waits
  `,
    /* 8: a log forwarder's name, and switched off (kept, sending nothing) */
    `
  ALTER TABLE cdn_log_forwarders ADD COLUMN name TEXT;                              -- null: named by its receiver
  ALTER TABLE cdn_log_forwarders ADD COLUMN enabled INTEGER NOT NULL DEFAULT 1;
  `,
    /* 9: a volume's disk family (the SDK's type), and a firewall group's description */
    `
  ALTER TABLE volumes ADD COLUMN disk_type TEXT NOT NULL DEFAULT 'ssd';  -- ssd | nvme | sas
  ALTER TABLE firewall_groups ADD COLUMN description TEXT;
  `,
  ],
};
