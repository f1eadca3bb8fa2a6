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
  ],
};
