import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  Field,
  JustAddedRows,
  NativeSelect,
  QueryView,
  Stack,
  useJustAdded,
} from '@portal/shared-ui';
import { useDatacentersQuery } from '../../data/datacenters/datacenters-query';
import { useFirewallAttachMutation } from '../../data/firewalls/firewall-attach-mutation';
import { useFirewallsQuery } from '../../data/firewalls/firewalls-query';
import { AttachServerDialog } from '../../components/AttachServerDialog';
import { SectionHeader } from '../../components/SectionHeader';
import { AddRuleDialog } from './AddRuleDialog';
import { CreateFirewallDialog } from './CreateFirewallDialog';
import { FirewallConfirmations } from './FirewallConfirmations';
import { FirewallGroupCard, type GroupAction } from './FirewallGroupCard';

/**
 * /cloud/firewall: firewall groups per data center (the one chosen is in the address,
 * `?datacenter=2`), their inbound and outbound rules and the servers they guard.
 */
export function FirewallPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('datacenter'));
  const datacenterId = Number.isInteger(chosen) && chosen > 0 ? chosen : undefined;
  const groups = useFirewallsQuery(datacenterId ?? 'all');
  const datacenters = useDatacentersQuery();
  const attach = useFirewallAttachMutation();
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<GroupAction | null>(null);
  const close = () => setAction(null);
  const attaching = action?.kind === 'attach' ? action.group : null;
  const addedGroup = useJustAdded();
  const addedRule = useJustAdded();

  return (
    <section aria-labelledby="cloud-firewall-title">
      <SectionHeader
        id="cloud-firewall-title"
        title={t('cloud.firewall')}
        description={t('cloud.firewall.description')}
        actions={
          <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
            {t('cloud.firewall.create')}
          </Button>
        }
      />
      <Field.Root maxW="xs" mb="4">
        <Field.Label>{t('cloud.firewall.field.datacenter')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={datacenterId === undefined ? '' : String(datacenterId)}
            onChange={(e) =>
              setSearch(e.currentTarget.value ? { datacenter: e.currentTarget.value } : {}, { replace: true })
            }
          >
            <option value="">{t('cloud.common.allDatacenters')}</option>
            {(datacenters.data ?? [])
              .filter((dc) => !dc.is_hidden)
              .map((dc) => (
                <option key={dc.id} value={dc.id}>
                  {dc.display_name}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <QueryView query={groups}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('cloud.firewall.empty')} />
          ) : (
            <JustAddedRows ids={addedGroup.ids}>
              <Stack gap="4" aria-busy={groups.isFetching || undefined}>
                {list.map((group) => (
                  <FirewallGroupCard
                    key={group.id}
                    group={group}
                    onAction={setAction}
                    added={addedGroup.ids.has(group.id)}
                    addedRules={addedRule.ids}
                  />
                ))}
              </Stack>
            </JustAddedRows>
          )
        }
      </QueryView>

      <CreateFirewallDialog
        open={creating}
        onClose={() => setCreating(false)}
        datacenterId={datacenterId}
        onCreated={(group) => {
          // a group made in another data center than the one shown: show that one, with the group
          if (datacenterId !== undefined && group.datacenter.id !== datacenterId)
            setSearch({ datacenter: String(group.datacenter.id) }, { replace: true });
          addedGroup.show([group.id]);
        }}
      />
      <AddRuleDialog
        group={action?.kind === 'addRule' ? action.group : null}
        onClose={close}
        onAdded={(ruleId) => addedRule.show([ruleId])}
      />
      <AttachServerDialog
        open={attaching !== null}
        onClose={close}
        title={t('cloud.firewall.attachTitle', { name: attaching?.name ?? '' })}
        help={t('cloud.firewall.attachHelp', { datacenter: attaching?.datacenter.display_name ?? '' })}
        datacenterId={attaching?.datacenter.id}
        exclude={attaching?.servers.map((s) => s.id) ?? []}
        onAttach={({ server_id }) =>
          attach.mutateAsync({
            firewall_id: (attaching as NonNullable<typeof attaching>).id,
            server_id: Number(server_id),
          })
        }
      />
      <FirewallConfirmations action={action} onClose={close} />
    </section>
  );
}
