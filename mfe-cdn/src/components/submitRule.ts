import type { SubmissionErrors } from 'final-form';
import { showToast } from '@portal/shared-ui';
import { ruleSubmitErrors } from './ruleProblems';

/**
 * A section form's submit: the save's message as a success toast, then `after` with the saved answer
 * (clear the form, close the editor, highlight the saved row); a refusal becomes the form's errors
 * (the provider's field messages beside their fields, a message that names no field above the
 * form), and nothing typed is lost.
 */
export async function submitRule<T extends { message: string }>(
  save: () => Promise<T>,
  after?: (saved: T) => void,
): Promise<SubmissionErrors | undefined> {
  try {
    const saved = await save();
    showToast({ title: saved.message, type: 'success' });
    after?.(saved);
    return undefined;
  } catch (error) {
    return ruleSubmitErrors(error);
  }
}
