import { useIntl } from 'react-intl';
import { BACKEND_PROTOCOLS, TLS_VERSIONS } from '@portal/api-cdn';
import { QueryView, SimpleGrid, Stack } from '@portal/shared-ui';
import { useHttpsChangeMutation, type HttpsChange } from '../../data/https/https-change-mutation';
import { useHttpsConfigsQuery } from '../../data/https/https-configs-query';
import { SettingCheckbox } from '../../sections/SettingCheckbox';
import { SettingSelect } from '../../sections/SettingSelect';
import { SettingsCard } from '../../sections/SettingsCard';
import type { SectionDomain } from '../../sections/useSectionDomain';
import { useSettingSaver } from '../../sections/useSettingSaver';

/** HTTP→HTTPS redirect, minimum TLS version, HTTP/3, the protocol to the origin and the CSP override; each saves when changed. */
export function HttpsSettingsCard({ domain }: { domain: SectionDomain }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const query = useHttpsConfigsQuery(domain.id);
  const mutation = useHttpsChangeMutation();
  const save = useSettingSaver(mutation);
  const apply = (change: HttpsChange) => save({ domainId: domain.id, change });
  const pending = (kind: HttpsChange['kind']) =>
    mutation.isPending && mutation.variables?.change.kind === kind;

  return (
    <SettingsCard id="https-settings" title={t('cdn.https.settings.title')}>
      <QueryView query={query}>
        {(configs) => (
          <Stack gap="5">
            <SettingCheckbox
              label={t('cdn.https.redirect')}
              description={t('cdn.https.redirectHelp')}
              checked={configs.https_redirect}
              pending={pending('redirect')}
              onChange={(enabled) => apply({ kind: 'redirect', enabled })}
            />
            <SettingCheckbox
              label={t('cdn.https.h3')}
              description={t('cdn.https.h3Help')}
              checked={configs.h3_enabled}
              pending={pending('http3')}
              onChange={(enabled) => apply({ kind: 'http3', enabled })}
            />
            <SettingCheckbox
              label={t('cdn.https.csp')}
              description={t('cdn.https.cspHelp')}
              checked={configs.csp_override}
              pending={pending('cspOverride')}
              onChange={(enabled) => apply({ kind: 'cspOverride', enabled })}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <SettingSelect
                label={t('cdn.https.tls')}
                helperText={t('cdn.https.tlsHelp')}
                value={configs.tls_version}
                options={TLS_VERSIONS.map((version) => ({
                  value: version,
                  label: t('cdn.https.tlsOption', { version }),
                }))}
                pending={pending('tlsVersion')}
                onChange={(version) => apply({ kind: 'tlsVersion', version })}
              />
              <SettingSelect
                label={t('cdn.https.backend')}
                helperText={t('cdn.https.backendHelp')}
                value={configs.backend_protocol}
                options={BACKEND_PROTOCOLS.map((protocol) => ({
                  value: protocol,
                  label: t(`cdn.https.backend.${protocol}`),
                }))}
                pending={pending('backendProtocol')}
                onChange={(protocol) => apply({ kind: 'backendProtocol', protocol })}
              />
            </SimpleGrid>
          </Stack>
        )}
      </QueryView>
    </SettingsCard>
  );
}
