import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { setToken, toLatinDigits } from '@portal/shared-sdk';
import { useLoginOtpMutation } from '../data/auth/login-otp-mutation';
import { Button, Stack, Text, TextField } from '@portal/shared-ui';
import { FormErrorAlert } from './FormErrorAlert';
import type { OtpChallenge } from './LoginForm';
import { validateOtpCode } from './loginValidation';
import { toSubmissionErrors } from './submitErrors';

export interface OtpFormProps {
  challenge: OtpChallenge;
  onBack: () => void;
}

/** Second step for an account with a second factor: the 6-digit code. */
export function OtpForm({ challenge, onBack }: OtpFormProps) {
  const intl = useIntl();
  const loginOtp = useLoginOtpMutation();
  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const { token } = await loginOtp.mutateAsync({
        otp_token: challenge.otpToken,
        code: toLatinDigits(code).trim(),
      });
      setToken(token);
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error, intl.formatMessage({ id: 'shell.otp.failed' }));
    }
  };
  return (
    <Form<{ code: string }> onSubmit={onSubmit} initialValues={{ code: '' }}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'shell.otp.title' })}>
          <Stack gap="4">
            <Text color="fg.muted">
              <FormattedMessage id={`shell.otp.hint.${challenge.otpType}`} />
            </Text>
            <FormErrorAlert />
            <TextField
              name="code"
              label={intl.formatMessage({ id: 'shell.otp.code' })}
              required
              validate={validateOtpCode}
              dir="ltr"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <Button type="submit" colorPalette="brand" loading={submitting} w="full">
              <FormattedMessage id="shell.otp.submit" />
            </Button>
            <Button variant="ghost" onClick={onBack}>
              <FormattedMessage id="shell.otp.back" />
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
