import { toLatinDigits } from '@portal/shared-sdk/rules';

/** The largest limit a customer may set on active sessions, overall or per IP address. */
export const SESSION_LIMIT_MAX = 100;

export type SessionLimitError = 'sessionLimitInvalid';

/**
 * A limit on sessions as typed: empty means no limit (null); otherwise a whole number from 1 to
 * SESSION_LIMIT_MAX (Persian digits accepted).
 */
export function parseSessionLimit(value: string | number | null | undefined): {
  value: number | null;
  error: SessionLimitError | null;
} {
  const text = toLatinDigits(value ?? '').trim();
  if (text === '' || text === '0') return { value: null, error: null };
  if (!/^\d+$/.test(text)) return { value: null, error: 'sessionLimitInvalid' };
  const n = Number(text);
  return n >= 1 && n <= SESSION_LIMIT_MAX
    ? { value: n, error: null }
    : { value: null, error: 'sessionLimitInvalid' };
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium|HeadlessChrome)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
  [/^curl\/([\d.]+)/, 'curl'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A session's device as people say it ("Chrome 131 on Windows") from its User-Agent; the raw
 * text's first 60 characters when neither the browser nor the system is known, "" without one.
 */
export function deviceFromUserAgent(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (ua === '') return '';
  let browser = '';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = `${name} ${m[1] ?? ''}`.trim();
      break;
    }
  }
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || ua.slice(0, 60);
}
