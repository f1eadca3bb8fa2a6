import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '@portal/shared-sdk';
import { type Domain } from '@portal/api-cdn';
import { Button, DateText, QueryView, Skeleton, Stack, Text, useParcelProps } from '@portal/shared-ui';
import { useDomainUsageQuery } from '../../data/domains/domain-usage-query';
import { Panel } from '../../components/Panel';
import { TrafficMeter } from '../../components/TrafficMeter';
import { domainPath } from '../DomainPage/domainSections';

export interface UsagePanelProps {
  domain: Domain;
}

/** The domain's plan (with a way to change it), and its traffic of the plan's limit and requests this month. */
export function UsagePanel({ domain }: UsagePanelProps) {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  const usage = useDomainUsageQuery(domain.id);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Panel
      title={t('cdn.domain.overview.usage')}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={domainPath(basePath, domain, 'plans')}>
            {t('cdn.domain.overview.changePlan')}
          </RouterLink>
        </Button>
      }
    >
      <Text>
        {t('cdn.domain.overview.plan')}: <Text as="strong">{domain.plan.title}</Text>
      </Text>
      <QueryView query={usage} loading={<Skeleton height="12" variant="shine" />}>
        {(figures) => (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('cdn.domain.overview.since')} <DateText value={figures.period.from} />
            </Text>
            <Text fontWeight="medium">{t('cdn.domain.overview.traffic')}</Text>
            <TrafficMeter used={figures.traffic} limitGb={figures.traffic_limit} bar />
            <Text>
              {t('cdn.domain.overview.requests')}: <Text as="strong">{formatNumber(figures.requests)}</Text>
            </Text>
          </Stack>
        )}
      </QueryView>
    </Panel>
  );
}
