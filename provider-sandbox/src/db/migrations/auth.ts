import type { AreaMigrations } from './AreaMigrations';

/**
 * The auth area's tables: accounts (users, profiles), session and API tokens, captchas, second-factor
 * challenges, and the account's security settings, IP whitelist, notification preferences, login
 * history and audit log.
 * Append a step; never edit one that has shipped (a data file in the wild already ran it).
 */
export const authMigrations: AreaMigrations = {
  area: 'auth',
  steps: [
    /* 1: accounts, sessions, captchas and second-factor challenges */
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
  `,
    /* 2: the account's security settings, whitelist, notification preferences, login history and audit log */
    `
  ALTER TABLE users ADD COLUMN otp_pending_secret TEXT;          -- an app secret shown, not yet confirmed
  ALTER TABLE users ADD COLUMN auth_by_ip INTEGER NOT NULL DEFAULT 0;  -- login only from ip_whitelist
  ALTER TABLE users ADD COLUMN max_sessions INTEGER;             -- null: no limit
  ALTER TABLE users ADD COLUMN max_sessions_per_ip INTEGER;      -- null: no limit
  ALTER TABLE tokens ADD COLUMN token_hint TEXT;                 -- first and last four characters (api)
  CREATE TABLE ip_whitelist (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    entry TEXT NOT NULL,                -- an IPv4 or IPv6 address or a CIDR range
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, entry)
  );
  CREATE TABLE notification_preferences (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    event TEXT NOT NULL,
    sms INTEGER NOT NULL,
    email INTEGER NOT NULL,
    PRIMARY KEY (user_id, event)
  );
  CREATE TABLE login_history (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    ip TEXT,
    user_agent TEXT,
    result TEXT NOT NULL,               -- success | failed
    reason TEXT,                        -- password | otp | ip_not_allowed | session_limit
    created_at INTEGER NOT NULL
  );
  CREATE INDEX login_history_user ON login_history (user_id, created_at);
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_id INTEGER,                   -- the session or API token that acted
    actor_kind TEXT NOT NULL,           -- session | api_token
    actor_name TEXT NOT NULL,           -- the token's name, or the session's device
    action TEXT NOT NULL,               -- e.g. api_token.create, ticket.create, domain.delete
    resource_kind TEXT NOT NULL,
    resource_id TEXT,
    resource_name TEXT,
    ip TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX audit_log_user ON audit_log (user_id, created_at);
  `,
    /* 3: the second factor's guard: wrong codes per step and per account, the lock-out, the last TOTP step used */
    `
  ALTER TABLE otp_challenges ADD COLUMN wrong_codes INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN otp_wrong_codes INTEGER NOT NULL DEFAULT 0;  -- wrong codes since the last login
  ALTER TABLE users ADD COLUMN otp_locked_until INTEGER;                     -- unix seconds; null: not locked
  ALTER TABLE users ADD COLUMN otp_last_totp_step INTEGER;                   -- the last 30 s TOTP step accepted
  `,
    /* 4: the IP whitelist on every request: whether it binds API tokens, and why a session was ended */
    `
  ALTER TABLE users ADD COLUMN ip_whitelist_api_tokens INTEGER NOT NULL DEFAULT 1;  -- the whitelist binds API tokens too
  ALTER TABLE tokens ADD COLUMN end_reason TEXT;                 -- why the provider ended a session: ip_not_allowed
  ALTER TABLE tokens ADD COLUMN end_ip TEXT;                     -- the address of the request that ended it
  `,
  ],
};
