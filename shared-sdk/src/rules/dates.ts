/// <reference path="../types/persian-date.d.ts" />
import persianDate from 'persian-date';
import { toLatinDigits } from './digits';
import { normalizeTimestamp } from './timestamps';

export type DateLocale = 'fa-ir' | 'en-us';

/** Default pattern of list dates (Latin digits in both locales, Jalali in fa). Tokens: YYYY MM DD HH mm ss. */
export const DEFAULT_DATE_PATTERN = 'YYYY/MM/DD';
export const TIME_PATTERN = 'HH:mm';

export interface FormatDateOptions {
  /** Appends 24-hour time (HH:mm) to the pattern. */
  time?: boolean;
  /** Pattern with the tokens YYYY MM DD HH mm ss; default YYYY/MM/DD. */
  pattern?: string;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function formatGregorian(date: Date, pattern: string): string {
  const tokens: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (t) => tokens[t] ?? t);
}

/**
 * Formats a date in the locale's calendar (Jalali for fa-ir via persian-date, Gregorian for
 * en-us), always with Latin digits and 24-hour time, in the local time zone. Accepts seconds,
 * milliseconds, ISO strings or a Date; returns '' for unreadable input.
 */
export function formatDate(
  value: number | string | Date | null | undefined,
  dateLocale: DateLocale,
  options: FormatDateOptions = {},
): string {
  const ms = normalizeTimestamp(value);
  if (!Number.isFinite(ms)) return '';
  const base = options.pattern ?? DEFAULT_DATE_PATTERN;
  const pattern = options.time ? `${base} ${TIME_PATTERN}` : base;
  if (dateLocale === 'fa-ir') {
    // toLocale('en') keeps the Jalali calendar but prints Latin digits; toLatinDigits is a guard.
    return toLatinDigits(new persianDate(ms).toCalendar('persian').toLocale('en').format(pattern));
  }
  return formatGregorian(new Date(ms), pattern);
}
