import { toLatinDigits } from './digits';

/**
 * Below this a number is taken as seconds: 1e12 ms is September 2001, and 1e12 s is far beyond
 * any date the provider sends, so the two ranges cannot be confused for real data.
 */
export const SECONDS_THRESHOLD = 1e12;

/**
 * Turns a provider timestamp into epoch milliseconds. The provider mixes seconds and
 * milliseconds; numbers (or numeric strings) below {@link SECONDS_THRESHOLD} are seconds and are
 * multiplied by 1000. Other strings are parsed as ISO dates. Returns NaN when unreadable.
 */
export function normalizeTimestamp(value: number | string | Date | null | undefined): number {
  if (value === null || value === undefined) return NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return NaN;
    return Math.abs(value) < SECONDS_THRESHOLD ? value * 1000 : value;
  }
  const text = toLatinDigits(value).trim();
  if (text === '') return NaN;
  if (/^-?\d+(\.\d+)?$/.test(text)) return normalizeTimestamp(Number(text));
  // "2024-03-20 13:05:09" (space instead of T) is what many backends send; Date.parse wants the T.
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) ? text.replace(' ', 'T') : text;
  return Date.parse(iso);
}
