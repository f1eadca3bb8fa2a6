import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { setToken, toLatinDigits } from '@portal/shared-sdk';
import { useLoginMutation } from '../data/auth/login-mutation';
import { Button, PasswordField, Stack, TextField } from '@portal/shared-ui';
import { CaptchaField, type CaptchaFieldHandle } from './CaptchaField';
import { FormErrorAlert } from './FormErrorAlert';
import { readPrerenderedLogin } from './prerenderedLogin';
import { validatePasswordField, validateUsername } from './loginValidation';
import { toSubmissionErrors } from './submitErrors';

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  captcha_id: string;
}

export interface OtpChallenge {
  otpToken: string;
  otpType: 'app' | 'sms' | 'email';
}

export interface LoginFormProps {
  /** the account has a second factor: ask for the code */
  onOtpRequired: (challenge: OtpChallenge) => void;
}

/** E-mail or mobile, password and captcha. A success stores the token (GuestOnly then goes to /). */
export function LoginForm({ onOtpRequired }: LoginFormProps) {
  const intl = useIntl();
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const login = useLoginMutation();
  // the form painted from HTML is replaced by this one: what was typed there carries over
  const [prerendered] = useState(readPrerenderedLogin);
  const [initialValues] = useState<LoginValues>(() => ({
    username: prerendered?.username ?? '',
    password: prerendered?.password ?? '',
    captcha: '',
    captcha_id: '',
  }));
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (prerendered?.focused) formRef.current?.querySelector<HTMLInputElement>(`input[name="${prerendered.focused}"]`)?.focus();
  }, [prerendered]);

  const onSubmit = async (values: LoginValues) => {
    try {
      const result = await login.mutateAsync({
        username: toLatinDigits(values.username).trim(),
        password: values.password,
        captcha_id: values.captcha_id,
        captcha: values.captcha.trim(),
      });
      if (result.otp_required) onOtpRequired({ otpToken: result.otp_token, otpType: result.otp_type });
      else setToken(result.token);
      return undefined;
    } catch (error) {
      captchaRef.current?.refresh(); // the answer was used up by this attempt
      return toSubmissionErrors(error, intl.formatMessage({ id: 'shell.login.failed' }));
    }
  };

  return (
    <Form<LoginValues> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form
          ref={formRef}
          onSubmit={handleSubmit}
          noValidate
          aria-label={intl.formatMessage({ id: 'shell.login.tab.login' })}
        >
          <Stack gap="4">
            <FormErrorAlert />
            <TextField
              name="username"
              label={intl.formatMessage({ id: 'shell.login.username' })}
              required
              validate={validateUsername}
              dir="ltr"
              autoComplete="username"
            />
            <PasswordField
              name="password"
              label={intl.formatMessage({ id: 'shell.login.password' })}
              required
              validate={validatePasswordField}
              autoComplete="current-password"
            />
            <CaptchaField ref={captchaRef} />
            <Button type="submit" colorPalette="brand" loading={submitting} w="full">
              <FormattedMessage id="shell.login.submit" />
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
