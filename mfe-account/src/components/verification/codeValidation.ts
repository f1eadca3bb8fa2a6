import { isOtpCode } from '@portal/shared-sdk';

/** A 6-digit code (Persian digits accepted), as a message id beside the field. */
export function validateCode(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return 'account.code.error.required';
  return isOtpCode(value) ? undefined : 'account.code.error.digits';
}
