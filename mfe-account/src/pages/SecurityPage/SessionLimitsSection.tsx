import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { SESSION_LIMIT_MAX, parseSessionLimit, type SecuritySettings } from '@portal/api-account';
import { Box, Button, SimpleGrid, Stack, TextField, showToast, toSubmissionErrors } from '@portal/shared-ui';
import { useSessionLimitsMutation } from '../../data/security/session-limits-mutation';
import { SectionCard } from './SectionCard';

export interface SessionLimitsSectionProps {
  settings: SecuritySettings;
}

interface Values {
  max_sessions: string;
  max_sessions_per_ip: string;
}

const FIELDS = new Set(['max_sessions', 'max_sessions_per_ip']);

/** Limits on active sessions, overall and per IP address; empty means no limit. */
export function SessionLimitsSection({ settings }: SessionLimitsSectionProps) {
  const intl = useIntl();
  const mutation = useSessionLimitsMutation();
  const limitError = (value: string | undefined) =>
    parseSessionLimit(value).error
      ? intl.formatMessage({ id: 'account.limits.error' }, { max: SESSION_LIMIT_MAX })
      : undefined;
  const onSubmit = async (values: Values) => {
    try {
      await mutation.mutateAsync({
        max_sessions: parseSessionLimit(values.max_sessions).value,
        max_sessions_per_ip: parseSessionLimit(values.max_sessions_per_ip).value,
      });
      showToast({ title: intl.formatMessage({ id: 'account.settingsApplied' }) });
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error, FIELDS);
    }
  };
  return (
    <SectionCard titleId="account.limits.title" descriptionId="account.limits.description">
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={{
          max_sessions: String(settings.max_sessions ?? ''),
          max_sessions_per_ip: String(settings.max_sessions_per_ip ?? ''),
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            noValidate
            onSubmit={handleSubmit}
            aria-label={intl.formatMessage({ id: 'account.limits.title' })}
          >
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  name="max_sessions"
                  label={intl.formatMessage({ id: 'account.limits.overall' })}
                  dir="ltr"
                  validate={limitError}
                  helperText={intl.formatMessage({ id: 'account.limits.empty' })}
                />
                <TextField
                  name="max_sessions_per_ip"
                  label={intl.formatMessage({ id: 'account.limits.perIp' })}
                  dir="ltr"
                  validate={limitError}
                  helperText={intl.formatMessage({ id: 'account.limits.empty' })}
                />
              </SimpleGrid>
              <Box>
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  <FormattedMessage id="account.save" />
                </Button>
              </Box>
            </Stack>
          </form>
        )}
      </Form>
    </SectionCard>
  );
}
