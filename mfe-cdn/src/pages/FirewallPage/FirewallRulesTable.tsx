import { useIntl } from 'react-intl';
import { moveInOrder, ruleCountry, type CdnFirewallRule } from '@portal/api-cdn';
import { IconButton, Text, usePortalLocale, type JustAdded } from '@portal/shared-ui';
import { useFirewallOrderMutation } from '../../data/firewall/firewall-order-mutation';
import { useFirewallRuleDeleteMutation } from '../../data/firewall/firewall-rule-delete-mutation';
import { RuleTable } from '../../components/RuleTable';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { useResultToasts } from '../../components/useResultToasts';

export interface FirewallRulesTableProps {
  domainId: number;
  rules: readonly CdnFirewallRule[];
  /** rules just added or moved, highlighted for a moment */
  highlight: JustAdded<number>;
}

/**
 * The rules in the order they are checked: each moves up or down with its buttons (a keyboard
 * reaches them with Tab, and the moved rule keeps the focus), and is deleted after a confirmation.
 */
export function FirewallRulesTable({ domainId, rules, highlight }: FirewallRulesTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const { locale } = usePortalLocale();
  const toasts = useResultToasts();
  const order = useFirewallOrderMutation();
  const remove = useConfirmedDelete(useFirewallRuleDeleteMutation(), (rule: CdnFirewallRule) => ({
    domainId,
    ruleId: rule.id,
  }));
  const country = (code: string) => (locale === 'fa' ? ruleCountry(code)?.fa : ruleCountry(code)?.en) ?? code;

  const move = (index: number, delta: number, button: HTMLElement) => {
    const ids = moveInOrder(
      rules.map((r) => r.id),
      index,
      delta,
    );
    const id = rules[index]!.id;
    const onSuccess = (saved: { message: string }) => {
      toasts.onSuccess(saved);
      highlight.show([id]);
    };
    order.mutate({ domainId, ids }, { ...toasts, onSuccess });
    // the focus follows the rule to its new row
    const dir = delta < 0 ? 'up' : 'down';
    requestAnimationFrame(() => {
      const next =
        document.querySelector<HTMLElement>(`[data-rule="${id}"][data-move="${dir}"]:not([disabled])`) ??
        button.closest('tr')?.querySelector<HTMLElement>('button:not([disabled])');
      next?.focus();
    });
  };

  return (
    <RuleTable
      label={t('cdn.firewall.rules')}
      rows={rules}
      emptyText={t('cdn.firewall.empty')}
      columns={[
        { key: 'priority', header: t('cdn.firewall.priority'), cell: (rule) => rule.priority },
        { key: 'path', header: t('cdn.firewall.path'), cell: (rule) => <bdi dir="ltr">{rule.path}</bdi> },
        {
          key: 'action',
          header: t('cdn.firewall.action'),
          cell: (rule) => t(`cdn.firewall.action.${rule.action}`),
        },
        {
          key: 'countries',
          header: t('cdn.firewall.countries'),
          cell: (rule) =>
            rule.countries.length
              ? rule.countries.map(country).join(intl.formatMessage({ id: 'cdn.firewall.listSeparator' }))
              : '—',
        },
        {
          key: 'ips',
          header: t('cdn.firewall.ips'),
          cell: (rule) =>
            rule.ips.length ? (
              <Text as="span" display="inline-flex" flexDirection="column">
                {rule.ips.map((ip) => (
                  <bdi key={ip} dir="ltr">
                    {ip}
                  </bdi>
                ))}
              </Text>
            ) : (
              '—'
            ),
        },
      ]}
      actionsHeader={t('cdn.firewall.actions')}
      actions={(rule) => {
        const index = rules.indexOf(rule);
        // up (earlier, a smaller priority) unless first, down unless last
        const moves = [
          { step: -1, key: 'up', arrow: '↑', label: 'cdn.firewall.moveUp', end: index === 0 },
          {
            step: 1,
            key: 'down',
            arrow: '↓',
            label: 'cdn.firewall.moveDown',
            end: index === rules.length - 1,
          },
        ] as const;
        return (
          <>
            {moves.map((m) => (
              <IconButton
                key={m.key}
                size="xs"
                variant="outline"
                data-rule={rule.id}
                data-move={m.key}
                aria-label={t(m.label, { priority: rule.priority })}
                disabled={m.end || order.isPending}
                onClick={(e) => move(index, m.step, e.currentTarget)}
              >
                {m.arrow}
              </IconButton>
            ))}
          </>
        );
      }}
      highlighted={highlight.ids}
      deleteLabel={(rule) => t('cdn.firewall.delete', { priority: rule.priority })}
      remove={remove}
      confirm={{
        title: t('cdn.firewall.deleteTitle'),
        label: t('cdn.firewall.deleteConfirm'),
        body: (rule) =>
          t('cdn.firewall.deleteBody', {
            priority: rule.priority,
            path: (
              <bdi key="p" dir="ltr">
                {rule.path}
              </bdi>
            ),
          }),
      }}
    />
  );
}
