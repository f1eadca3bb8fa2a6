import { useState } from 'react';
import { useIntl } from 'react-intl';
import { reportCountryName, type CdnAttack, type CdnReport } from '@portal/api-cdn';
import {
  Box,
  DateText,
  ServerPagedTable,
  Text,
  useApiErrorMessage,
  usePortalLocale,
  type DataTableColumn,
  type PageSize,
} from '@portal/shared-ui';
import { Panel } from '../../components/Panel';
import { useAttackListQuery } from '../../data/reports/attack-list-query';
import { useCurrentDomain } from '../DomainPage/currentDomain';

/** The provider serves at most 100 attacks per page, so "all" is not offered. */
const ATTACK_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The period's attacks one by one, newest first: when, which type, from which address and
 * country, and the request it made (method, path and query, user agent on wide screens). The page
 * starts again at 1 when the period changes (the page keys this list by the report's range).
 */
export function AttackList({ report }: { report: CdnReport }) {
  const intl = useIntl();
  const { locale } = usePortalLocale();
  const errorMessage = useApiErrorMessage();
  const domain = useCurrentDomain();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<(typeof ATTACK_PAGE_SIZES)[number]>(10);
  const t = (id: string) => intl.formatMessage({ id });
  const list = useAttackListQuery(domain.id, {
    period: report.period,
    since: report.since,
    until: report.until,
    page,
    perPage: size,
  });
  const title = t('cdn.reports.attacks.list');
  const columns: DataTableColumn<CdnAttack>[] = [
    {
      key: 'time',
      header: t('cdn.reports.attacks.when'),
      cell: (a) => (
        <>
          <DateText value={a.timestamp} time />
          {/* on a phone the type goes under the time, so the attacker's address fits beside it */}
          <Text as="span" display={{ base: 'block', md: 'none' }} fontSize="xs" color="fg.muted">
            {t(`cdn.reports.attacks.${a.type}`)}
          </Text>
        </>
      ),
    },
    {
      key: 'type',
      header: t('cdn.reports.attacks.type'),
      visibleFrom: 'md',
      cell: (a) => t(`cdn.reports.attacks.${a.type}`),
    },
    {
      key: 'attacker',
      header: t('cdn.reports.attacks.attacker'),
      cell: (a) => (
        <>
          <bdi dir="ltr">{a.attacker_ip}</bdi>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {reportCountryName(a.attacker_country, locale)}
          </Text>
        </>
      ),
    },
    {
      key: 'request',
      header: t('cdn.reports.attacks.request'),
      visibleFrom: 'lg',
      cell: (a) => (
        // the request as sent, left to right and never interpreted; the whole of it in the title
        <Box
          dir="ltr"
          textAlign="start"
          fontFamily="mono"
          fontSize="xs"
          maxW={{ lg: '12rem', xl: '16rem' }}
          truncate
          title={`${a.method} ${a.uri}`}
        >
          <Text as="span" fontWeight="semibold" me="2">
            {a.method}
          </Text>
          {a.uri}
          <Text as="span" display={{ base: 'none', lg: 'block' }} color="fg.muted" truncate>
            {a.user_agent}
          </Text>
        </Box>
      ),
    },
  ];
  return (
    <Panel title={title}>
      <Box aria-busy={list.isFetching || undefined} data-testid="attack-list">
        <ServerPagedTable
          columns={columns}
          rows={list.data?.items}
          loading={list.isPending}
          error={list.isError ? errorMessage(list.error) : undefined}
          onRetry={() => void list.refetch()}
          getRowId={(a) => a.id}
          label={title}
          emptyText={t('cdn.reports.attacks.listEmpty')}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={size}
          sizes={ATTACK_PAGE_SIZES}
          onPageChange={setPage}
          onPageSizeChange={(next: PageSize) => {
            if (next === 'all') return;
            setSize(next);
            setPage(1);
          }}
        />
      </Box>
    </Panel>
  );
}
