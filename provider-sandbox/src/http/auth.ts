import type { RequestHandler } from 'express';
import { HttpError } from './envelope';
import type { Call, SandboxContext } from './call';
import { permissionCovers } from '@portal/shared-sdk/rules';
import { hashToken } from '../security/tokens';
import { endedSessionLookup, sessionEndedError, whitelistGuard } from './whitelistGuard';

export interface AuthUser {
  id: number;
  email: string;
  tokenId: number;
  tokenKind: 'session' | 'api';
  /** an API token's permission list (a session may do everything) */
  permissions: string[];
  /** an API token's name, or the session's User-Agent */
  tokenName: string | null;
}

interface TokenRow {
  token_id: number;
  user_id: number;
  email: string;
  kind: 'session' | 'api';
  permissions: string;
  name: string | null;
  device: string | null;
  auth_by_ip: number;
  ip_whitelist_api_tokens: number;
}

function parsePermissions(json: string): string[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function bearerFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? (match[1] as string) : null;
}

/**
 * Resolves the bearer token to its user, or answers 401 "Please login again" (a session the IP
 * whitelist ended: 401 saying so); then holds the request to the account's IP whitelist.
 */
export function authenticate(ctx: SandboxContext, isPublic: boolean): RequestHandler {
  const find = ctx.db.prepare<[string, number], TokenRow>(
    `SELECT t.id AS token_id, t.user_id, u.email, t.kind, t.permissions, t.name, t.device,
            u.auth_by_ip, u.ip_whitelist_api_tokens
       FROM tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = ? AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > ?)`,
  );
  const touch = ctx.db.prepare<[number, number]>('UPDATE tokens SET last_used_at = ? WHERE id = ?');
  const endedByWhitelist = endedSessionLookup(ctx);
  const guard = whitelistGuard(ctx);
  return (req, res, next) => {
    if (isPublic) return next();
    const call = res.locals.call as Call & { user?: AuthUser };
    const token = bearerFrom(req.get('authorization'));
    const hash = token ? hashToken(token) : null;
    const row = hash ? find.get(hash, ctx.nowSec()) : undefined;
    if (!row) {
      if (hash && endedByWhitelist(hash)) return next(sessionEndedError(call.lang));
      return next(new HttpError(401, call.t('pleaseLoginAgain')));
    }
    const refused = guard(req, call.lang, row);
    if (refused) return next(refused);
    touch.run(ctx.nowSec(), row.token_id);
    call.user = {
      id: row.user_id,
      email: row.email,
      tokenId: row.token_id,
      tokenKind: row.kind,
      permissions: row.kind === 'api' ? parsePermissions(row.permissions) : [],
      tokenName: row.kind === 'api' ? row.name : row.device,
    };
    next();
  };
}

/**
 * An API token used as a bearer may make only the calls its permission list covers (the
 * operation's permission: `x-permission` in the API document, else by path and method); the
 * portal's own sessions are not limited. Refused: 403 naming the missing permission.
 *
 * The account's security settings (`x-session-only`) are refused to every API token, whatever its
 * permissions: a token that leaked must not be able to widen the IP whitelist, mint or delete
 * tokens, end the owner's sessions or turn the second factor off. Only a session that signed in
 * with the password (and the second factor) may.
 */
export function authorize(permission: string | null, sessionOnly = false): RequestHandler {
  return (_req, res, next) => {
    const call = res.locals.call as Call & { user?: AuthUser };
    const user = call.user;
    if (!user || user.tokenKind !== 'api') return next();
    if (sessionOnly) return next(new HttpError(403, call.t('sessionOnly')));
    if (permission === null) return next();
    if (permissionCovers(user.permissions, permission)) return next();
    next(new HttpError(403, call.t('tokenPermissionDenied', { permission })));
  };
}

/**
 * What the bearer may do, as the profile tells the portal: an API token's permission list (the calls
 * `authorize` lets through), or null for a session of the portal itself, which is not limited.
 */
export function tokenPermissions(user: AuthUser): string[] | null {
  return user.tokenKind === 'api' ? [...user.permissions] : null;
}
