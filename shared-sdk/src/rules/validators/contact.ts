import { toLatinDigits } from '../digits';

// The shell's sign-in and sign-up read a username as a mobile number or an e-mail address, and the
// account's contact details are checked by the same rule: one copy, in the core.

/**
 * An Iranian mobile number as stored: `09` and nine digits. `+98…`, `0098…`, `98…` and `9…` with
 * Persian digits, spaces or dashes are read as the same number; anything else is returned as typed.
 */
export function normalizeIranMobile(value: string | null | undefined): string {
  const digits = toLatinDigits(value ?? '').replace(/[\s-]/g, '');
  if (/^(\+|00)?98\d{10}$/.test(digits)) return `0${digits.replace(/^(\+|00)?98/, '')}`;
  if (/^9\d{9}$/.test(digits)) return `0${digits}`;
  return digits;
}

export function isIranMobile(value: string | null | undefined): boolean {
  return /^09\d{9}$/.test(normalizeIranMobile(value));
}

/** An e-mail address: something@host.tld, no spaces, at most 254 characters. */
export function isEmailAddress(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text);
}
