import { checkPasswordRules } from '@portal/shared-sdk/rules';

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

/**
 * A hint of how hard a new password is to guess: weak until every rule of the password change
 * holds; then fair, good from 12 characters, strong from 16 characters with more than one special
 * character or digit. Only a hint: the rules decide what is accepted.
 */
export function passwordStrength(password: string | null | undefined): PasswordStrength {
  const value = password ?? '';
  if (value === '') return 'empty';
  const checks = checkPasswordRules(value);
  if (!Object.values(checks).every(Boolean)) return 'weak';
  const specials = value.replace(/[A-Za-z0-9\s]/g, '').length;
  const digits = value.replace(/\D/g, '').length;
  if (value.length >= 16 && (specials > 1 || digits > 1)) return 'strong';
  if (value.length >= 12) return 'good';
  return 'fair';
}
