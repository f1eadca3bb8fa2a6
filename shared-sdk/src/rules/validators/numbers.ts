import { toLatinDigits } from '../digits';

/** A whole number above zero, as a number or a string with Latin or Persian digits. */
export function isPositiveInteger(value: string | number): boolean {
  const text = toLatinDigits(String(value)).trim();
  return /^\d+$/.test(text) && Number(text) > 0;
}

export type NumberRangeError = 'numberRequired' | 'numberInvalid' | 'numberOutOfRange';

/** Checks a value against [min, max]; message ids: numberRequired, numberInvalid, numberOutOfRange. */
export function validateNumberRange(
  value: string | number | null | undefined,
  min: number,
  max: number,
): NumberRangeError | null {
  if (value === null || value === undefined || String(value).trim() === '') return 'numberRequired';
  const text = toLatinDigits(String(value)).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'numberInvalid';
  const n = Number(text);
  return n < min || n > max ? 'numberOutOfRange' : null;
}

export function isNumberInRange(value: string | number, min: number, max: number): boolean {
  return validateNumberRange(value, min, max) === null;
}
