import {
  AUDIT_EXPORT_MAX,
  auditPeriodStart,
  deviceFromUserAgent,
  isAuditPeriod,
} from '@portal/api-account/rules';
import type { Resource, SandboxContext } from '../http/router';

export type LoginResult = 'success' | 'failed';
export type LoginFailure = 'password' | 'otp' | 'ip_not_allowed' | 'session_limit';

/** One login attempt of a known account, for its login history. */
export function recordLoginAttempt(
  ctx: SandboxContext,
  attempt: {
    userId: number;
    ip: string;
    userAgent: string | null;
    result: LoginResult;
    reason: LoginFailure | null;
  },
): void {
  ctx.db
    .prepare(
      'INSERT INTO login_history (user_id, ip, user_agent, result, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(attempt.userId, attempt.ip || null, attempt.userAgent, attempt.result, attempt.reason, ctx.nowSec());
}

interface LoginRow {
  id: number;
  ip: string | null;
  user_agent: string | null;
  result: LoginResult;
  reason: LoginFailure | null;
  created_at: number;
}

interface AuditRow {
  id: number;
  token_id: number | null;
  actor_kind: 'session' | 'api_token';
  actor_name: string;
  action: string;
  resource_kind: string;
  resource_id: string | null;
  resource_name: string | null;
  ip: string | null;
  created_at: number;
}

const page = (query: Record<string, unknown>) => ({
  page: Number(query.page ?? 1),
  perPage: Number(query.per_page ?? 10),
});

/** The login history and the audit log of the account, newest first, a page at a time. */
export const profileHistoryResource: Resource = (routes, ctx) => {
  routes.get('/auth/profile/history', (call) => {
    const { page: p, perPage } = page(call.query);
    const total = (
      ctx.db.prepare('SELECT COUNT(*) AS n FROM login_history WHERE user_id = ?').get(call.user.id) as {
        n: number;
      }
    ).n;
    const rows = ctx.db
      .prepare<[number, number, number], LoginRow>(
        'SELECT id, ip, user_agent, result, reason, created_at FROM login_history WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(call.user.id, perPage, (p - 1) * perPage);
    return {
      items: rows.map((r) => ({
        id: r.id,
        ip: r.ip,
        device: deviceFromUserAgent(r.user_agent),
        result: r.result,
        reason: r.reason,
        created_at: r.created_at,
      })),
      total,
      page: p,
      per_page: perPage,
    };
  });

  routes.get('/auth/profile/user_reports', (call) => {
    const q = call.query;
    const exporting = q.export === true;
    const { page: p, perPage } = exporting ? { page: 1, perPage: AUDIT_EXPORT_MAX } : page(q);
    const conditions = ['user_id = @user'];
    const params: Record<string, unknown> = { user: call.user.id };
    const since = isAuditPeriod(q.period) ? auditPeriodStart(q.period, ctx.nowSec()) : null;
    if (since !== null) {
      conditions.push('created_at >= @since');
      params.since = since;
    }
    if (typeof q.action === 'string' && q.action !== '') {
      conditions.push('action = @action');
      params.action = q.action;
    }
    if (typeof q.resource_kind === 'string' && q.resource_kind !== '') {
      conditions.push('resource_kind = @kind');
      params.kind = q.resource_kind;
    }
    const where = conditions.join(' AND ');
    const total = (
      ctx.db.prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE ${where}`).get(params) as { n: number }
    ).n;
    const rows = ctx.db
      .prepare(
        `SELECT * FROM audit_log WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: perPage, offset: (p - 1) * perPage }) as AuditRow[];
    return {
      items: rows.map((r) => ({
        id: r.id,
        action: r.action,
        resource_kind: r.resource_kind,
        resource_id: r.resource_id,
        resource_name: r.resource_name,
        actor: { kind: r.actor_kind, id: r.token_id, name: r.actor_name },
        ip: r.ip,
        created_at: r.created_at,
      })),
      total,
      page: p,
      per_page: perPage,
    };
  });
};
