import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { HSTS_MAX_AGE_OPTIONS, validateHsts, type HttpsConfigs } from '@portal/api-cdn';
import {
  Button,
  CheckboxField,
  ConfirmDialog,
  QueryView,
  SelectField,
  Stack,
  Text,
  showToast,
  toSubmissionErrors,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useHttpsChangeMutation } from '../../data/https/https-change-mutation';
import { useHttpsConfigsQuery } from '../../data/https/https-configs-query';
import { SettingsCard } from '../../sections/SettingsCard';
import type { SectionDomain } from '../../sections/useSectionDomain';

interface Values {
  enabled: boolean;
  max_age: string;
  include_subdomains: boolean;
  preload: boolean;
}

const valuesOf = (c: HttpsConfigs): Values => ({
  enabled: c.hsts_enabled,
  max_age: String(c.hsts_max_age),
  include_subdomains: c.hsts_include_subdomains,
  preload: c.hsts_preload,
});

const hstsOf = (v: Values) => ({
  enabled: v.enabled,
  max_age: Number(v.max_age),
  include_subdomains: v.include_subdomains,
  preload: v.preload,
});

/**
 * HSTS with its max-age, subdomains and preload. Saving HSTS on asks first: browsers keep it for
 * the max-age, and nothing done here takes it back from them before it runs out.
 */
export function HstsCard({ domain }: { domain: SectionDomain }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorMessage = useApiErrorMessage();
  const query = useHttpsConfigsQuery(domain.id);
  const mutation = useHttpsChangeMutation();
  const [asking, setAsking] = useState<{
    values: Values;
    resolve: (errors: object | undefined) => void;
  } | null>(null);

  const send = async (values: Values) => {
    try {
      const { message } = await mutation.mutateAsync({
        domainId: domain.id,
        change: { kind: 'hsts', hsts: hstsOf(values) },
      });
      showToast({ title: message });
      return undefined;
    } catch (error) {
      const { [FORM_ERROR]: general, ...fields } = toSubmissionErrors(error, [
        'enabled',
        'max_age',
        'include_subdomains',
        'preload',
      ]) as Record<string, string>;
      if (general) showToast({ type: 'error', title: errorMessage(error) });
      return fields;
    }
  };

  // HSTS on is confirmed first; turning it off is not (it cannot make things worse)
  const onSubmit = (values: Values) =>
    values.enabled
      ? new Promise<object | undefined>((resolve) => setAsking({ values, resolve }))
      : send(values);

  const maxAgeLabel = (seconds: number) => t(`cdn.https.hsts.maxAge.${seconds}`);

  return (
    <SettingsCard id="hsts" title={t('cdn.https.hsts.title')} description={t('cdn.https.hsts.description')}>
      <QueryView query={query}>
        {(configs) => (
          <Form<Values>
            onSubmit={onSubmit}
            initialValues={valuesOf(configs)}
            validate={(v) =>
              Object.fromEntries(
                Object.entries(validateHsts(hstsOf(v))).map(([field, code]) => [
                  field,
                  `cdn.https.error.${code}`,
                ]),
              )
            }
            subscription={{ submitting: true, values: true }}
            render={({ handleSubmit, submitting, values }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t('cdn.https.hsts.title')}>
                <Stack gap="4">
                  <CheckboxField name="enabled" label={t('cdn.https.hsts.enabled')} />
                  <SelectField
                    name="max_age"
                    label={t('cdn.https.hsts.maxAge')}
                    disabled={!values.enabled}
                    options={HSTS_MAX_AGE_OPTIONS.map((s) => ({ value: String(s), label: maxAgeLabel(s) }))}
                  />
                  <CheckboxField
                    name="include_subdomains"
                    label={t('cdn.https.hsts.subdomains')}
                    disabled={!values.enabled}
                  />
                  <CheckboxField
                    name="preload"
                    label={t('cdn.https.hsts.preload')}
                    disabled={!values.enabled}
                  />
                  <Text color="fg.muted" fontSize="sm">
                    {t('cdn.https.hsts.preloadHelp')}
                  </Text>
                  <Button
                    type="submit"
                    size="sm"
                    colorPalette="brand"
                    loading={submitting}
                    alignSelf="flex-start"
                  >
                    {t('cdn.https.hsts.save')}
                  </Button>
                </Stack>
              </form>
            )}
          />
        )}
      </QueryView>
      <ConfirmDialog
        open={asking !== null}
        size="md"
        loading={mutation.isPending}
        title={t('cdn.https.hsts.confirmTitle')}
        confirmLabel={t('cdn.https.hsts.confirm')}
        onClose={() => {
          asking?.resolve(undefined);
          setAsking(null);
        }}
        onConfirm={() => {
          if (!asking) return;
          void send(asking.values).then((errors) => {
            asking.resolve(errors);
            setAsking(null);
          });
        }}
      >
        {asking && (
          <Text>
            <FormattedMessage
              id="cdn.https.hsts.confirmBody"
              values={{
                domain: <bdi dir="ltr">{domain.name}</bdi>,
                maxAge: maxAgeLabel(Number(asking.values.max_age)),
              }}
            />
          </Text>
        )}
      </ConfirmDialog>
    </SettingsCard>
  );
}
