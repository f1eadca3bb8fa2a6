import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { WafCustomRule } from '@portal/api-cdn';
import { Badge, Box, QueryView, Stack, Text, useJustAdded } from '@portal/shared-ui';
import { wafKeys } from '../../data/waf/keys';
import { useWafQuery } from '../../data/waf/waf-query';
import { useWafRuleDeleteMutation } from '../../data/waf/waf-rule-delete-mutation';
import { Panel } from '../../components/Panel';
import { RuleTable } from '../../components/RuleTable';
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
  const highlight = useJustAdded();
  const remove = useConfirmedDelete(useWafRuleDeleteMutation(), (rule: WafCustomRule) => ({
    domainId: domain.id,
    ruleId: rule.id,
  }));
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
            <RuleTable
              label={t('cdn.waf.rules')}
              rows={rules}
              emptyText={t('cdn.waf.rulesEmpty')}
              columns={[
                { key: 'path', header: t('cdn.waf.path'), cell: (r) => <bdi dir="ltr">{r.path}</bdi> },
                { key: 'action', header: t('cdn.waf.action'), cell: (r) => t(`cdn.waf.action.${r.action}`) },
                {
                  key: 'lasts',
                  header: t('cdn.waf.lasts'),
                  cell: (r) =>
                    r.expires_at === null ? (
                      t('cdn.waf.lasts.always')
                    ) : (
                      <Badge colorPalette="orange">{t('cdn.waf.lasts.debug')}</Badge>
                    ),
                },
              ]}
              actionsHeader={t('cdn.waf.actions')}
              highlighted={highlight.ids}
              deleteLabel={(r) => t('cdn.waf.deleteRule', { path: r.path })}
              remove={remove}
              confirm={{
                title: t('cdn.waf.deleteTitle'),
                label: t('cdn.waf.deleteConfirm'),
                body: (r) =>
                  t('cdn.waf.deleteBody', {
                    path: (
                      <bdi key="p" dir="ltr">
                        {r.path}
                      </bdi>
                    ),
                  }),
              }}
            />
          </Panel>
          <Panel title={t('cdn.waf.addRule')}>
            <WafRuleForm
              domain={domain}
              debugging={waf.mode === 'debug'}
              onAdded={(rule) => highlight.show([rule.id])}
            />
          </Panel>
        </Stack>
      )}
    </QueryView>
  );
}
