import { useState } from 'react';
import { useIntl } from 'react-intl';
import { REDIRECT_MODES, type Domain, type RedirectMode } from '@portal/api-cdn';
import { Button, Field, Flex, NativeSelect, Text, showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useRedirectModeMutation } from '../../data/domains/redirect-mode-mutation';
import { isolate } from '../../components/isolate';
import { Panel } from '../../components/Panel';

export interface RedirectModePanelProps {
  domain: Domain;
}

/** How the domain answers on www and on its bare name: one sends visitors to the other, or neither. */
export function RedirectModePanel({ domain }: RedirectModePanelProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const save = useRedirectModeMutation();
  // what the user chose, until it is saved (then the domain's own mode shows again)
  const [chosen, setChosen] = useState<RedirectMode | null>(null);
  const mode = chosen ?? (domain.redirect_mode as RedirectMode);
  const t = (id: string) =>
    intl.formatMessage({ id }, { domain: isolate(domain.name), www: isolate(`www.${domain.name}`) });

  const submit = () =>
    save.mutate(
      { domainId: domain.id, mode },
      {
        onSuccess: ({ message }) => {
          setChosen(null);
          showToast({ title: message, type: 'success' });
        },
        onError: (error) => showToast({ title: errorMessage(error), type: 'error' }),
      },
    );

  return (
    <Panel title={t('cdn.domain.redirect.title')}>
      <Text color="fg.muted" fontSize="sm">
        {t('cdn.domain.redirect.description')}
      </Text>
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root flex="1" minW="14rem">
          <Field.Label>{t('cdn.domain.redirect.label')}</Field.Label>
          <NativeSelect.Root disabled={save.isPending}>
            <NativeSelect.Field
              value={mode}
              onChange={(e) => setChosen(e.currentTarget.value as RedirectMode)}
            >
              {REDIRECT_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`cdn.domain.redirect.mode.${m}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          colorPalette="brand"
          onClick={submit}
          loading={save.isPending}
          disabled={mode === domain.redirect_mode}
        >
          {t('cdn.domain.save')}
        </Button>
      </Flex>
    </Panel>
  );
}
