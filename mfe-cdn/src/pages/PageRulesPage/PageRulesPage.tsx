import { useIntl } from 'react-intl';
import { limitsFromCaps, planLimitReached, type PageRule } from '@portal/api-cdn';
import { QueryView, Stack, Text, useJustAdded } from '@portal/shared-ui';
import { usePageRuleDeleteMutation } from '../../data/pageRules/page-rule-delete-mutation';
import { usePageRulesQuery } from '../../data/pageRules/page-rules-query';
import { Panel } from '../../components/Panel';
import { RuleTable } from '../../components/RuleTable';
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
  const highlight = useJustAdded();
  const mutation = usePageRuleDeleteMutation();
  const toasts = useResultToasts();
  const remove = useConfirmedDelete(mutation, (rule: PageRule) => ({ domainId: domain.id, ruleId: rule.id }));
  const deleteSetting = (ruleId: number, setting: string) =>
    mutation.mutate({ domainId: domain.id, ruleId, setting }, toasts);
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
            <RuleTable
              label={t('cdn.pageRules.title')}
              rows={rules}
              emptyText={t('cdn.pageRules.empty')}
              columns={[
                { key: 'priority', header: t('cdn.pageRules.priority'), cell: (r) => r.priority },
                { key: 'path', header: t('cdn.pageRules.path'), cell: (r) => <bdi dir="ltr">{r.path}</bdi> },
                {
                  key: 'settings',
                  header: t('cdn.pageRules.settings'),
                  cell: (r) => (
                    <PageRuleSettingsList rule={r} onDelete={(name) => deleteSetting(r.id, name)} />
                  ),
                },
              ]}
              actionsHeader={t('cdn.pageRules.actions')}
              highlighted={highlight.ids}
              deleteLabel={(r) => t('cdn.pageRules.delete', { path: r.path })}
              remove={remove}
              confirm={{
                title: t('cdn.pageRules.deleteTitle'),
                label: t('cdn.pageRules.deleteConfirm'),
                body: (r) =>
                  t('cdn.pageRules.deleteBody', {
                    path: (
                      <bdi key="p" dir="ltr">
                        {r.path}
                      </bdi>
                    ),
                  }),
              }}
            />
          </Panel>
          <Panel title={t('cdn.pageRules.add')}>
            <DomainPlanGate
              allowed={!planLimitReached(limitsFromCaps({ pageRules: max_rules }), 'pageRules', rules.length)}
            >
              <PageRuleForm
                domain={domain}
                nextPriority={Math.max(0, ...rules.map((r) => r.priority)) + 1}
                onAdded={(rule) => highlight.show([rule.id])}
              />
            </DomainPlanGate>
          </Panel>
        </Stack>
      )}
    </QueryView>
  );
}
