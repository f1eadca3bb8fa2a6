import { useRef } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { setToken, toLatinDigits } from '@portal/shared-sdk';
import { useRegisterMutation } from '../data/auth/register-mutation';
import { Button, CheckboxField, PasswordField, SimpleGrid, Stack, TextField } from '@portal/shared-ui';
import { CaptchaField, type CaptchaFieldHandle } from './CaptchaField';
import { FormErrorAlert } from './FormErrorAlert';
import {
  validateEmail,
  validateMobile,
  validatePasswordConfirmation,
  validatePasswordField,
  validateRequiredText,
  validateTerms,
} from './loginValidation';
import { toSubmissionErrors } from './submitErrors';

export interface RegisterValues {
  name: string;
  last_name: string;
  email: string;
  mobile: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
  captcha: string;
  captcha_id: string;
}

const INITIAL: RegisterValues = {
  name: '',
  last_name: '',
  email: '',
  mobile: '',
  password: '',
  password_confirmation: '',
  terms: false,
  captcha: '',
  captcha_id: '',
};

/** Registration; a success signs the new account in. */
export function RegisterForm() {
  const intl = useIntl();
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const register = useRegisterMutation();
  const t = (id: string) => intl.formatMessage({ id });

  const onSubmit = async (values: RegisterValues) => {
    try {
      const { token } = await register.mutateAsync({
        ...values,
        name: values.name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        mobile: toLatinDigits(values.mobile).trim(),
        captcha: values.captcha.trim(),
        terms: values.terms,
      });
      setToken(token);
      return undefined;
    } catch (error) {
      captchaRef.current?.refresh();
      return toSubmissionErrors(error, t('shell.register.failed'));
    }
  };

  return (
    <Form<RegisterValues> onSubmit={onSubmit} initialValues={INITIAL}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('shell.login.tab.register')}>
          <Stack gap="4">
            <FormErrorAlert />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField
                name="name"
                label={t('shell.register.name')}
                required
                validate={validateRequiredText}
                autoComplete="given-name"
              />
              <TextField
                name="last_name"
                label={t('shell.register.lastName')}
                required
                validate={validateRequiredText}
                autoComplete="family-name"
              />
            </SimpleGrid>
            <TextField
              name="email"
              type="email"
              label={t('shell.register.email')}
              required
              validate={validateEmail}
              dir="ltr"
              autoComplete="email"
            />
            <TextField
              name="mobile"
              type="tel"
              label={t('shell.register.mobile')}
              required
              validate={validateMobile}
              dir="ltr"
              autoComplete="tel"
            />
            <PasswordField
              name="password"
              label={t('shell.login.password')}
              helperText={t('shell.register.passwordHint')}
              required
              validate={validatePasswordField}
              autoComplete="new-password"
            />
            <PasswordField
              name="password_confirmation"
              label={t('shell.register.passwordConfirmation')}
              required
              validate={validatePasswordConfirmation}
              autoComplete="new-password"
            />
            <CaptchaField ref={captchaRef} />
            <CheckboxField name="terms" label={t('shell.register.terms')} validate={validateTerms} />
            <Button type="submit" colorPalette="brand" loading={submitting} w="full">
              <FormattedMessage id="shell.register.submit" />
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
