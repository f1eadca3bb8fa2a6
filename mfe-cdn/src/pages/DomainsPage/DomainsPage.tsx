import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Domain } from '@portal/shared-sdk';
import {
  DataTable,
  DateText,
  Heading,
  RowLink,
  StatusBadge,
  useParcelProps,
  useQueryTableState,
  type DataTableColumn,
} from '@portal/shared-ui';
import { useDomainsQuery } from '../../data/domains/domains-query';

/** /cdn: the domain list (SPEC §2); a row opens /cdn/{domain_name}/{domain_id}. */
export function DomainsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  // a failed domain list shows the server's message
  const table = useQueryTableState(useDomainsQuery(), 'cdn.domains.loadFailed');
  const pathOf = (d: Domain) => `${basePath}/${encodeURIComponent(d.name)}/${d.id}`;
  const title = intl.formatMessage({ id: 'cdn.domains' });

  const columns: DataTableColumn<Domain>[] = [
    {
      key: 'name',
      header: intl.formatMessage({ id: 'cdn.domains.column.name' }),
      cell: (d) => <RowLink to={pathOf(d)}>{d.name}</RowLink>,
    },
    {
      key: 'status',
      header: intl.formatMessage({ id: 'cdn.domains.column.status' }),
      cell: (d) => <StatusBadge kind="domain" status={d.status} />,
    },
    {
      key: 'plan',
      header: intl.formatMessage({ id: 'cdn.domains.column.plan' }),
      cell: (d) => <bdi>{d.plan.title}</bdi>,
      visibleFrom: 'md',
    },
    {
      key: 'added',
      header: intl.formatMessage({ id: 'cdn.domains.column.added' }),
      // SPEC §9: the domain list's dates read YYYY/MM/DD
      cell: (d) => <DateText value={d.added_at} pattern="YYYY/MM/DD" />,
      visibleFrom: 'md',
    },
  ];

  return (
    <section aria-labelledby="cdn-domains-title">
      <Heading as="h2" size="md" mb="3" id="cdn-domains-title">
        {title}
      </Heading>
      <DataTable
        label={title}
        columns={columns}
        rows={table.rows}
        getRowId={(d) => d.id}
        loading={table.loading}
        error={table.error}
        onRetry={table.onRetry}
        emptyText={intl.formatMessage({ id: 'cdn.domains.empty' })}
        onRowClick={(d) => navigate(pathOf(d))}
      />
    </section>
  );
}
