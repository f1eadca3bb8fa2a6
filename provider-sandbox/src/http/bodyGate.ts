import type { RequestHandler } from 'express';
import { bearerFrom } from './auth';
import { sendFail } from './envelope';
import { langFromHeader, translate } from './messages';
import type { RegisteredRoute, SandboxContext } from './router';
import { hashToken } from '../security/tokens';
import { endedSessionLookup, sessionEndedError } from './whitelistGuard';

/** The most a call open without a token (captcha, login, register) may send: those forms are small. */
export const PUBLIC_BODY_BYTES = 64 * 1024;

/** `/api/v1/auth/tokens/{id}` → a pattern matching its addresses. */
function pattern(template: string): RegExp {
  return new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
}

/** Matches a request against routes by method and address. */
export function routeMatcher(routes: readonly RegisteredRoute[]): (method: string, path: string) => boolean {
  const compiled = routes.map((r) => ({ method: r.method.toUpperCase(), re: pattern(r.fullPath) }));
  return (method, path) => compiled.some((r) => r.method === method.toUpperCase() && r.re.test(path));
}

/**
 * Nothing of a request's body is read before the caller is known: a body sent without a valid
 * bearer token is refused (401) unless it goes to a call open without one, and there it may be at
 * most PUBLIC_BODY_BYTES (413). A stranger cannot make the sandbox read and parse megabytes.
 */
export function bodyGate(ctx: SandboxContext, routes: readonly RegisteredRoute[]): RequestHandler {
  const isPublic = routeMatcher(routes.filter((r) => r.isPublic));
  const known = ctx.db.prepare<[string, number], { id: number }>(
    'SELECT id FROM tokens WHERE token_hash = ? AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)',
  );
  const endedByWhitelist = endedSessionLookup(ctx);
  return (req, res, next) => {
    const length = Number(req.get('content-length') ?? 0);
    const hasBody = length > 0 || req.get('transfer-encoding') !== undefined;
    if (!hasBody || !/^\/(api|submit)\//.test(req.path)) return next();
    const lang = langFromHeader(req.get('accept-language'));
    if (isPublic(req.method, req.path)) {
      if (req.get('transfer-encoding') === undefined && length <= PUBLIC_BODY_BYTES) return next();
      res.setHeader('Connection', 'close');
      return sendFail(res, 413, translate(lang, 'tooLarge'));
    }
    const token = bearerFrom(req.get('authorization'));
    if (token && known.get(hashToken(token), ctx.nowSec())) return next();
    res.setHeader('Connection', 'close');
    // a session the IP whitelist ended says so here too, as authenticate does
    if (token && endedByWhitelist(hashToken(token))) {
      const ended = sessionEndedError(lang);
      return sendFail(res, 401, ended.message, undefined, undefined, ended.details);
    }
    return sendFail(res, 401, translate(lang, 'pleaseLoginAgain'));
  };
}
