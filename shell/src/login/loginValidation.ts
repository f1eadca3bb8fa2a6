import {
  CAPTCHA_LENGTH,
  isEmailAddress,
  isIranMobile,
  isOtpCode,
  toLatinDigits,
  validateLoginPassword,
} from '@portal/shared-sdk';

// Field validators for the login and registration forms (docs/product.md#rules-sign-in). Each returns a shell message id
// or undefined; the shared-ui fields turn ids into text next to the field. The e-mail and mobile rules
// are the SDK's, which the provider applies too: a number the provider would take (98…, spaces,
// Persian digits) is never refused here.

export function validateUsername(value: string | undefined): string | undefined {
  const v = toLatinDigits(value ?? '').trim();
  if (!v) return 'shell.validation.usernameRequired';
  return isEmailAddress(v) || isIranMobile(v) ? undefined : 'shell.validation.usernameInvalid';
}

export function validateEmail(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return 'shell.validation.emailRequired';
  return isEmailAddress(v) ? undefined : 'shell.validation.emailInvalid';
}

export function validateMobile(value: string | undefined): string | undefined {
  const v = toLatinDigits(value ?? '').trim();
  if (!v) return 'shell.validation.mobileRequired';
  return isIranMobile(v) ? undefined : 'shell.validation.mobileInvalid';
}

export function validateRequiredText(value: string | undefined): string | undefined {
  return (value ?? '').trim() ? undefined : 'shell.validation.required';
}

/** Login/registration password: at least 6 characters with a symbol, a digit and a capital. */
export function validatePasswordField(value: string | undefined): string | undefined {
  const code = validateLoginPassword(value);
  return code ? `shell.validation.${code}` : undefined;
}

export function validatePasswordConfirmation(value: string | undefined, all: object): string | undefined {
  if (!value) return 'shell.validation.passwordConfirmationRequired';
  return value === (all as { password?: string }).password ? undefined : 'shell.validation.passwordMismatch';
}

export function validateCaptcha(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return 'shell.validation.captchaRequired';
  return v.length === CAPTCHA_LENGTH ? undefined : 'shell.validation.captchaInvalid';
}

export function validateTerms(value: boolean | undefined): string | undefined {
  return value ? undefined : 'shell.validation.termsRequired';
}

export function validateOtpCode(value: string | undefined): string | undefined {
  const v = toLatinDigits(value ?? '').trim();
  if (!v) return 'shell.validation.otpRequired';
  return isOtpCode(v) ? undefined : 'shell.validation.otpInvalid';
}
