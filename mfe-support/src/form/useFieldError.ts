import { useIntl } from 'react-intl';
import type { FieldMetaState } from 'react-final-form';

/**
 * The text under a field: a message id of this remote (the SDK's validator codes, e.g.
 * errorWitreMessage) or an already-localized server message. Same rule as shared-ui's fields,
 * which do not export their hook.
 */
export function useFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const intl = useIntl();
  const raw: unknown = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
  if (!meta.touched || typeof raw !== 'string' || raw === '') return undefined;
  return intl.messages[raw] !== undefined ? intl.formatMessage({ id: raw }) : raw;
}
