import type { AreaMigrations } from './AreaMigrations';

/**
 * The financial area's tables: wallets, prices, bank gateways, coupons, invoices, transactions and top-ups.
 * Append a step; never edit one that has shipped (a data file in the wild already ran it).
 */
export const financialMigrations: AreaMigrations = {
  area: 'financial',
  steps: [
    /* 1: wallets, custom prices, bank gateways, coupons, invoices and transactions */
    `
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
  `,
    /* 2: top-ups on their way through the stand-in bank gateway */
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
  ],
};
