import { toLatinDigits } from '@portal/shared-sdk';
import { deletePhraseMatches } from '@portal/api-cdn';

export interface DeleteDomainValues {
  phrase?: string;
  code?: string;
}

/** The dialog's fields that the provider's field messages may name (its `confirm_code` is our `code`). */
export const DELETE_FIELDS = { phrase: 'phrase', confirm_code: 'code' } as const;

/**
 * The deletion form's checks, as message ids: the domain's name typed exactly ("The entered phrase
 * is incorrect"), and the code we sent.
 */
export function validateDeleteDomain(
  values: DeleteDomainValues,
  domainName: string,
): Partial<Record<keyof DeleteDomainValues, string>> {
  const errors: Partial<Record<keyof DeleteDomainValues, string>> = {};
  if (!deletePhraseMatches(values.phrase ?? '', domainName)) errors.phrase = 'ui.typedPhrase.mismatch';
  if (!toLatinDigits(values.code ?? '').trim()) errors.code = 'cdn.domain.delete.codeRequired';
  return errors;
}
