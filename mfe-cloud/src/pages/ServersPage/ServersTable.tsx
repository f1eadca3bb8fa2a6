import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Server } from '@portal/shared-sdk';
import {
  DataTable,
  DateText,
  JustAddedMark,
  JustAddedRows,
  NOTHING_ADDED,
  RowLink,
  Text,
  useParcelProps,
  type DataTableColumn,
  type DataTablePaging,
} from '@portal/shared-ui';
import { ServerStatus } from '../../servers/ServerStatus';
import { nameOf, percent, serverIp, serverPath } from '../../servers/serverPaths';
import { ServerRowActions } from './ServerRowActions';

export interface ServersTableProps {
  servers: Server[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  label: string;
  emptyText: string;
  paging: DataTablePaging;
  /** the server just created, highlighted */
  added?: ReadonlySet<number>;
}

/**
 * The server table (no column sortable): name, status and action on phones; IP from tablets; usage,
 * created at and DC/OS on large screens (docs/product.md "Screens: cloud"). Rows open the server.
 */
export function ServersTable({
  servers,
  loading,
  error,
  onRetry,
  label,
  emptyText,
  paging,
  added = NOTHING_ADDED,
}: ServersTableProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: DataTableColumn<Server>[] = [
    {
      key: 'name',
      header: t('cloud.servers.column.name'),
      cell: (s) => (
        <JustAddedMark added={added.has(s.id)}>
          <RowLink to={serverPath(basePath, s)}>{nameOf(s)}</RowLink>
        </JustAddedMark>
      ),
    },
    {
      key: 'ip',
      header: t('cloud.servers.column.ip'),
      visibleFrom: 'md',
      cell: (s) => <bdi dir="ltr">{serverIp(s) ?? t('cloud.servers.noIp')}</bdi>,
    },
    {
      key: 'usage',
      header: t('cloud.servers.column.usage'),
      visibleFrom: 'lg',
      cell: (s) => (
        <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {t('cloud.servers.usage', {
            cpu: percent(s.usage.cpu),
            ram: percent(s.usage.ram),
            disk: percent(s.usage.disk),
          })}
        </Text>
      ),
    },
    {
      key: 'created',
      header: t('cloud.servers.column.created'),
      visibleFrom: 'lg',
      cell: (s) => <DateText value={s.created_at} />,
    },
    {
      key: 'dcOs',
      header: t('cloud.servers.column.dcOs'),
      visibleFrom: 'lg',
      cell: (s) => (
        <Text as="span" whiteSpace="nowrap">
          <bdi>{s.datacenter.display_name}</bdi> / <bdi>{s.os.display_name}</bdi>
        </Text>
      ),
    },
    { key: 'status', header: t('cloud.servers.column.status'), cell: (s) => <ServerStatus server={s} /> },
    {
      key: 'action',
      header: t('cloud.servers.column.action'),
      align: 'end',
      cell: (s) => <ServerRowActions server={s} />,
    },
  ];
  return (
    <JustAddedRows ids={added}>
      <DataTable
        columns={columns}
        rows={servers}
        getRowId={(s) => s.id}
        label={label}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={emptyText}
        onRowClick={(s) => navigate(serverPath(basePath, s))}
        paging={paging}
      />
    </JustAddedRows>
  );
}
