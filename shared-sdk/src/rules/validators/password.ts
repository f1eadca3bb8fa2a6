import { LOGIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

export type PasswordError =
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordCapital'
  | 'passwordSmall'
  | 'passwordDigit'
  | 'passwordSpecial'
  | 'passwordMismatch';

export interface PasswordChecks {
  length: boolean;
  capital: boolean;
  small: boolean;
  digit: boolean;
  special: boolean;
}

const SPECIAL_RE = /[^A-Za-z0-9\s]/;

/** Each password-change rule separately, for a live checklist. */
export function checkPasswordRules(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    capital: /[A-Z]/.test(password),
    small: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
    special: SPECIAL_RE.test(password),
  };
}

/**
 * Password change: 8-256 characters with capital, small, digit and special characters;
 * the repeat must match when given. Returns the first failing rule's message id.
 */
export function validatePassword(
  password: string | null | undefined,
  confirmation?: string | null,
): PasswordError | null {
  const value = password ?? '';
  if (value === '') return 'passwordRequired';
  const checks = checkPasswordRules(value);
  if (!checks.length) return 'passwordLength';
  if (!checks.capital) return 'passwordCapital';
  if (!checks.small) return 'passwordSmall';
  if (!checks.digit) return 'passwordDigit';
  if (!checks.special) return 'passwordSpecial';
  if (confirmation !== undefined && confirmation !== value) return 'passwordMismatch';
  return null;
}

export type LoginPasswordError = 'passwordRequired' | 'loginPasswordInvalid';

/** Registration/login text rule: at least 6 characters with a symbol, a digit and a capital. */
export function validateLoginPassword(password: string | null | undefined): LoginPasswordError | null {
  const value = password ?? '';
  if (value === '') return 'passwordRequired';
  const ok =
    value.length >= LOGIN_PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    SPECIAL_RE.test(value);
  return ok ? null : 'loginPasswordInvalid';
}
