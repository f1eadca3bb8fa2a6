import { toLatinDigits } from '@portal/shared-sdk/rules';

/** Digits typed in any script, trimmed: what the identity checks below read. */
function digitsOf(value: string | null | undefined): string {
  return toLatinDigits(value ?? '').trim();
}

/**
 * An Iranian national code: ten digits, not all the same, whose last digit is the check digit:
 * s = Σ d[i]·(10 − i) over the first nine digits, r = s mod 11; the check digit is r when r < 2,
 * else 11 − r.
 */
export function isNationalCode(value: string | null | undefined): boolean {
  const code = digitsOf(value);
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(code[i]) * (10 - i);
  const r = sum % 11;
  const check = Number(code[9]);
  return r < 2 ? check === r : check === 11 - r;
}

const LEGAL_ID_WEIGHTS = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17] as const;

/**
 * The national id of an Iranian legal entity: eleven digits whose last is the check digit. Each of
 * the first ten digits plus (the tenth digit + 2) is weighted 29, 27, 23, 19, 17, 29, 27, 23, 19, 17;
 * the sum mod 11 (10 counts as 0) is the check digit. Digits four to nine are never all zero.
 */
export function isNationalLegalId(value: string | null | undefined): boolean {
  const id = digitsOf(value);
  if (!/^\d{11}$/.test(id) || /^0{6}$/.test(id.slice(3, 9))) return false;
  const step = Number(id[9]) + 2;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += (Number(id[i]) + step) * (LEGAL_ID_WEIGHTS[i] as number);
  const r = sum % 11;
  return (r === 10 ? 0 : r) === Number(id[10]);
}

/**
 * An Iranian postal code: ten digits; the first five never contain 0 or 2, the fifth is not 5, the
 * last five never contain 2, and it does not start with four equal digits.
 */
export function isPostalCode(value: string | null | undefined): boolean {
  return /^(?!(\d)\1{3})[13-9]{4}[1346-9][013-9]{5}$/.test(digitsOf(value));
}

/** An economic code: the old 12-digit code or the 11-digit national id that replaced it. */
export function isEconomicCode(value: string | null | undefined): boolean {
  return /^\d{11,12}$/.test(digitsOf(value));
}

/** A company registration number: 1 to 10 digits. */
export function isRegistrationNumber(value: string | null | undefined): boolean {
  return /^\d{1,10}$/.test(digitsOf(value));
}
