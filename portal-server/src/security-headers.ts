import type { RequestHandler } from 'express';

export interface SecurityOptions {
  /** Origins allowed to serve remote entries and chunks (script-src). */
  remoteOrigins: string[];
  /** Origin of the provider API when it is not this origin (connect-src). */
  apiOrigin?: string;
}

/**
 * Security headers for every answer. Scripts only from this origin and the allow-listed remote
 * origins (no inline script); styles allow inline because emotion inserts <style> elements.
 */
export function contentSecurityPolicy({ remoteOrigins, apiOrigin }: SecurityOptions): string {
  const scripts = ["'self'", ...remoteOrigins].join(' ');
  const connect = ["'self'", ...remoteOrigins, ...(apiOrigin ? [apiOrigin] : []), 'ws:', 'wss:'].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityOptions): RequestHandler {
  const csp = contentSecurityPolicy(options);
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  };
}
