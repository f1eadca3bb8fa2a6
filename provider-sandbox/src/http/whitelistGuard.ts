import type { Request } from 'express';
import { ipInWhitelist } from '@portal/api-account/rules';
import type { SandboxContext } from './call';
import { clientIp } from './clientIp';
import { HttpError } from './envelope';
import { translate, type Lang } from './messages';

/** Why the provider ended a session itself, as stored on the token and named in its 401. */
export const IP_NOT_ALLOWED = 'ip_not_allowed';

/** What the 401 of a session the whitelist ended says, apart from its message. */
export const SESSION_ENDED_DETAILS = { code: 'session_ended', reason: IP_NOT_ALLOWED } as const;

/** 401 "Your session ended: this address is not in your IP whitelist" with its code and reason. */
export function sessionEndedError(lang: Lang): HttpError {
  return new HttpError(401, translate(lang, 'sessionEndedIp'), undefined, undefined, SESSION_ENDED_DETAILS);
}

export interface BearerRow {
  token_id: number;
  user_id: number;
  kind: 'session' | 'api';
  auth_by_ip: number;
  ip_whitelist_api_tokens: number;
}

/**
 * The IP whitelist holds for every request, not only for sign-in: once login by whitelisted IPs is
 * on, a portal session used from an address outside the list is ended there and then (stored with
 * the reason, the address and the time; its 401 says why), and an API token used from outside is
 * refused with 403 unless the customer chose to leave API tokens out of the whitelist (the token
 * itself stays: the script may run from a listed address again). Returns the refusal, or null.
 */
export function whitelistGuard(ctx: SandboxContext) {
  const entries = ctx.db.prepare<[number], { entry: string }>(
    'SELECT entry FROM ip_whitelist WHERE user_id = ?',
  );
  const end = ctx.db.prepare<[number, string, string, number]>(
    'UPDATE tokens SET revoked_at = ?, end_reason = ?, end_ip = ? WHERE id = ? AND revoked_at IS NULL',
  );
  return (req: Request, lang: Lang, row: BearerRow): HttpError | null => {
    if (row.auth_by_ip !== 1) return null;
    if (row.kind === 'api' && row.ip_whitelist_api_tokens !== 1) return null;
    const ip = clientIp(req, ctx.trustProxy === true);
    const list = entries.all(row.user_id).map((r) => r.entry);
    if (ipInWhitelist(ip, list)) return null;
    if (row.kind === 'api')
      return new HttpError(403, translate(lang, 'tokenIpRefused', { ip }), undefined, undefined, {
        code: IP_NOT_ALLOWED,
      });
    end.run(ctx.nowSec(), IP_NOT_ALLOWED, ip, row.token_id);
    return sessionEndedError(lang);
  };
}

/**
 * A session the whitelist ended keeps saying why to whoever still holds its token (a page's
 * requests in flight, the next page load), until the session would have expired anyway; any other
 * ended or unknown token gets the plain "Please login again".
 */
export function endedSessionLookup(ctx: SandboxContext) {
  const find = ctx.db.prepare<[string, string, number], { id: number }>(
    `SELECT id FROM tokens WHERE token_hash = ? AND kind = 'session' AND revoked_at IS NOT NULL AND end_reason = ?
        AND (expires_at IS NULL OR expires_at > ?)`,
  );
  return (tokenHash: string): boolean => find.get(tokenHash, IP_NOT_ALLOWED, ctx.nowSec()) !== undefined;
}
