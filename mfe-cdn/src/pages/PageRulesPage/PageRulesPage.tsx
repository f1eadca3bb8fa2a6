import { useIntl } from 'react-intl';
import { limitsFromCaps, planLimitReached, type PageRule } from '@portal/shared-sdk';
import { ConfirmDialog, EmptyState, IconButton, QueryView, Stack, Table, Text } from '@portal/shared-ui';
import { usePageRuleDeleteMutation } from '../../data/pageRules/page-rule-delete-mutation';
import { usePageRulesQuery } from '../../data/pageRules/page-rules-query';
import { Panel } from '../../components/Panel';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { useResultToasts } from '../../components/useResultToasts';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { DomainPlanGate } from '../DomainPage/DomainPlanGate';
import { PageRuleForm } from './PageRuleForm';
import { PageRuleSettingsList } from './PageRuleSettingsList';

/** /cdn/{domain}/{id}/page-rules: paths with their settings by priority; a setting deleted by its name; a rule deleted after a confirmation; the plan's maximum. */
export function PageRulesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const domain = useCurrentDomain();
  const query = usePageRulesQuery(domain.id);
  const mutation = usePageRuleDeleteMutation();
  const toasts = useResultToasts();
  const remove = useConfirmedDelete(mutation, (rule: PageRule) => ({ domainId: domain.id, ruleId: rule.id }));
  const deleteSetting = (ruleId: number, setting: string) => mutation.mutate({ domainId: domain.id, ruleId, setting }, toasts);
  return (
    <QueryView query={query}>
      {({ rules, max_rules }) => (
        <Stack gap="4">
          <Panel
            title={t('cdn.pageRules.title')}
            actions={
              <Text fontSize="sm" color="fg.muted">
                {t('cdn.pageRules.count', { count: rules.length, max: max_rules })}
              </Text>
            }
          >
            {rules.length === 0 ? (
              <EmptyState title={t('cdn.pageRules.empty')} />
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label={t('cdn.pageRules.title')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('cdn.pageRules.priority')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('cdn.pageRules.path')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('cdn.pageRules.settings')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('cdn.pageRules.actions')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rules.map((r) => (
                      <Table.Row key={r.id}>
                        <Table.Cell>{r.priority}</Table.Cell>
                        <Table.Cell>
                          <bdi dir="ltr">{r.path}</bdi>
                        </Table.Cell>
                        <Table.Cell>
                          <PageRuleSettingsList rule={r} onDelete={(name) => deleteSetting(r.id, name)} />
                        </Table.Cell>
                        <Table.Cell>
                          <IconButton size="xs" variant="outline" colorPalette="red" aria-label={t('cdn.pageRules.delete', { path: r.path })} onClick={() => remove.ask(r)}>
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
          <Panel title={t('cdn.pageRules.add')}>
            <DomainPlanGate allowed={!planLimitReached(limitsFromCaps({ pageRules: max_rules }), 'pageRules', rules.length)}>
              <PageRuleForm domain={domain} nextPriority={Math.max(0, ...rules.map((r) => r.priority)) + 1} />
            </DomainPlanGate>
          </Panel>
          <ConfirmDialog
            {...remove.dialog}
            danger
            title={t('cdn.pageRules.deleteTitle')}
            confirmLabel={t('cdn.pageRules.deleteConfirm')}
          >
            {remove.target && t('cdn.pageRules.deleteBody', { path: <bdi key="p" dir="ltr">{remove.target.path}</bdi> })}
          </ConfirmDialog>
        </Stack>
      )}
    </QueryView>
  );
}
