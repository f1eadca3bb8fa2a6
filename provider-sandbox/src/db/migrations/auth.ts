import type { AreaMigrations } from './AreaMigrations';

/**
 * The auth area's tables: accounts: users, profiles, session and API tokens, captchas, second-factor challenges.
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
  ],
};
