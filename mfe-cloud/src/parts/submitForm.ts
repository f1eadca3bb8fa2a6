import type { SubmissionErrors } from 'final-form';
import { showToast, toSubmissionErrors } from '@portal/shared-ui';

/**
 * A dialog's submit: the call, then the provider's message as a success toast and `onDone`
 * (close); a refusal comes back as submission errors beside the form's `fields` (its message
 * above the form when no field can carry it), keeping what was typed. A form whose fields are not
 * the provider's gives its own mapping instead of the field names.
 */
export async function submitForm(
  call: () => Promise<{ message: string }>,
  fields: readonly string[] | ((error: unknown) => SubmissionErrors),
  onDone: () => void,
): Promise<SubmissionErrors | undefined> {
  try {
    const { message } = await call();
    showToast({ title: message });
    onDone();
    return undefined;
  } catch (error) {
    return typeof fields === 'function' ? fields(error) : toSubmissionErrors(error, fields);
  }
}
