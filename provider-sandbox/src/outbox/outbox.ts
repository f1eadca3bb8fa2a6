import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../http/router';

/**
 * The sandbox's outbox. A real provider sends confirmation codes by SMS or e-mail; the sandbox
 * keeps each message here instead, where the developer and the tests read it
 * (`GET /__sandbox/outbox`). Codes are six digits, expire, and are good for one use.
 */
export type OutboxChannel = 'sms' | 'email';

export const CODE_LENGTH = 6; // one-time codes are six digits
export const CODE_TTL_SECONDS = 5 * 60;

export interface SendCodeInput {
  userId: number | null;
  channel: OutboxChannel;
  /** the phone number or e-mail address the code goes to */
  recipient: string;
  /** what the code confirms, e.g. `domain-delete:12` or `phone-change` */
  purpose: string;
  /** the message around the code, in both languages; `{code}` is replaced */
  text: { en: string; fa: string };
  ttlSeconds?: number;
}

export interface OutboxMessage {
  id: number;
  user_id: number | null;
  channel: OutboxChannel;
  recipient: string;
  purpose: string;
  code: string;
  body_en: string;
  body_fa: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Puts a fresh code in the outbox and returns the message (the caller never shows the code). */
export function sendCode(ctx: SandboxContext, input: SendCodeInput): OutboxMessage {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const now = ctx.nowSec();
  const expires = now + (input.ttlSeconds ?? CODE_TTL_SECONDS);
  const result = ctx.db
    .prepare(
      `INSERT INTO outbox (user_id, channel, recipient, purpose, code, body_en, body_fa, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.userId,
      input.channel,
      input.recipient,
      input.purpose,
      code,
      input.text.en.replace('{code}', code),
      input.text.fa.replace('{code}', code),
      now,
      expires,
    );
  return ctx.db.prepare('SELECT * FROM outbox WHERE id = ?').get(result.lastInsertRowid) as OutboxMessage;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'none';

/**
 * Checks a code against the newest unused one sent for this user and purpose (and recipient, when
 * given). A right code is used up; a wrong one leaves the code as it is.
 */
export function checkCode(
  ctx: SandboxContext,
  input: { userId: number | null; purpose: string; code: string; recipient?: string },
): CodeCheck {
  const row = ctx.db
    .prepare(
      `SELECT * FROM outbox WHERE user_id IS ? AND purpose = ? AND used_at IS NULL ${input.recipient === undefined ? '' : 'AND recipient = ?'}
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(...[input.userId, input.purpose, ...(input.recipient === undefined ? [] : [input.recipient])]) as
    OutboxMessage | undefined;
  if (!row) return 'none';
  if (row.expires_at <= ctx.nowSec()) return 'expired';
  if (row.code !== String(input.code).trim()) return 'wrong';
  ctx.db.prepare('UPDATE outbox SET used_at = ? WHERE id = ?').run(ctx.nowSec(), row.id);
  return 'ok';
}

/** Seconds since the last code for this user and purpose was sent (Infinity if none): for resend waits. */
export function secondsSinceLastCode(ctx: SandboxContext, userId: number | null, purpose: string): number {
  const row = ctx.db
    .prepare('SELECT MAX(created_at) AS at FROM outbox WHERE user_id IS ? AND purpose = ?')
    .get(userId, purpose) as { at: number | null };
  return row.at === null ? Number.POSITIVE_INFINITY : ctx.nowSec() - row.at;
}

export interface OutboxFilter {
  recipient?: string;
  purpose?: string;
  userId?: number;
  limit?: number;
}

/** Messages in the outbox, newest first. */
export function listOutbox(ctx: SandboxContext, filter: OutboxFilter = {}): OutboxMessage[] {
  const conditions: Array<[sql: string, value: unknown]> = [];
  if (filter.recipient) conditions.push(['recipient = ?', filter.recipient]);
  if (filter.purpose) conditions.push(['purpose = ?', filter.purpose]);
  if (filter.userId !== undefined) conditions.push(['user_id = ?', filter.userId]);
  const where = conditions.map(([sql]) => sql);
  const params = conditions.map(([, value]) => value);
  const sql = `SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC LIMIT ?`;
  return ctx.db
    .prepare(sql)
    .all(...params, Math.min(Math.max(filter.limit ?? 50, 1), 500)) as OutboxMessage[];
}
