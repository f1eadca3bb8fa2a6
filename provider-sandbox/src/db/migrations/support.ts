import type { AreaMigrations } from './AreaMigrations';

/**
 * The support area's tables: support plans, departments, tickets, their files and replies.
 * Append a step; never edit one that has shipped (a data file in the wild already ran it).
 */
export const supportMigrations: AreaMigrations = {
  area: 'support',
  steps: [
    /* 1: support plans, departments, tickets, ticket files and replies */
    `
  CREATE TABLE support_plans (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    title_en TEXT NOT NULL,
    title_fa TEXT NOT NULL,
    price INTEGER NOT NULL,      -- rials per month, VAT excluded
    response_time INTEGER NOT NULL, -- minutes
    sla TEXT NOT NULL,
    ticketing INTEGER NOT NULL,
    phone INTEGER NOT NULL,
    messenger INTEGER NOT NULL,
    forum INTEGER NOT NULL
  );
  CREATE TABLE user_support_plans (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    plan_id INTEGER NOT NULL REFERENCES support_plans(id),
    started_at INTEGER NOT NULL,
    next_plan_id INTEGER REFERENCES support_plans(id)  -- downgrade takes effect next month
  );
  CREATE TABLE departments (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,   -- cdn | cloud | stream | vod | financial | other
    name_en TEXT NOT NULL,
    name_fa TEXT NOT NULL
  );
  CREATE TABLE tickets (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    subject TEXT NOT NULL,
    department_id INTEGER NOT NULL REFERENCES departments(id),
    resource_type TEXT,          -- domain | server
    resource_id INTEGER,
    priority TEXT NOT NULL,      -- HIGH | MEDIUM | LOW
    status TEXT NOT NULL,        -- open | closed
    status_summery TEXT NOT NULL, -- ANSWERED | PENDING (spelling is the provider's)
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE ticket_files (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    static_slug TEXT NOT NULL UNIQUE,
    original_name TEXT NOT NULL,
    mime TEXT NOT NULL,
    size INTEGER NOT NULL,
    path TEXT NOT NULL,          -- relative to uploadsDir
    created_at INTEGER NOT NULL
  );
  CREATE TABLE ticket_replies (
    id INTEGER PRIMARY KEY,
    ticket_id INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    author TEXT NOT NULL,        -- user | staff
    author_name TEXT NOT NULL,
    message TEXT NOT NULL,
    files TEXT NOT NULL DEFAULT '[]',  -- JSON list of ticket_files ids
    rate INTEGER,
    created_at INTEGER NOT NULL
  );
  `,
    /* 2: staff answers scheduled by the sandbox, and when a downgraded support plan takes effect */
    `
  CREATE TABLE ticket_auto_answers (
    ticket_id INTEGER PRIMARY KEY REFERENCES tickets(id) ON DELETE CASCADE,
    due_at INTEGER NOT NULL          -- the department answers at this time (unix seconds)
  );
  ALTER TABLE user_support_plans ADD COLUMN next_plan_at INTEGER;  -- when next_plan_id takes effect
  `,
  ],
};
