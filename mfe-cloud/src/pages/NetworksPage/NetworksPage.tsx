import { useState } from 'react';
import { useIntl } from 'react-intl';
import { validateNetworkAddress, type NetworkServer } from '@portal/shared-sdk';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  JustAddedRows,
  QueryView,
  Stack,
  TextField,
  useJustAdded,
} from '@portal/shared-ui';
import { useNetworkAttachMutation } from '../../data/networks/network-attach-mutation';
import { useNetworkDeleteMutation } from '../../data/networks/network-delete-mutation';
import { useNetworkDetachMutation } from '../../data/networks/network-detach-mutation';
import { useNetworksQuery } from '../../data/networks/networks-query';
import { AttachServerDialog } from '../../components/AttachServerDialog';
import { ruleText } from '../../components/ruleText';
import { SectionHeader } from '../../components/SectionHeader';
import { useToastedAction } from '../../components/useToastedAction';
import { CreateNetworkDialog } from './CreateNetworkDialog';
import { NetworkCard, type NetworkAction } from './NetworkCard';

/** /cloud/servers/network: private networks of a data center and the servers in them. */
export function NetworksPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const networks = useNetworksQuery();
  const attach = useNetworkAttachMutation();
  const detach = useNetworkDetachMutation();
  const remove = useNetworkDeleteMutation();
  const run = useToastedAction();
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<NetworkAction | null>(null);
  const close = () => setAction(null);
  const attaching = action?.kind === 'attach' ? action.network : null;
  const detaching = action?.kind === 'detach' ? action : null;
  const added = useJustAdded();

  return (
    <section aria-labelledby="cloud-networks-title">
      <SectionHeader
        id="cloud-networks-title"
        title={t('cloud.networks')}
        description={t('cloud.networks.description')}
        actions={
          <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
            {t('cloud.networks.add')}
          </Button>
        }
      />
      <QueryView query={networks}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('cloud.networks.empty')} />
          ) : (
            <JustAddedRows ids={added.ids}>
              <Stack gap="4">
                {list.map((network) => (
                  <NetworkCard
                    key={network.id}
                    network={network}
                    onAction={setAction}
                    added={added.ids.has(network.id)}
                  />
                ))}
              </Stack>
            </JustAddedRows>
          )
        }
      </QueryView>

      <CreateNetworkDialog
        open={creating}
        onClose={() => setCreating(false)}
        networks={networks.data ?? []}
        onCreated={(network) => added.show([network.id])}
      />
      <AttachServerDialog
        open={attaching !== null}
        onClose={close}
        title={t('cloud.networks.attachTitle', { name: attaching?.name ?? '' })}
        help={t('cloud.networks.attachHelp', { datacenter: attaching?.datacenter.display_name ?? '' })}
        datacenterId={attaching?.datacenter.id}
        exclude={attaching?.servers.map((s) => s.id) ?? []}
        fields={['server_id', 'ip_address']}
        onAttach={({ server_id, ip_address }) =>
          attach.mutateAsync({
            network_id: (attaching as NonNullable<typeof attaching>).id,
            server_id: Number(server_id),
            ...(ip_address?.trim() ? { ip_address: ip_address.trim() } : {}),
          })
        }
        extraFields={
          <TextField
            name="ip_address"
            label={t('cloud.networks.field.ip')}
            dir="ltr"
            helperText={t('cloud.networks.field.ipHelp', {
              from: attaching?.dhcp_from ?? '',
              to: attaching?.dhcp_to ?? '',
            })}
            validate={(ip) => {
              if (!attaching || !ip?.trim()) return undefined;
              const problem = validateNetworkAddress(
                ip.trim(),
                attaching,
                attaching.servers.map((s: NetworkServer) => s.ip_address),
              );
              return problem ? ruleText(intl, 'networks', problem) : undefined;
            }}
          />
        }
      />
      <ConfirmDialog
        open={detaching !== null}
        title={t('cloud.networks.detach.title', {
          server: detaching?.server.name ?? '',
          name: detaching?.network.name ?? '',
        })}
        confirmLabel={t('cloud.networks.detach')}
        loading={detach.isPending}
        onClose={close}
        onConfirm={async () => {
          if (!detaching) return;
          await run(() =>
            detach.mutateAsync({ network_id: detaching.network.id, server_id: detaching.server.id }),
          );
          close();
        }}
      >
        {t('cloud.networks.detach.body', { ip: detaching?.server.ip_address ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={action?.kind === 'delete'}
        danger
        title={t('cloud.networks.deleteTitle', { name: action?.network.name ?? '' })}
        confirmLabel={t('cloud.networks.delete')}
        loading={remove.isPending}
        onClose={close}
        onConfirm={async () => {
          if (action?.kind !== 'delete') return;
          await run(() => remove.mutateAsync({ networkId: action.network.id }));
          close();
        }}
      >
        {t('cloud.networks.deleteBody')}
      </ConfirmDialog>
    </section>
  );
}
