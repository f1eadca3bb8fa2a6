import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { useIntl } from 'react-intl';
import type { CustomNameservers } from '@portal/api-cdn';
import {
  Button,
  Flex,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  showToast,
  toSubmissionErrors,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useCustomNsMutation } from '../../data/dns/custom-ns-mutation';
import { useCustomNsQuery } from '../../data/dns/custom-ns-query';
import { SettingsCard } from '../../sections/SettingsCard';
import type { SectionDomain } from '../../sections/useSectionDomain';
import { SectionPlanGate } from '../../sections/SectionPlanGate';

interface Values {
  ns1: string;
  ns2: string;
}

/** The domain's own nameserver names (professional plan), or the default ones. */
export function CustomNameserversCard({ domain }: { domain: SectionDomain }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <SettingsCard
      id="custom-ns"
      title={t('cdn.dns.customNs.title')}
      description={t('cdn.dns.customNs.description', { domain: domain.name })}
    >
      <SectionPlanGate feature="custom_nameservers">
        <CustomNameserversForm domainId={domain.id} />
      </SectionPlanGate>
    </SettingsCard>
  );
}

function CustomNameserversForm({ domainId }: { domainId: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorMessage = useApiErrorMessage();
  const query = useCustomNsQuery(domainId);
  const mutation = useCustomNsMutation();

  const submit = async (body: { enabled: boolean; ns1?: string; ns2?: string }) => {
    try {
      const { message } = await mutation.mutateAsync({ domainId, body });
      showToast({ title: message });
      return undefined;
    } catch (error) {
      const { [FORM_ERROR]: general, ...fields } = toSubmissionErrors(error, ['ns1', 'ns2']) as Record<
        string,
        string
      >;
      if (general) showToast({ type: 'error', title: errorMessage(error) });
      return fields;
    }
  };

  return (
    <QueryView query={query}>
      {(current: CustomNameservers) => (
        <Form<Values>
          onSubmit={(values) => submit({ enabled: true, ns1: values.ns1 ?? '', ns2: values.ns2 ?? '' })}
          initialValues={{ ns1: current.ns1 ?? '', ns2: current.ns2 ?? '' }}
          subscription={{ submitting: true }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t('cdn.dns.customNs.title')}>
              <Stack gap="4">
                <Text fontSize="sm">
                  {t(current.enabled ? 'cdn.dns.customNs.inUse' : 'cdn.dns.customNs.default')}
                </Text>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <TextField
                    name="ns1"
                    label={t('cdn.dns.customNs.ns1')}
                    dir="ltr"
                    autoComplete="off"
                    maxLength={253}
                  />
                  <TextField
                    name="ns2"
                    label={t('cdn.dns.customNs.ns2')}
                    dir="ltr"
                    autoComplete="off"
                    maxLength={253}
                  />
                </SimpleGrid>
                <Flex gap="2" wrap="wrap">
                  <Button type="submit" size="sm" colorPalette="brand" loading={submitting}>
                    {t('cdn.dns.customNs.save')}
                  </Button>
                  {current.enabled && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={submitting || mutation.isPending}
                      onClick={() => void submit({ enabled: false })}
                    >
                      {t('cdn.dns.customNs.reset')}
                    </Button>
                  )}
                </Flex>
              </Stack>
            </form>
          )}
        />
      )}
    </QueryView>
  );
}
