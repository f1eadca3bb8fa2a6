import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SecuritySettings } from '@portal/shared-sdk';
import { Box, Button, CheckboxField, ConfirmDialog, Stack, Text, showToast, toSubmissionErrors } from '@portal/shared-ui';
import { useAuthByIpMutation } from '../../data/security/auth-by-ip-mutation';
import { useIpWhitelistMutation } from '../../data/security/ip-whitelist-mutation';
import { IpListField } from './IpListField';
import { entriesFromText, leavesOut } from './ipWhitelistForm';
import { SectionCard } from './SectionCard';

export interface IpWhitelistSectionProps {
  settings: SecuritySettings;
}

interface Values {
  ips: string;
  auth_by_ip: boolean;
}

const FIELDS = new Set(['ips', 'enabled']);

/**
 * The IP whitelist (IPv4, IPv6, CIDR ranges) and login by whitelisted IPs only. Saving a list that
 * leaves this browser's address out asks first.
 */
export function IpWhitelistSection({ settings }: IpWhitelistSectionProps) {
  const intl = useIntl();
  const list = useIpWhitelistMutation();
  const authByIp = useAuthByIpMutation();
  const [pending, setPending] = useState<{ values: Values; resolve: (errors: object | undefined) => void } | null>(null);

  const save = async (values: Values) => {
    const entries = entriesFromText(values.ips);
    try {
      // the list first: turning enforcement on needs it, turning it off must come before emptying it
      if (values.auth_by_ip) await list.mutateAsync({ ips: entries });
      if (values.auth_by_ip !== settings.auth_by_ip) await authByIp.mutateAsync({ enabled: values.auth_by_ip });
      if (!values.auth_by_ip) await list.mutateAsync({ ips: entries });
      showToast({ title: intl.formatMessage({ id: 'account.settingsApplied' }) });
      return undefined;
    } catch (error) {
      const errors = toSubmissionErrors(error, FIELDS) as Record<string, unknown>;
      return { ...errors, auth_by_ip: errors.enabled };
    }
  };

  const onSubmit = (values: Values) =>
    leavesOut(settings.current_ip, entriesFromText(values.ips))
      ? new Promise<object | undefined>((resolve) => setPending({ values, resolve }))
      : save(values);

  const answer = async (confirmed: boolean) => {
    if (!pending) return;
    const { values, resolve } = pending;
    setPending(null);
    resolve(confirmed ? await save(values) : undefined);
  };

  return (
    <SectionCard titleId="account.ip.title" descriptionId="account.ip.description">
      <Form<Values> onSubmit={onSubmit} initialValues={{ ips: settings.ip_whitelist.join('\n'), auth_by_ip: settings.auth_by_ip }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'account.ip.title' })}>
            <Stack gap="4">
              <Text fontSize="sm">
                <FormattedMessage id="account.ip.current" values={{ ip: <bdi dir="ltr" data-testid="current-ip">{settings.current_ip}</bdi> }} />
              </Text>
              <IpListField />
              <CheckboxField name="auth_by_ip" label={intl.formatMessage({ id: 'account.ip.only' })} />
              {typeof submitError === 'string' && (
                <Text color="fg.error" role="alert">
                  {submitError}
                </Text>
              )}
              <Box>
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  <FormattedMessage id="account.save" />
                </Button>
              </Box>
            </Stack>
          </form>
        )}
      </Form>
      <ConfirmDialog
        open={pending !== null}
        danger
        title={<FormattedMessage id="account.ip.warn.title" />}
        confirmLabel={<FormattedMessage id="account.ip.warn.confirm" />}
        onConfirm={() => void answer(true)}
        onClose={() => void answer(false)}
      >
        <FormattedMessage
          id={pending?.values.auth_by_ip ? 'account.ip.warn.locked' : 'account.ip.warn.body'}
          values={{ ip: <bdi dir="ltr">{settings.current_ip}</bdi> }}
        />
      </ConfirmDialog>
    </SectionCard>
  );
}
