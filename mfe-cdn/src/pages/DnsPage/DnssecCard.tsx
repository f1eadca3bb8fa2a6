import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dnssecAllowedFor } from '@portal/api-cdn';
import {
  Alert,
  Badge,
  Box,
  Button,
  Code,
  ConfirmDialog,
  CopyButton,
  Flex,
  HStack,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared-ui';
import { useDnssecMutation } from '../../data/dns/dnssec-mutation';
import { useDnssecQuery } from '../../data/dns/dnssec-query';
import { SettingsCard } from '../../sections/SettingsCard';
import type { SectionDomain } from '../../sections/useSectionDomain';
import { useSettingSaver } from '../../sections/useSettingSaver';
import { SectionPlanGate } from '../../sections/SectionPlanGate';

/**
 * DNSSEC on or off, with the DS record to give the registrar. `.ir` domains do not support it and
 * a plan without it says so, before anything is tried (the provider refuses both the same way).
 */
export function DnssecCard({ domain }: { domain: SectionDomain }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const query = useDnssecQuery(domain.id);
  const mutation = useDnssecMutation();
  const save = useSettingSaver(mutation);
  const [confirmOff, setConfirmOff] = useState(false);
  const irDomain = !dnssecAllowedFor(domain.name);

  return (
    <SettingsCard id="dnssec" title={t('cdn.dns.dnssec.title')} description={t('cdn.dns.dnssec.description')}>
      <QueryView query={query}>
        {(status) => (
          <Stack gap="4">
            <HStack gap="2">
              <Badge colorPalette={status.enabled ? 'green' : 'gray'} variant="subtle">
                {t(status.enabled ? 'cdn.dns.dnssec.on' : 'cdn.dns.dnssec.off')}
              </Badge>
            </HStack>
            {irDomain && !status.enabled ? (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{t('cdn.dns.dnssec.irUnsupported')}</Alert.Title>
              </Alert.Root>
            ) : status.enabled ? (
              <Stack gap="3">
                <Text fontSize="sm" fontWeight="medium">
                  {t('cdn.dns.dnssec.ds')}
                </Text>
                <Flex gap="2" align="flex-start">
                  <Code
                    dir="ltr"
                    flex="1"
                    p="2"
                    fontSize="xs"
                    whiteSpace="pre-wrap"
                    wordBreak="break-all"
                    data-ds-record=""
                  >
                    {status.ds}
                  </Code>
                  <CopyButton text={status.ds ?? ''} label={t('cdn.dns.dnssec.copyDs')} />
                </Flex>
                <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" fontSize="sm">
                  <Fact label={t('cdn.dns.dnssec.keyTag')} value={status.key_tag} />
                  <Fact label={t('cdn.dns.dnssec.algorithm')} value={status.algorithm} />
                  <Fact label={t('cdn.dns.dnssec.digestType')} value={status.digest_type} />
                </SimpleGrid>
                <Box>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmOff(true)}>
                    {t('cdn.dns.dnssec.disable')}
                  </Button>
                </Box>
              </Stack>
            ) : (
              <SectionPlanGate feature="dnssec">
                <Box>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    loading={mutation.isPending}
                    onClick={() => save({ domainId: domain.id, enabled: true })}
                  >
                    {t('cdn.dns.dnssec.enable')}
                  </Button>
                </Box>
              </SectionPlanGate>
            )}
          </Stack>
        )}
      </QueryView>
      <ConfirmDialog
        open={confirmOff}
        danger
        size="md"
        loading={mutation.isPending}
        title={t('cdn.dns.dnssec.offTitle')}
        confirmLabel={t('cdn.dns.dnssec.disable')}
        onClose={() => setConfirmOff(false)}
        onConfirm={() => save({ domainId: domain.id, enabled: false }, () => setConfirmOff(false))}
      >
        <Text>
          <FormattedMessage
            id="cdn.dns.dnssec.offBody"
            values={{ domain: <bdi dir="ltr">{domain.name}</bdi> }}
          />
        </Text>
      </ConfirmDialog>
    </SettingsCard>
  );
}

function Fact({ label, value }: { label: string; value: number | string | null }) {
  return (
    <Stack gap="0">
      <Text color="fg.muted" fontSize="xs">
        {label}
      </Text>
      <Text fontFamily="mono">{value}</Text>
    </Stack>
  );
}
