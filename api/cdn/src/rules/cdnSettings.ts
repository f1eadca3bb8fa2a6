import { toLatinDigits } from '@portal/shared-sdk/rules';

// The choices of a domain's HTTPS, caching and acceleration settings (docs/product.md,
// "Screens: CDN"), and their rules. The portal offers exactly these and the provider accepts nothing else.

export const TLS_VERSIONS = ['1.0', '1.1', '1.2', '1.3'] as const;
export type TlsVersion = (typeof TLS_VERSIONS)[number];

/** How the CDN reaches the origin: always HTTP, always HTTPS, or the visitor's protocol. */
export const BACKEND_PROTOCOLS = ['http', 'https', 'auto'] as const;
export type BackendProtocol = (typeof BACKEND_PROTOCOLS)[number];

/** HSTS max-age choices, seconds: 1, 3 and 6 months, 1 and 2 years. */
export const HSTS_MAX_AGE_OPTIONS = [2_592_000, 7_776_000, 15_552_000, 31_536_000, 63_072_000] as const;
/** Browsers' preload lists ask for at least a year. */
export const HSTS_PRELOAD_MIN_AGE = 31_536_000;

export interface HstsSettings {
  enabled: boolean;
  max_age: number;
  include_subdomains: boolean;
  preload: boolean;
}

export type HstsErrorCode = 'hstsMaxAgeInvalid' | 'hstsPreloadNeeds';

/** HSTS on needs a max-age from the list; preload needs the subdomains included and a max-age of a year or more. */
export function validateHsts(settings: HstsSettings): Partial<Record<keyof HstsSettings, HstsErrorCode>> {
  if (!settings.enabled) return {};
  const errors: Partial<Record<keyof HstsSettings, HstsErrorCode>> = {};
  if (!(HSTS_MAX_AGE_OPTIONS as readonly number[]).includes(settings.max_age))
    errors.max_age = 'hstsMaxAgeInvalid';
  if (settings.preload && (!settings.include_subdomains || settings.max_age < HSTS_PRELOAD_MIN_AGE))
    errors.preload = 'hstsPreloadNeeds';
  return errors;
}

/** Edge cache: everything with the query string, ignoring it, or no caching. */
export const CACHE_MODES = ['WITH_QUERY_STRING', 'NO_QUERY_STRING', 'OFF'] as const;
export type CacheMode = (typeof CACHE_MODES)[number];

/** Browser cache: follow the origin's headers, or set the TTL below. */
export const BROWSER_CACHE_MODES = ['respect', 'override'] as const;
export type BrowserCacheMode = (typeof BROWSER_CACHE_MODES)[number];

/** Edge cache TTL choices, seconds (1 minute to 30 days). */
export const EDGE_CACHE_TTL_OPTIONS = [
  60, 300, 600, 1800, 3600, 7200, 14400, 28800, 43200, 86400, 172800, 604800, 2592000,
] as const;
/** Browser cache TTL choices, seconds (1 minute to 1 year). */
export const BROWSER_CACHE_TTL_OPTIONS = [
  60, 300, 1800, 3600, 7200, 14400, 86400, 604800, 2592000, 31536000,
] as const;
/** How long an error answer of the origin is cached, seconds (0: not cached). */
export const ERROR_CACHE_TTL_OPTIONS = [0, 10, 30, 60, 300, 600, 1800, 3600] as const;

/** At most this many addresses in one purge. */
export const PURGE_MAX_URLS = 100;

export type PurgeErrorCode = 'purgePathInvalid' | 'purgeRequired' | 'purgeTooMany';

export interface PurgeCheck {
  /** the addresses to purge, as typed, blank lines left out */
  urls: string[];
  /** the lines that do not follow the domain name (1-based, counting blank lines) */
  badLines: number[];
  /** a problem of the whole list */
  error: PurgeErrorCode | null;
}

/**
 * One address to purge: the domain name (or one of its subdomains), optionally after http(s)://,
 * then the path (`example.com/images/logo.png`); a space anywhere spoils it.
 */
export function isPurgePath(line: string, domain: string): boolean {
  const text = toLatinDigits(line)
    .trim()
    .replace(/^https?:\/\//i, '');
  if (text === '' || /\s/.test(text)) return false;
  const slash = text.indexOf('/');
  const host = (slash === -1 ? text : text.slice(0, slash)).toLowerCase();
  const zone = domain.toLowerCase();
  return host === zone || (host.endsWith(`.${zone}`) && /^[a-z0-9.-]+$/.test(host));
}

/** The purge list, one address per line: which lines are wrong (the message names them), or a problem of the whole list. */
export function checkPurgeList(lines: readonly string[], domain: string): PurgeCheck {
  const urls: string[] = [];
  const badLines: number[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    urls.push(line.trim());
    if (!isPurgePath(line, domain)) badLines.push(index + 1);
  });
  const error = urls.length === 0 ? 'purgeRequired' : urls.length > PURGE_MAX_URLS ? 'purgeTooMany' : null;
  return { urls, badLines, error };
}

/**
 * Text shaped like a PEM block of `kind` (`CERTIFICATE`, or `PRIVATE KEY` for any private key):
 * the portal's first look before upload; the provider parses the certificate and the key and
 * checks that they belong together ("SSL is not valid").
 */
export function isPemBlock(text: string, kind: 'CERTIFICATE' | 'PRIVATE KEY'): boolean {
  const label = kind === 'CERTIFICATE' ? 'CERTIFICATE' : '(?:RSA |EC |ENCRYPTED )?PRIVATE KEY';
  return new RegExp(`-----BEGIN ${label}-----[\\s\\S]+?-----END ${label}-----`).test(text);
}
