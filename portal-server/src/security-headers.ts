import type { RequestHandler } from 'express';

export interface SecurityOptions {
  /** Origins allowed to serve remote entries and chunks (script-src). */
  remoteOrigins: string[];
  /** Origin of the provider API when it is not this origin (connect-src). */
  apiOrigin?: string;
  /**
   * The WebSocket origins the page may open (connect-src): the portal's own (the VNC console's
   * socket goes to the provider API through it) and the API's (`socketOriginOf`). Never `ws:` or
   * `wss:` to any host: a script injected into the page must not reach a socket of its choosing.
   */
  socketOrigins?: string[];
}

/**
 * Pages whose address carries a credential (`/force-set-token?token=…`): they send no Referer at all,
 * so the address reaches no log, neither this origin's nor the provider API's, through the requests
 * the page makes before it removes the token from the address bar.
 */
export const TOKEN_PAGES: readonly string[] = ['/force-set-token'];

/** The WebSocket origin of an http(s) origin (`https://x` → `wss://x`); undefined for anything else. */
export function socketOriginOf(origin: string | undefined): string | undefined {
  const match = origin ? /^http(s?):\/\/([^/?#]+)/.exec(origin) : null;
  return match ? `ws${match[1]}://${match[2]}` : undefined;
}

/**
 * Security headers for every answer (immutable files drop the document-only ones: immutableAssetHeaders). Scripts only from this origin and the allow-listed remote
 * origins (no inline script); styles allow inline because emotion inserts <style> elements; forms
 * post only to this origin.
 */
export function contentSecurityPolicy({
  remoteOrigins,
  apiOrigin,
  socketOrigins = [],
}: SecurityOptions): string {
  const scripts = ["'self'", ...remoteOrigins].join(' ');
  const connect = ["'self'", ...remoteOrigins, ...(apiOrigin ? [apiOrigin] : []), ...socketOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers that only mean something on a document (CSP, framing, referrer of the page). */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'X-Frame-Options',
] as const;

/**
 * Headers of a versioned, immutable script, stylesheet, font or image: it is never revalidated
 * (no ETag/Last-Modified needed) and never a document (no CSP or frame policy; `nosniff` stays, so a
 * script is run only when served as one). Over HTTP/1.1 each header costs bytes on every file:
 * ≈ 0.5 KB × ~30 files of the first load.
 */
export function immutableAssetHeaders(res: {
  setHeader(name: string, value: string): unknown;
  removeHeader(name: string): unknown;
}): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/** express.static / sendFile options for immutable files: no validators, no ranges. */
export const IMMUTABLE_FILE_OPTIONS = { etag: false, lastModified: false, acceptRanges: false } as const;

export function securityHeaders(options: SecurityOptions): RequestHandler {
  const csp = contentSecurityPolicy(options);
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Referrer-Policy',
      TOKEN_PAGES.includes(req.path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  };
}
