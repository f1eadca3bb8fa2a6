import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Ticket } from '@portal/api-support';
import {
  DataTable,
  DateText,
  RowLink,
  StatusBadge,
  useParcelProps,
  type DataTableColumn,
} from '@portal/shared-ui';

export interface TicketsTableProps {
  tickets: Ticket[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  label: string;
}

/** The ticket list: #, subject, send date, department (and the state); rows open the ticket. */
export function TicketsTable({ tickets, loading, error, onRetry, label }: TicketsTableProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const pathOf = (t: Ticket) => `${basePath}/tickets/${t.id}`;
  const columns: DataTableColumn<Ticket>[] = [
    { key: 'id', header: '#', width: '5rem', cell: (t) => <bdi>{t.id}</bdi> },
    {
      key: 'subject',
      header: intl.formatMessage({ id: 'support.column.subject' }),
      cell: (t) => <RowLink to={pathOf(t)}>{t.subject}</RowLink>,
    },
    {
      key: 'date',
      header: intl.formatMessage({ id: 'support.column.sendDate' }),
      cell: (t) => <DateText value={t.created_at} time />,
    },
    {
      key: 'department',
      header: intl.formatMessage({ id: 'support.column.department' }),
      cell: (t) => t.department_name,
    },
    {
      key: 'state',
      header: intl.formatMessage({ id: 'support.column.state' }),
      visibleFrom: 'md',
      cell: (t) => <StatusBadge kind="ticket" status={t.status === 'closed' ? 'closed' : t.status_summery} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={tickets}
      getRowId={(t) => t.id}
      label={label}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={intl.formatMessage({ id: 'support.tickets.empty' })}
      onRowClick={(t) => navigate(pathOf(t))}
    />
  );
}
