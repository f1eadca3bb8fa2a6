import type { RequestHandler } from 'express';
import { HttpError } from './envelope';
import type { Call, SandboxContext } from './router';
import { hashToken } from '../security/tokens';

export interface AuthUser {
  id: number;
  email: string;
  tokenId: number;
  tokenKind: 'session' | 'api';
}

interface TokenRow {
  token_id: number;
  user_id: number;
  email: string;
  kind: 'session' | 'api';
}

export function bearerFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? (match[1] as string) : null;
}

/** Resolves the bearer token to its user, or answers 401 "Please login again". */
export function authenticate(ctx: SandboxContext, isPublic: boolean): RequestHandler {
  const find = ctx.db.prepare<[string, number], TokenRow>(
    `SELECT t.id AS token_id, t.user_id, u.email, t.kind
       FROM tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = ? AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > ?)`,
  );
  const touch = ctx.db.prepare<[number, number]>('UPDATE tokens SET last_used_at = ? WHERE id = ?');
  return (req, res, next) => {
    if (isPublic) return next();
    const call = res.locals.call as Call & { user?: AuthUser };
    const token = bearerFrom(req.get('authorization'));
    const row = token ? find.get(hashToken(token), ctx.nowSec()) : undefined;
    if (!row) return next(new HttpError(401, call.t('pleaseLoginAgain')));
    touch.run(ctx.nowSec(), row.token_id);
    call.user = { id: row.user_id, email: row.email, tokenId: row.token_id, tokenKind: row.kind };
    next();
  };
}
