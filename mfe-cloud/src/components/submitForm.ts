import type { SubmissionErrors } from 'final-form';
import { showToast, toSubmissionErrors } from '@portal/shared-ui';

/**
 * A dialog's submit: the call, then the provider's message as a success toast and `onDone` with
 * the answer (close, show what was added); a refusal comes back as submission errors beside the
 * form's `fields` (its message above the form when no field can carry it), keeping what was typed.
 * A form whose fields are not the provider's gives its own mapping instead of the field names.
 */
export async function submitForm<Answer extends { message: string }>(
  call: () => Promise<Answer>,
  fields: readonly string[] | ((error: unknown) => SubmissionErrors),
  onDone: (answer: Answer) => void,
): Promise<SubmissionErrors | undefined> {
  try {
    const answer = await call();
    showToast({ title: answer.message });
    onDone(answer);
    return undefined;
  } catch (error) {
    return typeof fields === 'function' ? fields(error) : toSubmissionErrors(error, fields);
  }
}
