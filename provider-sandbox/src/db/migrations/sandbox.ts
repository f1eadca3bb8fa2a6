import type { AreaMigrations } from './AreaMigrations';

/**
 * The sandbox's own tables, which no real provider exposes: the outbox of codes it "sends" by SMS
 * or e-mail (see src/outbox). Append a step; never edit one that has shipped.
 */
export const sandboxMigrations: AreaMigrations = {
  area: 'sandbox',
  steps: [
    /* 1: the outbox */
    `
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    recipient TEXT NOT NULL,
    purpose TEXT NOT NULL,
    code TEXT NOT NULL,
    body_en TEXT NOT NULL,
    body_fa TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX outbox_lookup ON outbox (user_id, purpose, created_at);
  `,
  ],
};
