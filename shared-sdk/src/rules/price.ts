import { toLatinDigits } from './digits';

export type PriceUnit = 'rial' | 'toman';

export interface FormatPriceOptions {
  /** Prices are stored in rials; 'toman' divides by 10 before formatting. Default 'rial'. */
  unit?: PriceUnit;
}

function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return NaN;
  if (typeof value === 'number') return value;
  return Number(toLatinDigits(value).replace(/[,\s]/g, ''));
}

/** Rials → tomans (1 toman = 10 rials), rounded to a whole toman. */
export function rialsToTomans(rials: number | string): number {
  const n = toNumber(rials);
  if (!Number.isFinite(n)) return 0;
  return Math.round(n / 10);
}

/** Groups an integer with ',' every three digits, Latin digits, sign kept. */
export function formatNumber(value: number | string): string {
  const n = Math.round(toNumber(value));
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats a price given in rials: rounded to a whole unit, thousands separators, Latin digits.
 * Unreadable input formats as "0" so a price cell never shows NaN.
 */
export function formatPrice(
  rials: number | string | null | undefined,
  options: FormatPriceOptions = {},
): string {
  const n = toNumber(rials);
  if (!Number.isFinite(n)) return '0';
  return formatNumber(options.unit === 'toman' ? rialsToTomans(n) : n);
}
