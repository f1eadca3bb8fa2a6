import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Button, PasswordField, Stack, showToast, toSubmissionErrors } from '@portal/shared-ui';
import { isApiTokenExpired } from '@portal/api-account';
import { useApiTokensQuery } from '../../data/apiTokens/api-tokens-query';
import { usePasswordChangeMutation } from '../../data/security/password-change-mutation';
import { PasswordChecklist } from './PasswordChecklist';
import { RevokeTokensField, revokeByDefault } from './RevokeTokensField';
import {
  EMPTY_PASSWORD_FORM,
  PASSWORD_FORM_FIELDS,
  validatePasswordForm,
  type PasswordFormValues,
} from './passwordFormValues';

/**
 * /profile/change-password: the current password, a new one with its rules and strength, its
 * repeat, and whether the API tokens are revoked too (ticked when there are some). The customer is
 * told before saving that the other sessions end, and after it how many sessions and tokens did.
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const change = usePasswordChangeMutation();
  const tokens = useApiTokensQuery();
  const nowSec = Math.floor(Date.now() / 1000);
  // the tokens that still work (an expired one is refused already); unknown while loading or refused
  const active = tokens.data
    ? tokens.data.filter((k) => !isApiTokenExpired(k.expires_at, nowSec)).length
    : null;
  const onSubmit = async (values: PasswordFormValues, form: FormApi<PasswordFormValues>) => {
    try {
      const revoke = values.revoke_api_tokens ?? revokeByDefault(active);
      const { ended_sessions: ended, revoked_api_tokens: revoked } = await change.mutateAsync({
        ...values,
        revoke_api_tokens: revoke,
      });
      showToast({
        title: intl.formatMessage({ id: 'account.password.changed' }, { count: ended }),
        description: revoke
          ? intl.formatMessage({ id: 'account.password.tokensRevoked' }, { count: revoked })
          : undefined,
      });
      // a saved password leaves the fields empty (after final-form has finished this submit)
      setTimeout(() => form.restart(EMPTY_PASSWORD_FORM));
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error, PASSWORD_FORM_FIELDS);
    }
  };

  return (
    <Form<PasswordFormValues>
      onSubmit={onSubmit}
      initialValues={EMPTY_PASSWORD_FORM}
      validate={validatePasswordForm}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <form
          noValidate
          aria-label={intl.formatMessage({ id: 'account.changePassword' })}
          onSubmit={handleSubmit}
        >
          <Stack gap="5" maxW="md">
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="account.password.othersEnd" />
              </Alert.Title>
            </Alert.Root>
            {typeof submitError === 'string' && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>
                  {intl.messages[submitError] ? intl.formatMessage({ id: submitError }) : submitError}
                </Alert.Title>
              </Alert.Root>
            )}
            <PasswordField
              name="current_password"
              label={intl.formatMessage({ id: 'account.password.current' })}
              required
              autoComplete="current-password"
            />
            <PasswordField
              name="password"
              label={intl.formatMessage({ id: 'account.password.new' })}
              required
              autoComplete="new-password"
            />
            <PasswordChecklist password={values.password ?? ''} />
            <PasswordField
              name="password_confirmation"
              label={intl.formatMessage({ id: 'account.password.repeat' })}
              required
              autoComplete="new-password"
            />
            <RevokeTokensField active={active} />
            <Box>
              <Button type="submit" colorPalette="brand" loading={submitting}>
                <FormattedMessage id="account.password.submit" />
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    </Form>
  );
}
