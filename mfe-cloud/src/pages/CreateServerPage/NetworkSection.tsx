import { useIntl } from 'react-intl';
import type { DataCenter } from '@portal/shared-sdk';
import { CheckboxField, SelectField, SimpleGrid, Text } from '@portal/shared-ui';
import { useFirewallsQuery } from '../../data/firewalls/firewalls-query';
import { useNetworksQuery } from '../../data/networks/networks-query';
import { FormSection } from './FormSection';

export interface NetworkSectionProps {
  datacenter: DataCenter | undefined;
}

/** The server's network: a firewall group and a private network of its data center, a public address, autopilot. */
export function NetworkSection({ datacenter }: NetworkSectionProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const firewalls = useFirewallsQuery(datacenter?.id);
  const networks = useNetworksQuery();
  const inDatacenter = (networks.data ?? []).filter((n) => n.datacenter.id === datacenter?.id);
  return (
    <FormSection title={t('cloud.create.network')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="firewall_id"
          label={t('cloud.create.firewall')}
          placeholder={t(datacenter ? 'cloud.create.firewall.none' : 'cloud.create.chooseDatacenterFirst')}
          disabled={!datacenter}
          options={(firewalls.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          helperText={firewalls.isError ? t('cloud.create.firewall.loadFailed') : undefined}
        />
        <SelectField
          name="private_network_id"
          label={t('cloud.create.privateNetwork')}
          placeholder={t(
            datacenter ? 'cloud.create.privateNetwork.none' : 'cloud.create.chooseDatacenterFirst',
          )}
          disabled={!datacenter}
          options={inDatacenter.map((n) => ({ value: String(n.id), label: `${n.name} (${n.subnet})` }))}
          helperText={networks.isError ? t('cloud.create.privateNetwork.loadFailed') : undefined}
        />
      </SimpleGrid>
      <CheckboxField name="public_ip" label={t('cloud.create.publicIp')} />
      <CheckboxField name="autopilot" label={t('cloud.create.autopilot')} />
      <Text fontSize="sm" color="fg.muted" mt="-2">
        {t('cloud.create.autopilotHelp')}
      </Text>
    </FormSection>
  );
}
