import { DEMO_ACCOUNT } from '@portal/shared-sdk/factories';
import { DEMO_LOGIN_ATTEMPTS, DEMO_OTHER_SESSIONS } from '@portal/api-account/factories';
import { hashToken } from '../../security/tokens';
import { HOUR, insert, type Seed } from './seedTools';

const SESSION_TTL = 30 * 24 * 3600; // seconds, as a login gives

/**
 * The demo customer's account history: its other signed-in devices (sessions whose secrets nobody
 * knows: they can only be ended), its past login attempts, and the audit entries of what the seed
 * made in its name (its API tokens and tickets), so the log starts where the data does. Runs after
 * the other seeds: it reads their rows.
 */
export const seedAccount: Seed = (db, { now }) => {
  const userId = DEMO_ACCOUNT.id;
  insert(
    db,
    'tokens',
    DEMO_OTHER_SESSIONS.map((s) => ({
      id: s.id,
      user_id: userId,
      token_hash: hashToken(`seed-session-${s.id}`),
      kind: 'session',
      device: s.userAgent,
      ip: s.ip,
      created_at: now - s.ageHours * HOUR,
      last_used_at: now - s.idleHours * HOUR,
      expires_at: now - s.ageHours * HOUR + SESSION_TTL,
    })),
  );
  insert(
    db,
    'login_history',
    DEMO_LOGIN_ATTEMPTS.map((a) => ({
      id: a.id,
      user_id: userId,
      ip: a.ip,
      user_agent: a.userAgent,
      result: a.result,
      reason: a.reason,
      created_at: now - a.hoursAgo * HOUR,
    })),
  );
  const browser = DEMO_OTHER_SESSIONS[0];
  const actor = { token_id: browser.id, actor_kind: 'session', actor_name: browser.device, ip: browser.ip };
  const tokens = db.prepare(`SELECT id, user_id, name, created_at FROM tokens WHERE kind = 'api'`).all() as {
    id: number;
    user_id: number;
    name: string;
    created_at: number;
  }[];
  const tickets = db.prepare('SELECT id, user_id, subject, created_at FROM tickets').all() as {
    id: number;
    user_id: number;
    subject: string;
    created_at: number;
  }[];
  insert(db, 'audit_log', [
    ...tokens.map((t) => ({
      ...actor,
      user_id: t.user_id,
      action: 'api_token.create',
      resource_kind: 'api_token',
      resource_id: String(t.id),
      resource_name: t.name,
      created_at: t.created_at,
    })),
    ...tickets.map((t) => ({
      ...actor,
      user_id: t.user_id,
      action: 'ticket.create',
      resource_kind: 'ticket',
      resource_id: String(t.id),
      resource_name: t.subject,
      created_at: t.created_at,
    })),
  ]);
};
