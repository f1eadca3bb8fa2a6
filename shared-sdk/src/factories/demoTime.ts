/** Unix seconds: every factory date is relative to a moment given in seconds. */
export const HOUR = 3600; // seconds
export const DAY = 86_400; // seconds
export const GB = 1024 ** 3; // bytes

/**
 * The moment component tests and API tests build their demo data at (2025-03-15 10:00 UTC, unix
 * seconds): the sandbox's test clock, so a fixture and a sandbox answer line up.
 */
export const FACTORY_NOW = 1_742_032_800;

/** The first second of a month, `monthsBack` months before `now` (UTC), in unix seconds. */
export function monthStartOf(now: number, monthsBack = 0): number {
  const date = new Date(now * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1) / 1000;
}
