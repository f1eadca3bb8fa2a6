import { validatePassword } from '@portal/shared-sdk';

export interface PasswordFormValues {
  current_password: string;
  password: string;
  password_confirmation: string;
  /** unset until the customer chooses: then the default (revokeByDefault) applies */
  revoke_api_tokens?: boolean;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
};
export const PASSWORD_FORM_FIELDS: ReadonlySet<string> = new Set([
  'current_password',
  'password',
  'password_confirmation',
]);

/**
 * The password-change rules (validatePassword of @portal/shared-sdk: 8 to 256 characters with a
 * capital, a small letter, a digit and a special character; the repeat the same) as message ids
 * beside the fields.
 */
export function validatePasswordForm(
  values: PasswordFormValues,
): Partial<Record<keyof PasswordFormValues, string>> {
  const errors: Partial<Record<keyof PasswordFormValues, string>> = {};
  if (!values.current_password) errors.current_password = 'ui.common.required';
  const rule = validatePassword(values.password ?? '');
  if (rule) errors.password = `account.password.error.${rule}`;
  if (!values.password_confirmation) errors.password_confirmation = 'account.password.error.repeatRequired';
  else if (values.password_confirmation !== values.password)
    errors.password_confirmation = 'account.password.error.passwordMismatch';
  return errors;
}
