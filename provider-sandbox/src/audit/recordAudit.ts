import { deviceFromUserAgent } from '@portal/api-account/rules';
import type { AuthedCall } from '../http/router';
import { clientIp } from '../http/clientIp';

export interface AuditInput {
  /** what was done, e.g. `domain.create`, `server.power_off`, `api_token.create` (AUDIT_ACTIONS) */
  action: string;
  /** the kind of what it was done to: `domain`, `server`, `api_token` (AUDIT_RESOURCE_KINDS) */
  resourceKind: string;
  resourceId?: string | number | null;
  /** a name people know it by (the domain, the server's name), kept as it was then */
  resourceName?: string | null;
}

/**
 * Records what the customer did in the account's audit log: by which session or API token, from
 * which address, when (the sandbox clock). Every area calls it after a change succeeds, one line:
 * `recordAudit(call, { action: 'domain.create', resourceKind: 'domain', resourceId: id, resourceName: name })`.
 */
export function recordAudit(call: AuthedCall, input: AuditInput): void {
  const { user, ctx } = call;
  const actorKind = user.tokenKind === 'api' ? 'api_token' : 'session';
  ctx.db
    .prepare(
      `INSERT INTO audit_log (user_id, token_id, actor_kind, actor_name, action, resource_kind, resource_id, resource_name, ip, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.id,
      user.tokenId,
      actorKind,
      // a token by its name, a session by its device
      (actorKind === 'api_token' ? user.tokenName : deviceFromUserAgent(user.tokenName)) ?? '',
      input.action,
      input.resourceKind,
      input.resourceId === undefined || input.resourceId === null ? null : String(input.resourceId),
      input.resourceName ?? null,
      clientIp(call.req, ctx.trustProxy === true),
      ctx.nowSec(),
    );
}
