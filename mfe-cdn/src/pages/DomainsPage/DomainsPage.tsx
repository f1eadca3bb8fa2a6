import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { filterDomains, type Domain } from '@portal/api-cdn';
import {
  Button,
  DataTable,
  DateText,
  EmptyState,
  Flex,
  Heading,
  RowLink,
  TablePagination,
  clampPage,
  pageRows,
  useParcelProps,
  useQueryTableState,
  type DataTableColumn,
} from '@portal/shared-ui';
import { useDomainsQuery } from '../../data/domains/domains-query';
import { DomainStatusBadge } from '../../components/DomainStatusBadge';
import { TrafficMeter } from '../../components/TrafficMeter';
import { domainPath } from '../DomainPage/domainSections';
import { DomainsToolbar } from './DomainsToolbar';
import { readDomainListQuery, writeDomainListQuery, type DomainListQuery } from './domainListQuery';

// the wizard is needed only once asked for
const AddDomainDialog = lazy(() =>
  import('../../dialogs/AddDomain/AddDomainDialog').then((m) => ({ default: m.AddDomainDialog })),
);

/**
 * /cdn: the domain list. Search by name and filter by status, page and page size, all kept in the
 * address; a status explains itself on hover and focus; traffic is shown of the plan's limit. A row
 * opens /cdn/{domain_name}/{domain_id}; "Add domain" opens the wizard.
 */
export function DomainsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const [params, setParams] = useSearchParams();
  const query = readDomainListQuery(params);
  const table = useQueryTableState(useDomainsQuery(), 'cdn.domains.loadFailed');
  const [adding, setAdding] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const filtered = filterDomains(table.rows ?? [], query);
  const page = clampPage(query.page, filtered.length, query.size);
  const show = (next: Partial<DomainListQuery>, replace = false) =>
    setParams(writeDomainListQuery({ ...query, ...next }), { replace });

  const columns: DataTableColumn<Domain>[] = [
    {
      key: 'name',
      header: t('cdn.domains.column.name'),
      cell: (d) => (
        <RowLink to={domainPath(basePath, d)}>
          <bdi dir="ltr">{d.name}</bdi>
        </RowLink>
      ),
    },
    { key: 'status', header: t('cdn.domains.column.status'), cell: (d) => <DomainStatusBadge domain={d} /> },
    {
      key: 'plan',
      header: t('cdn.domains.column.plan'),
      cell: (d) => <bdi>{d.plan.title}</bdi>,
      visibleFrom: 'md',
    },
    {
      key: 'traffic',
      header: t('cdn.domains.column.traffic'),
      cell: (d) => <TrafficMeter used={d.consumable_traffic} limitGb={d.plan.max_traffic_proxy} />,
      visibleFrom: 'md',
    },
    // the domain list's dates read YYYY/MM/DD
    {
      key: 'added',
      header: t('cdn.domains.column.added'),
      cell: (d) => <DateText value={d.added_at} pattern="YYYY/MM/DD" />,
      visibleFrom: 'lg',
    },
  ];

  const addButton = (
    <Button colorPalette="brand" onClick={() => setAdding(true)}>
      {t('cdn.domains.add')}
    </Button>
  );
  const none = !table.loading && !table.error && (table.rows ?? []).length === 0;

  return (
    <section aria-labelledby="cdn-domains-title">
      <Flex align="center" gap="3" mb="3" wrap="wrap">
        <Heading as="h2" size="md" id="cdn-domains-title" flex="1">
          {t('cdn.domains')}
        </Heading>
        {!none && addButton}
      </Flex>
      {none ? (
        <EmptyState
          title={t('cdn.domains.empty')}
          description={t('cdn.domains.emptyHint')}
          action={addButton}
        />
      ) : (
        <>
          <DomainsToolbar
            search={query.search}
            status={query.status}
            onSearch={(search) => show({ search, page: 1 }, true)}
            onStatus={(status) => show({ status, page: 1 })}
          />
          <DataTable
            label={t('cdn.domains')}
            columns={columns}
            rows={pageRows(filtered, page, query.size)}
            getRowId={(d) => d.id}
            loading={table.loading}
            error={table.error}
            onRetry={table.onRetry}
            emptyText={t('cdn.domains.noMatch')}
            onRowClick={(d) => navigate(domainPath(basePath, d))}
            paginate={false}
          />
          {!table.loading && !table.error && filtered.length > 0 && (
            <TablePagination
              page={page}
              pageSize={query.size}
              total={filtered.length}
              onPageChange={(p) => show({ page: p })}
              onPageSizeChange={(size) => show({ size, page: 1 })}
            />
          )}
        </>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddDomainDialog open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </section>
  );
}
