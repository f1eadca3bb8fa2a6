import { useIntl } from 'react-intl';
import { Alert } from '@portal/shared-ui';
import { SUBMIT_FAILED } from './ruleProblems';

export interface FormErrorAlertProps {
  /** react-final-form's submitError: the provider's message, or SUBMIT_FAILED when it gave none */
  error: unknown;
}

/** A failed save's message above its form (one that names no field); nothing when there is none. */
export function FormErrorAlert({ error }: FormErrorAlertProps) {
  const intl = useIntl();
  if (typeof error !== 'string') return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{error === SUBMIT_FAILED ? intl.formatMessage({ id: SUBMIT_FAILED }) : error}</Alert.Title>
    </Alert.Root>
  );
}
