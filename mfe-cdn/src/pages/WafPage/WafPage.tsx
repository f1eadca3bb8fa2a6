import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { WafCustomRule } from '@portal/shared-sdk';
import { Badge, Box, ConfirmDialog, EmptyState, IconButton, QueryView, Stack, Table, Text } from '@portal/shared-ui';
import { wafKeys } from '../../data/waf/keys';
import { useWafQuery } from '../../data/waf/waf-query';
import { useWafRuleDeleteMutation } from '../../data/waf/waf-rule-delete-mutation';
import { Panel } from '../../components/Panel';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { WafLayersPanel } from './WafLayersPanel';
import { WafModePanel } from './WafModePanel';
import { WafRuleForm } from './WafRuleForm';

/** /cdn/{domain}/{id}/waf: the mode (debug counting down), layers of rule groups and rules switched, the disabled rules, custom rules by path. */
export function WafPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const domain = useCurrentDomain();
  const query = useWafQuery(domain.id);
  const queryClient = useQueryClient();
  const remove = useConfirmedDelete(useWafRuleDeleteMutation(), (rule: WafCustomRule) => ({ domainId: domain.id, ruleId: rule.id }));
  return (
    <QueryView query={query}>
      {({ waf, layers, disabled, rules }) => (
        <Stack gap="4">
          <WafModePanel
            domainId={domain.id}
            waf={waf}
            countedAt={query.dataUpdatedAt}
            onDebugEnd={() => void queryClient.invalidateQueries({ queryKey: wafKeys.detail(domain.id) })}
          />
          <WafLayersPanel domainId={domain.id} layers={layers} />
          <Panel title={t('cdn.waf.disabled')}>
            {disabled.length === 0 ? (
              <Text color="fg.muted">{t('cdn.waf.disabledEmpty')}</Text>
            ) : (
              <Box as="ul" aria-label={t('cdn.waf.disabled')} ps="5" listStyleType="disc">
                {disabled.map((r) => (
                  <Box as="li" key={r.id}>
                    <bdi dir="ltr">{r.id}</bdi> {r.name}
                  </Box>
                ))}
              </Box>
            )}
          </Panel>
          <Panel title={t('cdn.waf.rules')}>
            {rules.length === 0 ? (
              <EmptyState title={t('cdn.waf.rulesEmpty')} />
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label={t('cdn.waf.rules')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('cdn.waf.path')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('cdn.waf.action')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('cdn.waf.lasts')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('cdn.waf.actions')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rules.map((r) => (
                      <Table.Row key={r.id}>
                        <Table.Cell>
                          <bdi dir="ltr">{r.path}</bdi>
                        </Table.Cell>
                        <Table.Cell>{t(`cdn.waf.action.${r.action}`)}</Table.Cell>
                        <Table.Cell>
                          {r.expires_at === null ? t('cdn.waf.lasts.always') : <Badge colorPalette="orange">{t('cdn.waf.lasts.debug')}</Badge>}
                        </Table.Cell>
                        <Table.Cell>
                          <IconButton size="xs" variant="outline" colorPalette="red" aria-label={t('cdn.waf.deleteRule', { path: r.path })} onClick={() => remove.ask(r)}>
                            ✕
                          </IconButton>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Panel>
          <Panel title={t('cdn.waf.addRule')}>
            <WafRuleForm domain={domain} debugging={waf.mode === 'debug'} />
          </Panel>
          <ConfirmDialog
            {...remove.dialog}
            danger
            title={t('cdn.waf.deleteTitle')}
            confirmLabel={t('cdn.waf.deleteConfirm')}
          >
            {remove.target && t('cdn.waf.deleteBody', { path: <bdi key="p" dir="ltr">{remove.target.path}</bdi> })}
          </ConfirmDialog>
        </Stack>
      )}
    </QueryView>
  );
}
