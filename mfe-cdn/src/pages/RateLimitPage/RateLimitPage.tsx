import { useIntl } from 'react-intl';
import { limitsFromCaps, planLimitReached, type RateLimitRoute } from '@portal/shared-sdk';
import { ConfirmDialog, EmptyState, IconButton, QueryView, Stack, Table, Text } from '@portal/shared-ui';
import { useRateLimitDeleteMutation } from '../../data/rateLimit/rate-limit-delete-mutation';
import { useRateLimitQuery } from '../../data/rateLimit/rate-limit-query';
import { Panel } from '../../components/Panel';
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
  const remove = useConfirmedDelete(useRateLimitDeleteMutation(), (route: RateLimitRoute) => ({ domainId: domain.id, routeId: route.id }));
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
            {routes.length === 0 ? (
              <EmptyState title={t('cdn.rateLimit.empty')} />
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label={t('cdn.rateLimit.title')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('cdn.rateLimit.path')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('cdn.rateLimit.limit')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('cdn.rateLimit.action')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('cdn.rateLimit.actions')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {routes.map((r) => (
                      <Table.Row key={r.id}>
                        <Table.Cell>
                          <bdi dir="ltr">{r.path}</bdi>
                        </Table.Cell>
                        <Table.Cell>{t('cdn.rateLimit.perPeriod', { requests: r.requests, period: t(`cdn.rateLimit.period.${r.period}`) })}</Table.Cell>
                        <Table.Cell>{t(`cdn.rateLimit.action.${r.action}`)}</Table.Cell>
                        <Table.Cell>
                          <IconButton size="xs" variant="outline" colorPalette="red" aria-label={t('cdn.rateLimit.delete', { path: r.path })} onClick={() => remove.ask(r)}>
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
          <Panel title={t('cdn.rateLimit.add')}>
            <DomainPlanGate allowed={!planLimitReached(limitsFromCaps({ rateLimitRoutes: max_routes }), 'rateLimitRoutes', routes.length)}>
              <RateLimitForm domain={domain} />
            </DomainPlanGate>
          </Panel>
          <ConfirmDialog
            {...remove.dialog}
            danger
            title={t('cdn.rateLimit.deleteTitle')}
            confirmLabel={t('cdn.rateLimit.deleteConfirm')}
          >
            {remove.target && t('cdn.rateLimit.deleteBody', { path: <bdi key="p" dir="ltr">{remove.target.path}</bdi> })}
          </ConfirmDialog>
        </Stack>
      )}
    </QueryView>
  );
}
