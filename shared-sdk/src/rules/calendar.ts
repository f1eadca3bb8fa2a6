/// <reference path="../types/persian-date.d.ts" />
import persianDate from 'persian-date';
import type { DateLocale } from './dates';

/** A day of a calendar: its Gregorian date (YYYY-MM-DD, the browser's day) and its number in the locale's month. */
export interface CalendarDay {
  iso: string;
  day: number;
}

/** A month of the locale's calendar (Jalali in fa-ir, Gregorian in en-us): numbered 1–12. */
export interface CalendarMonthRef {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's day of a moment as YYYY-MM-DD (Gregorian). */
export function isoDayOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The first millisecond of a YYYY-MM-DD day in the browser's time zone, or NaN when it is not one. */
export function isoDayStart(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return Number.NaN;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoDayOf(d.getTime()) === iso ? d.getTime() : Number.NaN;
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addIsoDays(iso: string, days: number): string {
  const start = new Date(isoDayStart(iso));
  return isoDayOf(new Date(start.getFullYear(), start.getMonth(), start.getDate() + days).getTime());
}

/** The month of the locale's calendar a YYYY-MM-DD day falls in. */
export function calendarMonthOf(iso: string, dateLocale: DateLocale): CalendarMonthRef {
  const ms = isoDayStart(iso);
  if (dateLocale === 'fa-ir') {
    const p = new persianDate(ms);
    return { year: p.year(), month: p.month() };
  }
  const d = new Date(ms);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

/** The month `delta` months after `ref` (before, when negative). */
export function shiftCalendarMonth(ref: CalendarMonthRef, delta: number): CalendarMonthRef {
  const index = ref.year * 12 + (ref.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The weeks of a month in the locale's calendar, each of seven places (null before the first day
 * and after the last): weeks start on Saturday in the Jalali calendar, on Sunday in the Gregorian.
 */
export function calendarWeeks(
  { year, month }: CalendarMonthRef,
  dateLocale: DateLocale,
): (CalendarDay | null)[][] {
  let first: number;
  let length: number;
  let leading: number;
  if (dateLocale === 'fa-ir') {
    const p = new persianDate([year, month, 1]);
    first = p.valueOf();
    length = p.daysInMonth();
    leading = p.day() - 1; // persian-date numbers Saturday 1
  } else {
    const d = new Date(year, month - 1, 1);
    first = d.getTime();
    length = new Date(year, month, 0).getDate();
    leading = d.getDay();
  }
  const firstIso = isoDayOf(first);
  const places: (CalendarDay | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length }, (_, i) => ({ iso: addIsoDays(firstIso, i), day: i + 1 })),
  ];
  while (places.length % 7 !== 0) places.push(null);
  return Array.from({ length: places.length / 7 }, (_, w) => places.slice(w * 7, w * 7 + 7));
}

const EN_MONTHS = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** A month's name and year in its locale (Jalali months named in Persian; Latin digits). */
export function calendarMonthTitle({ year, month }: CalendarMonthRef, dateLocale: DateLocale): string {
  if (dateLocale === 'fa-ir')
    return `${new persianDate([year, month, 1]).toLocale('fa').format('MMMM')} ${year}`;
  return `${EN_MONTHS.format(new Date(Date.UTC(year, month - 1, 1)))} ${year}`;
}
