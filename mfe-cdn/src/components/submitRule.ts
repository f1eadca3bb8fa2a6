import type { SubmissionErrors } from 'final-form';
import { showToast } from '@portal/shared-ui';
import { ruleSubmitErrors } from './ruleProblems';

/**
 * A section form's submit: the save's message as a success toast, then `after` (clear the form,
 * close the editor); a refusal becomes the form's errors (the provider's field messages beside
 * their fields, a message that names no field above the form), and nothing typed is lost.
 */
export async function submitRule(save: () => Promise<{ message: string }>, after?: () => void): Promise<SubmissionErrors | undefined> {
  try {
    const { message } = await save();
    showToast({ title: message, type: 'success' });
    after?.();
    return undefined;
  } catch (error) {
    return ruleSubmitErrors(error);
  }
}
