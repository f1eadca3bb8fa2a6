import { useIntl } from 'react-intl';
import type { ServerLog } from '@portal/shared-sdk';
import { Badge, DataTable, DateText, useQueryTableState, type DataTableColumn } from '@portal/shared-ui';
import { useServerLogsQuery } from '../../data/servers/server-logs-query';

export interface ServerLogTableProps {
  serverId: number;
}

const PALETTE = { success: 'green', failed: 'red', pending: 'orange' } as const;

/** The server's action log, newest first. */
export function ServerLogTable({ serverId }: ServerLogTableProps) {
  const intl = useIntl();
  const table = useQueryTableState(useServerLogsQuery(serverId), 'cloud.server.log.loadFailed');
  const columns: DataTableColumn<ServerLog>[] = [
    {
      key: 'when',
      header: intl.formatMessage({ id: 'cloud.server.log.when' }),
      cell: (l) => <DateText value={l.created_at} time />,
    },
    {
      key: 'what',
      header: intl.formatMessage({ id: 'cloud.server.log.what' }),
      cell: (l) => <bdi>{l.message}</bdi>,
    },
    {
      key: 'status',
      header: intl.formatMessage({ id: 'cloud.server.log.status' }),
      cell: (l) => (
        <Badge variant="subtle" colorPalette={PALETTE[l.status]}>
          {intl.formatMessage({ id: `cloud.server.log.${l.status}` })}
        </Badge>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={table.rows}
      loading={table.loading}
      error={table.error}
      onRetry={table.onRetry}
      getRowId={(l) => l.id}
      label={intl.formatMessage({ id: 'cloud.server.log.title' })}
      emptyText={intl.formatMessage({ id: 'cloud.server.log.empty' })}
    />
  );
}
