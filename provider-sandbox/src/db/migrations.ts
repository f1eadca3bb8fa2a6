import type { Database } from 'better-sqlite3';

/**
 * The whole schema, as an append-only list. Each entry runs once, tracked by SQLite's
 * `user_version`, so opening an existing file only applies what is new. Area issues append
 * entries; never edit one that has shipped (a data file in the wild already ran it).
 * Times are unix seconds (the portal multiplies seconds-looking timestamps by 1000).
 * Money is integer rials.
 */
export const MIGRATIONS: readonly string[] = [
  /* 1: issue 2 — accounts, auth, static data, and the tables later areas serve */
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    mobile TEXT UNIQUE,
    password_hash TEXT NOT NULL,
    otp_type TEXT,              -- null | app | sms | email
    otp_secret TEXT,            -- base32 TOTP secret for otp_type = app
    created_at INTEGER NOT NULL
  );
  CREATE TABLE profiles (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    national_code TEXT,
    phone TEXT NOT NULL,
    address TEXT,
    zip_code TEXT,
    account_type TEXT NOT NULL DEFAULT 'individual',
    business_name TEXT,
    economic_code TEXT,
    registration_number TEXT,
    national_legal_id TEXT
  );
  CREATE TABLE tokens (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,   -- sha256 of the bearer token
    kind TEXT NOT NULL,                -- session | api
    name TEXT,
    permissions TEXT NOT NULL DEFAULT '[]',  -- JSON list (api tokens)
    device TEXT,
    ip TEXT,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER,
    expires_at INTEGER,
    revoked_at INTEGER
  );
  CREATE TABLE captchas (
    id TEXT PRIMARY KEY,
    answer TEXT NOT NULL,       -- lower case
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE otp_challenges (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );

  CREATE TABLE datacenters (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    display_name_en TEXT NOT NULL,
    display_name_fa TEXT NOT NULL,
    country TEXT NOT NULL,
    is_active INTEGER NOT NULL,
    is_hidden INTEGER NOT NULL
  );
  CREATE TABLE os_images (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    display_name TEXT NOT NULL,
    version TEXT NOT NULL,
    family TEXT NOT NULL,
    min_disk INTEGER NOT NULL
  );

  CREATE TABLE wallets (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    balance INTEGER NOT NULL DEFAULT 0,
    credit INTEGER NOT NULL DEFAULT 0,
    debt INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE custom_prices (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    service TEXT NOT NULL,       -- CDN | CLOUD
    item TEXT NOT NULL,
    price_in_second REAL NOT NULL,
    price_in_hour REAL NOT NULL,
    price_priority TEXT NOT NULL  -- second | hour
  );
  CREATE TABLE bank_gateways (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    display_name_en TEXT NOT NULL,
    display_name_fa TEXT NOT NULL,
    icon TEXT NOT NULL,
    is_active INTEGER NOT NULL
  );
  CREATE TABLE coupons (
    code TEXT PRIMARY KEY,       -- 14 characters
    type TEXT NOT NULL,          -- gift | discount
    percent INTEGER NOT NULL,
    min_amount INTEGER,
    max_amount INTEGER,
    status TEXT NOT NULL         -- ACTIVE | PENDING | USED
  );
  CREATE TABLE invoices (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,          -- pre (current, unpaid) | issued
    number TEXT NOT NULL,
    status TEXT NOT NULL,        -- unpaid | paid
    started_at INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    issued_at INTEGER,
    final_price INTEGER NOT NULL,
    body TEXT NOT NULL           -- JSON: prices (_cdn_price…), groups, detail
  );
  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    number TEXT NOT NULL,
    amount INTEGER NOT NULL,
    vat INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    description_en TEXT NOT NULL,
    description_fa TEXT NOT NULL,
    result TEXT NOT NULL,        -- success | failed
    method TEXT NOT NULL,        -- gateway | wallet
    gateway_id INTEGER REFERENCES bank_gateways(id)
  );
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

  CREATE TABLE plans (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,   -- free | eco | com | pro
    title_en TEXT NOT NULL,
    title_fa TEXT NOT NULL,
    max_traffic_proxy INTEGER NOT NULL,  -- GB per month
    ddos_modules TEXT NOT NULL,          -- JSON list
    ddos_challenge_ttl INTEGER NOT NULL, -- seconds
    max_page_rules INTEGER NOT NULL,
    features TEXT NOT NULL               -- JSON map of SPEC §3 plan features
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
  CREATE TABLE servers (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    display_name TEXT NOT NULL,
    status TEXT NOT NULL,        -- BUILD | REBUILD | RELOAD | RESCUING | RESTARTING | ON | OFF | SUSPENDED
    datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
    os_id INTEGER NOT NULL REFERENCES os_images(id),
    tier TEXT NOT NULL,          -- economic | commercial | professional | extreme | custom
    cpu INTEGER NOT NULL, ram INTEGER NOT NULL, disk INTEGER NOT NULL, disk_type TEXT NOT NULL,
    public_ip INTEGER NOT NULL DEFAULT 1,
    autopilot INTEGER NOT NULL DEFAULT 0,
    rescue INTEGER NOT NULL DEFAULT 0,
    used_cpu REAL NOT NULL DEFAULT 0, used_ram REAL NOT NULL DEFAULT 0, used_disk REAL NOT NULL DEFAULT 0,
    traffic_in INTEGER NOT NULL DEFAULT 0, traffic_out INTEGER NOT NULL DEFAULT 0,  -- bytes
    password TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE server_interfaces (
    id INTEGER PRIMARY KEY,
    server_id INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,          -- public | private
    ip_address TEXT NOT NULL,
    mac_address TEXT NOT NULL
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
  /* 2: issue 3 (support) — staff answers scheduled by the sandbox, and when a downgraded support plan takes effect */
  `
  CREATE TABLE ticket_auto_answers (
    ticket_id INTEGER PRIMARY KEY REFERENCES tickets(id) ON DELETE CASCADE,
    due_at INTEGER NOT NULL          -- the department answers at this time (unix seconds)
  );
  ALTER TABLE user_support_plans ADD COLUMN next_plan_at INTEGER;  -- when next_plan_id takes effect
  `,
  /* 3: issue 4 (billing) — top-ups on their way through the stand-in bank gateway */
  `
  CREATE TABLE payments (
    id TEXT PRIMARY KEY,          -- unguessable; the bank page and the return address carry it
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    gateway_id INTEGER NOT NULL REFERENCES bank_gateways(id),
    price INTEGER NOT NULL,       -- the top-up amount, rials
    charge INTEGER NOT NULL,      -- what the bank charges (price less any discount)
    gift INTEGER NOT NULL,        -- bonus credited on top (gift codes)
    coupon TEXT,
    coupon_type TEXT,             -- gift | discount
    rebound TEXT NOT NULL,        -- the portal address the browser returns to
    bank_result TEXT,             -- null | paid | cancelled (the payer's choice on the bank page)
    status TEXT NOT NULL,         -- pending | success | failed (settled once, on return)
    transaction_id INTEGER REFERENCES transactions(id),
    created_at INTEGER NOT NULL,
    settled_at INTEGER
  );
  `,
];

export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < MIGRATIONS.length; v += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v] as string);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
