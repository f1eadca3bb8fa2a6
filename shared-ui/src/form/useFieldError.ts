import { useIntl } from 'react-intl';
import type { FieldMetaState } from 'react-final-form';

/**
 * The text to show under a field: validators return a message id (shared-ui's, the caller's, or
 * an SDK validator code the caller has messages for) or an already-localized string.
 */
export function useFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const intl = useIntl();
  const raw: unknown = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
  if (!meta.touched || typeof raw !== 'string' || raw === '') return undefined;
  return intl.messages[raw] !== undefined ? intl.formatMessage({ id: raw }) : raw;
}

/** Field-level "required" check shared by the fields. */
export function requiredValidator(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '' || value === false) return 'ui.common.required';
  if (Array.isArray(value) && value.length === 0) return 'ui.common.required';
  return undefined;
}

type Validator<V> = (value: V, all: object) => unknown;

/** Runs "required" first, then the caller's validator. */
export function composeValidators<V>(
  required: boolean | undefined,
  validate?: Validator<V>,
): Validator<V> | undefined {
  if (!required) return validate;
  return (value, all) => requiredValidator(value) ?? validate?.(value, all);
}
