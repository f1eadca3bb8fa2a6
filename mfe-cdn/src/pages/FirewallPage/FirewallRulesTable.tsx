import { useIntl } from 'react-intl';
import { moveInOrder, ruleCountry, type CdnFirewallRule } from '@portal/shared-sdk';
import { ConfirmDialog, EmptyState, HStack, IconButton, Table, Text, usePortalLocale } from '@portal/shared-ui';
import { useFirewallOrderMutation } from '../../data/firewall/firewall-order-mutation';
import { useFirewallRuleDeleteMutation } from '../../data/firewall/firewall-rule-delete-mutation';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { useResultToasts } from '../../components/useResultToasts';

export interface FirewallRulesTableProps {
  domainId: number;
  rules: readonly CdnFirewallRule[];
}

/**
 * The rules in the order they are checked: each moves up or down with its buttons (a keyboard
 * reaches them with Tab, and the moved rule keeps the focus), and is deleted after a confirmation.
 */
export function FirewallRulesTable({ domainId, rules }: FirewallRulesTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const { locale } = usePortalLocale();
  const toasts = useResultToasts();
  const order = useFirewallOrderMutation();
  const remove = useConfirmedDelete(useFirewallRuleDeleteMutation(), (rule: CdnFirewallRule) => ({ domainId, ruleId: rule.id }));
  const country = (code: string) => (locale === 'fa' ? ruleCountry(code)?.fa : ruleCountry(code)?.en) ?? code;

  if (rules.length === 0) return <EmptyState title={t('cdn.firewall.empty')} />;

  const move = (index: number, delta: number, button: HTMLElement) => {
    const ids = moveInOrder(
      rules.map((r) => r.id),
      index,
      delta,
    );
    order.mutate({ domainId, ids }, toasts);
    // the focus follows the rule to its new row
    const id = rules[index]!.id;
    const dir = delta < 0 ? 'up' : 'down';
    requestAnimationFrame(() => {
      const next = document.querySelector<HTMLElement>(`[data-rule="${id}"][data-move="${dir}"]:not([disabled])`) ?? button.closest('tr')?.querySelector<HTMLElement>('button:not([disabled])');
      next?.focus();
    });
  };

  return (
    <>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={t('cdn.firewall.rules')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('cdn.firewall.priority')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cdn.firewall.path')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cdn.firewall.action')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cdn.firewall.countries')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cdn.firewall.ips')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cdn.firewall.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rules.map((rule, index) => (
              <Table.Row key={rule.id}>
                <Table.Cell>{rule.priority}</Table.Cell>
                <Table.Cell>
                  <bdi dir="ltr">{rule.path}</bdi>
                </Table.Cell>
                <Table.Cell>{t(`cdn.firewall.action.${rule.action}`)}</Table.Cell>
                <Table.Cell>{rule.countries.length ? rule.countries.map(country).join(intl.formatMessage({ id: 'cdn.firewall.listSeparator' })) : '—'}</Table.Cell>
                <Table.Cell>
                  {rule.ips.length ? (
                    <Text as="span" display="inline-flex" flexDirection="column">
                      {rule.ips.map((ip) => (
                        <bdi key={ip} dir="ltr">
                          {ip}
                        </bdi>
                      ))}
                    </Text>
                  ) : (
                    '—'
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <IconButton
                      size="xs"
                      variant="outline"
                      data-rule={rule.id}
                      data-move="up"
                      aria-label={t('cdn.firewall.moveUp', { priority: rule.priority })}
                      disabled={index === 0 || order.isPending}
                      onClick={(e) => move(index, -1, e.currentTarget)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="outline"
                      data-rule={rule.id}
                      data-move="down"
                      aria-label={t('cdn.firewall.moveDown', { priority: rule.priority })}
                      disabled={index === rules.length - 1 || order.isPending}
                      onClick={(e) => move(index, 1, e.currentTarget)}
                    >
                      ↓
                    </IconButton>
                    <IconButton size="xs" variant="outline" colorPalette="red" aria-label={t('cdn.firewall.delete', { priority: rule.priority })} onClick={() => remove.ask(rule)}>
                      ✕
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConfirmDialog
        {...remove.dialog}
        danger
        title={t('cdn.firewall.deleteTitle')}
        confirmLabel={t('cdn.firewall.deleteConfirm')}
      >
        {remove.target && t('cdn.firewall.deleteBody', { priority: remove.target.priority, path: <bdi key="p" dir="ltr">{remove.target.path}</bdi> })}
      </ConfirmDialog>
    </>
  );
}
