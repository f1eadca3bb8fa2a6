import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { isApiError } from '@portal/shared-sdk';

/**
 * An API failure as react-final-form submission errors: the server's field messages next to their
 * fields, the general message above the form. The typed values stay in the form.
 */
export function toSubmissionErrors(error: unknown, fallback: string): SubmissionErrors {
  if (!isApiError(error)) return { [FORM_ERROR]: fallback };
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fields ?? {})) {
    if (messages[0]) errors[field] = messages[0];
  }
  errors[FORM_ERROR] = error.message || fallback;
  return errors;
}
