import { deviceFromUserAgent } from '@portal/api-account/rules';
import { recordAudit } from '../audit/recordAudit';
import type { Resource } from '../http/router';
import { profileFail, profileReply } from './profileMessages';

interface SessionRow {
  id: number;
  device: string | null;
  ip: string | null;
  created_at: number;
  last_used_at: number | null;
}

const ACTIVE = `user_id = ? AND kind = 'session' AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)`;

/** The account's active sessions (devices) and ending one; ending the one that asks logs it out. */
export const profileSessionsResource: Resource = (routes, ctx) => {
  routes.get('/auth/tokens', (call) =>
    ctx.db
      .prepare<[number, number], SessionRow>(
        `SELECT id, device, ip, created_at, last_used_at FROM tokens WHERE ${ACTIVE} ORDER BY created_at DESC, id DESC`,
      )
      .all(call.user.id, ctx.nowSec())
      .map((s) => ({
        id: s.id,
        device: deviceFromUserAgent(s.device),
        user_agent: s.device,
        ip: s.ip,
        created_at: s.created_at,
        last_used_at: s.last_used_at,
        current: call.user.tokenKind === 'session' && s.id === call.user.tokenId,
      })),
  );

  routes.delete('/auth/tokens/{id}', (call) => {
    const id = Number(call.params.id);
    const session = ctx.db
      .prepare<[number, number, number], SessionRow>(
        `SELECT id, device, ip, created_at, last_used_at FROM tokens WHERE id = ? AND ${ACTIVE}`,
      )
      .get(id, call.user.id, ctx.nowSec());
    if (!session) throw profileFail(call, 404, 'sessionNotFound');
    ctx.db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ?').run(ctx.nowSec(), id);
    recordAudit(call, {
      action: 'session.terminate',
      resourceKind: 'session',
      resourceId: id,
      resourceName: deviceFromUserAgent(session.device) || session.ip,
    });
    return profileReply(
      call,
      { current: call.user.tokenKind === 'session' && id === call.user.tokenId },
      'sessionEnded',
    );
  });
};
