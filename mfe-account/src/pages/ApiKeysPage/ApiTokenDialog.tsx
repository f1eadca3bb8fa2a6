import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiToken, ApiTokenCreated } from '@portal/api-account';
import {
  Alert,
  Button,
  DialogFrame,
  QueryView,
  Stack,
  TextField,
  showToast,
  toSubmissionErrors,
} from '@portal/shared-ui';
import { useApiPermissionsQuery } from '../../data/apiTokens/api-permissions-query';
import { useApiTokenCreateMutation } from '../../data/apiTokens/api-token-create-mutation';
import { useApiTokenUpdateMutation } from '../../data/apiTokens/api-token-update-mutation';
import {
  API_TOKEN_FORM_FIELDS,
  expiryDaysOf,
  validateApiTokenForm,
  valuesOf,
  type ApiTokenFormValues,
} from './apiTokenForm';
import { ExpiryChoice } from './ExpiryChoice';
import { PermissionPicker } from './PermissionPicker';

export interface ApiTokenDialogProps {
  open: boolean;
  /** the token to edit; null creates one */
  token: ApiToken | null;
  onClose: () => void;
  /** a new token with its secret (shown once) */
  onCreated: (token: ApiTokenCreated) => void;
}

/**
 * Creates a token (name, lifetime and permissions) or edits one (name and permissions); the
 * provider's field messages stand beside the fields.
 */
export function ApiTokenDialog({ open, token, onClose, onCreated }: ApiTokenDialogProps) {
  const intl = useIntl();
  const catalogue = useApiPermissionsQuery();
  const create = useApiTokenCreateMutation();
  const update = useApiTokenUpdateMutation();
  // one object per token: a new one each render would make final-form start over (a refused
  // submit re-renders the dialog), losing what was typed
  const initialValues = useMemo(() => valuesOf(token), [token]);

  const onSubmit = async (values: ApiTokenFormValues) => {
    try {
      const body = { name: values.name.trim(), permissions: values.permissions };
      if (token) {
        await update.mutateAsync({ id: token.id, ...body });
        showToast({ title: intl.formatMessage({ id: 'account.settingsApplied' }) });
        onClose();
      } else {
        onCreated(
          await create.mutateAsync({ ...body, expires_in_days: expiryDaysOf(values.expires_in_days) }),
        );
      }
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error, API_TOKEN_FORM_FIELDS);
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      closeOnOutsideClick={false}
      lazy
      size="lg"
      scrollInside
      title={<FormattedMessage id={token ? 'account.tokens.edit' : 'account.tokens.create'} />}
    >
      <QueryView query={catalogue}>
        {(permissions) => (
          <Form<ApiTokenFormValues>
            onSubmit={onSubmit}
            initialValues={initialValues}
            validate={validateApiTokenForm}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form
                noValidate
                onSubmit={handleSubmit}
                aria-label={intl.formatMessage({
                  id: token ? 'account.tokens.edit' : 'account.tokens.create',
                })}
              >
                <Stack gap="4">
                  {typeof submitError === 'string' && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{submitError}</Alert.Title>
                    </Alert.Root>
                  )}
                  <TextField
                    name="name"
                    label={intl.formatMessage({ id: 'account.tokens.name' })}
                    required
                    maxLength={120}
                  />
                  {/* a lifetime is chosen once, at creation */}
                  {!token && <ExpiryChoice />}
                  <PermissionPicker catalogue={permissions} />
                  <Button type="submit" colorPalette="brand" loading={submitting} alignSelf="start">
                    <FormattedMessage id={token ? 'account.save' : 'account.tokens.createSubmit'} />
                  </Button>
                </Stack>
              </form>
            )}
          </Form>
        )}
      </QueryView>
    </DialogFrame>
  );
}
