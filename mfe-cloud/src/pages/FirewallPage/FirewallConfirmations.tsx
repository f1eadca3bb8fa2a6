import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@portal/shared-ui';
import { useFirewallDeleteMutation } from '../../data/firewalls/firewall-delete-mutation';
import { useFirewallDetachMutation } from '../../data/firewalls/firewall-detach-mutation';
import { useFirewallRuleDeleteMutation } from '../../data/firewalls/firewall-rule-delete-mutation';
import { useToastedAction } from '../../components/useToastedAction';
import type { GroupAction } from './FirewallGroupCard';
import { useRuleSummary } from './RulesTable';

export interface FirewallConfirmationsProps {
  action: GroupAction | null;
  onClose: () => void;
}

/** What takes something away asks first: deleting a group or a rule, detaching a server. */
export function FirewallConfirmations({ action, onClose }: FirewallConfirmationsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const removeGroup = useFirewallDeleteMutation();
  const removeRule = useFirewallRuleDeleteMutation();
  const detach = useFirewallDetachMutation();
  const run = useToastedAction();
  const summary = useRuleSummary();
  const confirm = async (call: () => Promise<{ message: string }>) => {
    await run(call);
    onClose();
  };
  const name = action?.group.name ?? '';
  return (
    <>
      <ConfirmDialog
        open={action?.kind === 'delete'}
        danger
        title={t('cloud.firewall.deleteGroup.title', { name })}
        confirmLabel={t('cloud.firewall.delete')}
        loading={removeGroup.isPending}
        onClose={onClose}
        onConfirm={() =>
          action && void confirm(() => removeGroup.mutateAsync({ firewallId: action.group.id }))
        }
      >
        {t('cloud.firewall.deleteGroup.body')}
      </ConfirmDialog>
      <ConfirmDialog
        open={action?.kind === 'deleteRule'}
        danger
        title={t('cloud.firewall.deleteRule.title')}
        confirmLabel={t('cloud.firewall.delete')}
        loading={removeRule.isPending}
        onClose={onClose}
        onConfirm={() =>
          action?.kind === 'deleteRule' &&
          void confirm(() => removeRule.mutateAsync({ ruleId: action.rule.id }))
        }
      >
        {action?.kind === 'deleteRule' && <bdi>{summary(action.rule)}</bdi>}
      </ConfirmDialog>
      <ConfirmDialog
        open={action?.kind === 'detach'}
        title={t('cloud.firewall.detach.title', {
          server: action?.kind === 'detach' ? action.server.name : '',
          name,
        })}
        confirmLabel={t('cloud.firewall.detach')}
        loading={detach.isPending}
        onClose={onClose}
        onConfirm={() =>
          action?.kind === 'detach' &&
          void confirm(() =>
            detach.mutateAsync({ firewall_id: action.group.id, server_id: action.server.id }),
          )
        }
      >
        {t('cloud.firewall.detach.body')}
      </ConfirmDialog>
    </>
  );
}
