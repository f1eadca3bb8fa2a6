import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { InvoiceSummary } from '@portal/shared-sdk';
import {
  Badge,
  DataTable,
  DateText,
  Price,
  useParcelProps,
  useQueryTableState,
  type DataTableColumn,
} from '@portal/shared-ui';
import { useInvoicesQuery } from '../../data/invoices/invoices-query';

/** /financial/closed-payments: the issued invoices; a row opens its detail. */
export function ClosedPaymentsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const table = useQueryTableState(useInvoicesQuery(), 'billing.loadFailed');
  const columns: DataTableColumn<InvoiceSummary>[] = [
    {
      key: 'number',
      header: intl.formatMessage({ id: 'billing.invoices.number' }),
      cell: (i) => <bdi>{i.number}</bdi>,
    },
    {
      key: 'period',
      header: intl.formatMessage({ id: 'billing.invoices.period' }),
      cell: (i) => (
        <>
          <DateText value={i.started_at} />
          {' – '}
          <DateText value={i.finished_at} />
        </>
      ),
      visibleFrom: 'md',
    },
    {
      key: 'issued',
      header: intl.formatMessage({ id: 'billing.invoices.issuedAt' }),
      cell: (i) => <DateText value={i.issued_at} />,
      visibleFrom: 'lg',
    },
    {
      key: 'vat',
      header: intl.formatMessage({ id: 'billing.invoices.vat' }),
      cell: (i) => <Price rials={i._final_vat} />,
      visibleFrom: 'lg',
    },
    {
      key: 'total',
      header: intl.formatMessage({ id: 'billing.invoices.total' }),
      cell: (i) => <Price rials={i._final_price_included_vat} />,
    },
    {
      key: 'status',
      header: intl.formatMessage({ id: 'billing.invoices.status' }),
      cell: (i) => (
        <Badge colorPalette={i.status === 'paid' ? 'green' : 'orange'}>
          {intl.formatMessage({ id: `billing.invoices.status.${i.status}` })}
        </Badge>
      ),
    },
  ];
  return (
    <DataTable
      label={intl.formatMessage({ id: 'billing.closedPayments' })}
      columns={columns}
      {...table}
      getRowId={(i) => i.id}
      emptyText={intl.formatMessage({ id: 'billing.invoices.empty' })}
      onRowClick={(i) => navigate(`${basePath}/closed-payments/${i.id}`)}
    />
  );
}
