import { useIntl } from 'react-intl';
import { formatPortRange, type FirewallRule } from '@portal/shared-sdk';
import { Box, Button, JustAddedMark, NOTHING_ADDED, Table, Text } from '@portal/shared-ui';

/** A column shown from tablets up. */
const wide = { base: 'none', md: 'table-cell' } as const;

export interface RulesTableProps {
  /** the group's name, for the table's accessible name */
  groupName: string;
  rules: readonly FirewallRule[];
  onDelete: (rule: FirewallRule) => void;
  /** the rules just added, marked for the JustAddedRows around the table */
  added?: ReadonlySet<number>;
}

/** A rule in words, for its delete button and confirmation: "Inbound TCP 22 from 0.0.0.0/0". */
export function useRuleSummary() {
  const intl = useIntl();
  return (rule: FirewallRule) =>
    intl.formatMessage(
      { id: rule.direction === 'egress' ? 'cloud.firewall.summary.out' : 'cloud.firewall.summary.in' },
      {
        protocol: intl.formatMessage({ id: `cloud.firewall.protocol.${rule.protocol}` }),
        port: formatPortRange(rule) ?? intl.formatMessage({ id: 'cloud.firewall.allPorts' }),
        cidr: rule.remote_ip,
      },
    );
}

/**
 * A group's rules: direction, protocol, port or range, addresses, description; each can be deleted.
 * On a phone the protocol and port go under the direction, so the addresses and the delete button
 * stay on screen without scrolling the table sideways.
 */
export function RulesTable({ groupName, rules, onDelete, added = NOTHING_ADDED }: RulesTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const summary = useRuleSummary();
  if (rules.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('cloud.firewall.noRules')}
      </Text>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root
        size="sm"
        aria-label={intl.formatMessage({ id: 'cloud.firewall.rulesOf' }, { name: groupName })}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Box as="span" display={{ base: 'inline', md: 'none' }}>
                {t('cloud.firewall.column.rule')}
              </Box>
              <Box as="span" display={{ base: 'none', md: 'inline' }}>
                {t('cloud.firewall.column.direction')}
              </Box>
            </Table.ColumnHeader>
            <Table.ColumnHeader display={wide}>{t('cloud.firewall.column.protocol')}</Table.ColumnHeader>
            <Table.ColumnHeader display={wide}>{t('cloud.firewall.column.port')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('cloud.firewall.column.addresses')}</Table.ColumnHeader>
            <Table.ColumnHeader display={wide}>{t('cloud.firewall.column.description')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('cloud.firewall.column.action')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rules.map((rule) => (
            <Table.Row key={rule.id}>
              <Table.Cell>
                <JustAddedMark added={added.has(rule.id)}>
                  {t(`cloud.firewall.direction.${rule.direction}`)}
                </JustAddedMark>
                <Box
                  display={{ base: 'block', md: 'none' }}
                  fontSize="xs"
                  color="fg.muted"
                  whiteSpace="nowrap"
                >
                  <bdi dir="ltr">
                    {[t(`cloud.firewall.protocol.${rule.protocol}`), formatPortRange(rule)]
                      .filter(Boolean)
                      .join(' ')}
                  </bdi>
                </Box>
              </Table.Cell>
              <Table.Cell display={wide}>{t(`cloud.firewall.protocol.${rule.protocol}`)}</Table.Cell>
              <Table.Cell display={wide}>
                <bdi dir="ltr">{formatPortRange(rule) ?? t('cloud.firewall.allPorts')}</bdi>
              </Table.Cell>
              <Table.Cell>
                <bdi dir="ltr">{rule.remote_ip}</bdi>
              </Table.Cell>
              <Table.Cell display={wide} color="fg.muted">
                {rule.description ? <bdi>{rule.description}</bdi> : '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onDelete(rule)}
                  aria-label={intl.formatMessage(
                    { id: 'cloud.firewall.deleteRuleOf' },
                    { rule: summary(rule) },
                  )}
                >
                  {t('cloud.firewall.delete')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
