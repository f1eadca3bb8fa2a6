import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Firewall } from '@portal/api-cdn';
import { Button, Field, Flex, NativeSelect, Text, showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useFirewallDefaultMutation } from '../../data/firewall/firewall-default-mutation';
import { Panel } from '../../components/Panel';

export interface FirewallDefaultPanelProps {
  domainId: number;
  defaultAction: Firewall['default_action'];
}

/** What happens to a request no rule matches: allowed or denied. */
export function FirewallDefaultPanel({ domainId, defaultAction }: FirewallDefaultPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorMessage = useApiErrorMessage();
  const save = useFirewallDefaultMutation();
  const [chosen, setChosen] = useState<Firewall['default_action'] | null>(null);
  const value = chosen ?? defaultAction;
  const submit = () =>
    save.mutate(
      { domainId, defaultAction: value },
      {
        onSuccess: ({ message }) => {
          setChosen(null);
          showToast({ title: message, type: 'success' });
        },
        onError: (error) => showToast({ title: errorMessage(error), type: 'error' }),
      },
    );
  return (
    <Panel title={t('cdn.firewall.default')}>
      <Text color="fg.muted" fontSize="sm">
        {t('cdn.firewall.defaultHelp')}
      </Text>
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root flex="1" minW="12rem">
          <Field.Label>{t('cdn.firewall.action')}</Field.Label>
          <NativeSelect.Root disabled={save.isPending}>
            <NativeSelect.Field
              value={value}
              onChange={(e) => setChosen(e.currentTarget.value as Firewall['default_action'])}
            >
              <option value="allow">{t('cdn.firewall.action.allow')}</option>
              <option value="deny">{t('cdn.firewall.action.deny')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          colorPalette="brand"
          onClick={submit}
          loading={save.isPending}
          disabled={value === defaultAction}
        >
          {t('cdn.firewall.save')}
        </Button>
      </Flex>
    </Panel>
  );
}
