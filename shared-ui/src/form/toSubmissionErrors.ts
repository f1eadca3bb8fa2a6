import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { isApiError } from '@portal/shared-sdk';

/**
 * A failed submit as react-final-form submission errors: the server's field messages (ApiError
 * fields, first message each) beside the fields of `formFields`. The server's own message repeats
 * the first field message, so it is shown above the form only when some message has no field on
 * this form to stand beside. Anything that is not an ApiError becomes the generic error text.
 */
export function toSubmissionErrors(
  error: unknown,
  formFields: ReadonlySet<string> | readonly string[],
): SubmissionErrors {
  if (!isApiError(error)) return { [FORM_ERROR]: 'ui.error.title' };
  const onForm: ReadonlySet<string> = formFields instanceof Set ? formFields : new Set(formFields);
  const entries = Object.entries(error.fields ?? {}).map(([field, list]) => [field, list[0]] as const);
  const beside = Object.fromEntries(entries.filter(([field]) => onForm.has(field)));
  return entries.length > 0 && entries.length === Object.keys(beside).length
    ? beside
    : { ...beside, [FORM_ERROR]: error.message };
}
