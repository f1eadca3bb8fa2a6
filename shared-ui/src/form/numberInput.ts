import { toLatinDigits } from '@portal/shared-sdk';

/**
 * What the number field keeps of a keystroke or paste: Persian/Arabic digits become Latin, then
 * only digits, one leading minus and one decimal point survive.
 */
export function sanitizeNumberInput(
  raw: string,
  options: { allowNegative?: boolean; allowDecimal?: boolean } = {},
): string {
  const { allowNegative = true, allowDecimal = true } = options;
  const latin = toLatinDigits(raw).replace(/[٫]/g, '.');
  let out = '';
  for (const ch of latin) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '-' && allowNegative && out === '') out += ch;
    else if (ch === '.' && allowDecimal && !out.includes('.')) out += ch;
  }
  return out;
}

/** The number a sanitized text stands for; undefined while it is incomplete ('', '-', '.'). */
export function parseNumberInput(text: string): number | undefined {
  if (text === '' || text === '-' || text === '.' || text === '-.') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

export function clampNumber(value: number, min?: number, max?: number): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** A sanitized number text with thousands separators in its integer part ("-1234567.5" → "-1,234,567.5"). */
export function groupDigits(text: string): string {
  const match = /^(-?)(\d*)(\.\d*)?$/.exec(text);
  if (!match) return text;
  const [, sign, int = '', fraction = ''] = match;
  return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + fraction;
}
