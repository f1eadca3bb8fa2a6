import { useFormState } from 'react-final-form';
import { Alert } from '@portal/shared-ui';

/** The server's general message of the last failed submit, above the fields. */
export function FormErrorAlert() {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  if (typeof submitError !== 'string' || !submitError) return null;
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title>{submitError}</Alert.Title>
    </Alert.Root>
  );
}
