import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Server } from '@portal/shared-sdk';
import { DataTable, DateText, Link, RowLink, StatusBadge, Text, useParcelProps, type DataTableColumn } from '@portal/shared-ui';
import { percent, serverIp, serverPath } from './serverPaths';

export interface ServersTableProps {
  servers: Server[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  label: string;
}

/**
 * SPEC §2 server table (no column sortable): name, status and action on phones; IP from tablets;
 * usage, created at and DC/OS on large screens. Rows open the server.
 */
export function ServersTable({ servers, loading, error, onRetry, label }: ServersTableProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const pathOf = (s: Server) => serverPath(basePath, s);
  const nameOf = (s: Server) => s.display_name || s.name;
  const columns: DataTableColumn<Server>[] = [
    {
      key: 'name',
      header: intl.formatMessage({ id: 'cloud.servers.column.name' }),
      cell: (s) => <RowLink to={pathOf(s)}>{nameOf(s)}</RowLink>,
    },
    {
      key: 'ip',
      header: intl.formatMessage({ id: 'cloud.servers.column.ip' }),
      visibleFrom: 'md',
      cell: (s) => <bdi dir="ltr">{serverIp(s) ?? intl.formatMessage({ id: 'cloud.servers.noIp' })}</bdi>,
    },
    {
      key: 'usage',
      header: intl.formatMessage({ id: 'cloud.servers.column.usage' }),
      visibleFrom: 'lg',
      cell: (s) => (
        <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {intl.formatMessage(
            { id: 'cloud.servers.usage' },
            { cpu: percent(s.usage.cpu), ram: percent(s.usage.ram), disk: percent(s.usage.disk) },
          )}
        </Text>
      ),
    },
    {
      key: 'created',
      header: intl.formatMessage({ id: 'cloud.servers.column.created' }),
      visibleFrom: 'lg',
      cell: (s) => <DateText value={s.created_at} />,
    },
    {
      key: 'dcOs',
      header: intl.formatMessage({ id: 'cloud.servers.column.dcOs' }),
      visibleFrom: 'lg',
      cell: (s) => (
        <Text as="span" whiteSpace="nowrap">
          <bdi>{s.datacenter.display_name}</bdi> / <bdi>{s.os.display_name}</bdi>
        </Text>
      ),
    },
    {
      key: 'status',
      header: intl.formatMessage({ id: 'cloud.servers.column.status' }),
      cell: (s) => <StatusBadge kind="server" status={s.status} />,
    },
    {
      key: 'action',
      header: intl.formatMessage({ id: 'cloud.servers.column.action' }),
      align: 'end',
      cell: (s) => (
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink
            to={pathOf(s)}
            onClick={(e) => e.stopPropagation()}
            aria-label={intl.formatMessage({ id: 'cloud.servers.detailsOf' }, { server: nameOf(s) })}
          >
            {intl.formatMessage({ id: 'cloud.servers.details' })}
          </RouterLink>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={servers}
      getRowId={(s) => s.id}
      label={label}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={intl.formatMessage({ id: 'cloud.servers.empty' })}
      onRowClick={(s) => navigate(pathOf(s))}
    />
  );
}
