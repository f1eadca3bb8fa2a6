import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { toLatinDigits } from '@portal/shared-sdk';
import { Alert, Button, HStack, Stack, Text, TextField, toSubmissionErrors } from '@portal/shared-ui';
import { validateCode } from './codeValidation';
import { useCountdown } from './useCountdown';

export interface CodeFormProps {
  /** what the code is for and where it went, already localized */
  hint: React.ReactNode;
  /** sends the code; a rejection's field messages stand beside the code */
  onSubmit: (code: string) => Promise<unknown>;
  /** asks for another code (SMS or e-mail); absent for an authenticator app */
  onResend?: () => void;
  resending?: boolean;
  /** when another code may be asked for (ms since epoch) */
  resendAt?: number | null;
  submitLabelId?: string;
}

const FIELDS = new Set(['code']);

/** A 6-digit code, confirmed; with a resend button that waits for the provider's delay. */
export function CodeForm({
  hint,
  onSubmit,
  onResend,
  resending,
  resendAt = null,
  submitLabelId = 'account.code.confirm',
}: CodeFormProps) {
  const intl = useIntl();
  const wait = useCountdown(resendAt);
  const submit = async ({ code }: { code: string }) => {
    try {
      await onSubmit(toLatinDigits(code).trim());
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error, FIELDS);
    }
  };
  return (
    <Form<{ code: string }> onSubmit={submit} initialValues={{ code: '' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="4">
            <Text color="fg.muted">{hint}</Text>
            {typeof submitError === 'string' && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>
                  {intl.messages[submitError] ? intl.formatMessage({ id: submitError }) : submitError}
                </Alert.Title>
              </Alert.Root>
            )}
            <TextField
              name="code"
              label={intl.formatMessage({ id: 'account.code.label' })}
              validate={validateCode}
              dir="ltr"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={submitting}>
                <FormattedMessage id={submitLabelId} />
              </Button>
              {onResend && (
                <Button variant="ghost" onClick={onResend} loading={resending} disabled={wait > 0}>
                  {wait > 0 ? (
                    <FormattedMessage id="account.code.resendIn" values={{ seconds: wait }} />
                  ) : (
                    <FormattedMessage id="account.code.resend" />
                  )}
                </Button>
              )}
            </HStack>
          </Stack>
        </form>
      )}
    </Form>
  );
}
