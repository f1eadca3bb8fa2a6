import { useIntl } from 'react-intl';
import { limitsFromCaps, planLimitReached, type RateLimitRoute } from '@portal/api-cdn';
import { QueryView, Stack, Text, useJustAdded } from '@portal/shared-ui';
import { useRateLimitDeleteMutation } from '../../data/rateLimit/rate-limit-delete-mutation';
import { useRateLimitQuery } from '../../data/rateLimit/rate-limit-query';
import { Panel } from '../../components/Panel';
import { RuleTable } from '../../components/RuleTable';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { DomainPlanGate } from '../DomainPage/DomainPlanGate';
import { RateLimitForm } from './RateLimitForm';

/** /cdn/{domain}/{id}/rate-limit: routes with requests per period and the action past it; a new one within the plan's cap; delete after a confirmation. */
export function RateLimitPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const domain = useCurrentDomain();
  const query = useRateLimitQuery(domain.id);
  const highlight = useJustAdded();
  const remove = useConfirmedDelete(useRateLimitDeleteMutation(), (route: RateLimitRoute) => ({
    domainId: domain.id,
    routeId: route.id,
  }));
  return (
    <QueryView query={query}>
      {({ routes, max_routes }) => (
        <Stack gap="4">
          <Panel
            title={t('cdn.rateLimit.title')}
            actions={
              <Text fontSize="sm" color="fg.muted">
                {t('cdn.rateLimit.count', { count: routes.length, max: max_routes })}
              </Text>
            }
          >
            <RuleTable
              label={t('cdn.rateLimit.title')}
              rows={routes}
              emptyText={t('cdn.rateLimit.empty')}
              columns={[
                { key: 'path', header: t('cdn.rateLimit.path'), cell: (r) => <bdi dir="ltr">{r.path}</bdi> },
                {
                  key: 'limit',
                  header: t('cdn.rateLimit.limit'),
                  cell: (r) =>
                    t('cdn.rateLimit.perPeriod', {
                      requests: r.requests,
                      period: t(`cdn.rateLimit.period.${r.period}`),
                    }),
                },
                {
                  key: 'action',
                  header: t('cdn.rateLimit.action'),
                  cell: (r) => t(`cdn.rateLimit.action.${r.action}`),
                },
              ]}
              actionsHeader={t('cdn.rateLimit.actions')}
              highlighted={highlight.ids}
              deleteLabel={(r) => t('cdn.rateLimit.delete', { path: r.path })}
              remove={remove}
              confirm={{
                title: t('cdn.rateLimit.deleteTitle'),
                label: t('cdn.rateLimit.deleteConfirm'),
                body: (r) =>
                  t('cdn.rateLimit.deleteBody', {
                    path: (
                      <bdi key="p" dir="ltr">
                        {r.path}
                      </bdi>
                    ),
                  }),
              }}
            />
          </Panel>
          <Panel title={t('cdn.rateLimit.add')}>
            <DomainPlanGate
              allowed={
                !planLimitReached(
                  limitsFromCaps({ rateLimitRoutes: max_routes }),
                  'rateLimitRoutes',
                  routes.length,
                )
              }
            >
              <RateLimitForm domain={domain} onAdded={(route) => highlight.show([route.id])} />
            </DomainPlanGate>
          </Panel>
        </Stack>
      )}
    </QueryView>
  );
}
