/**
 * Where a top-up may send the browser: only to a bank gateway the portal is configured to trust
 * (config.json `paymentGatewayOrigins`), over `https:`. Plain `http:` is accepted for a listed
 * loopback origin only (the sandbox's stand-in gateway in development). Anything else the provider
 * API might answer — another site, another scheme, a relative or broken address — is refused.
 */
export type GatewayRedirectCheck =
  { ok: true; url: string } | { ok: false; reason: 'invalid' | 'notHttps' | 'notListed'; host: string };

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** The configured origins: a space- or comma-separated string, or a list; entries that are not origins are dropped. */
export function parseGatewayOrigins(value: unknown): string[] {
  const entries = typeof value === 'string' ? value.split(/[\s,]+/) : Array.isArray(value) ? value : [];
  const origins = new Set<string>();
  for (const entry of entries) {
    if (typeof entry !== 'string' || !/^https?:\/\/[^/]+\/?$/i.test(entry.trim())) continue;
    origins.add(new URL(entry.trim()).origin);
  }
  return [...origins];
}

export function checkGatewayRedirect(
  redirectUrl: string,
  allowedOrigins: readonly string[],
): GatewayRedirectCheck {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return { ok: false, reason: 'invalid', host: '' };
  }
  const host = url.host || url.protocol;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  if (!secure) return { ok: false, reason: 'notHttps', host };
  if (!allowedOrigins.includes(url.origin)) return { ok: false, reason: 'notListed', host };
  return { ok: true, url: url.href };
}

/** A redirect the portal refused: nothing was paid, the browser stays on the portal. */
export class GatewayRefusedError extends Error {
  override name = 'GatewayRefusedError';
  constructor(readonly host: string) {
    super(`payment redirect refused: ${host || 'invalid address'}`);
  }
}
