import { useIntl } from 'react-intl';
import type { Snapshot } from '@portal/shared-sdk';
import {
  DataTable,
  DateText,
  JustAddedMark,
  JustAddedRows,
  NOTHING_ADDED,
  Price,
  Text,
  type DataTableColumn,
  type DataTablePaging,
} from '@portal/shared-ui';
import { RowActions } from '../../components/RowActions';

export type SnapshotAction = 'restore' | 'delete';

export interface SnapshotsTableProps {
  snapshots: Snapshot[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  label: string;
  onAction: (action: SnapshotAction, snapshot: Snapshot) => void;
  /** the snapshot just taken, highlighted */
  added?: ReadonlySet<number>;
  paging?: DataTablePaging;
}

/** Name, server it came from, its disk, the space it uses, cost a day, taken; restore, delete. */
export function SnapshotsTable({
  snapshots,
  loading,
  error,
  onRetry,
  label,
  onAction,
  added = NOTHING_ADDED,
  paging,
}: SnapshotsTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const gb = (size: number) => intl.formatMessage({ id: 'cloud.common.gb' }, { size });
  const columns: DataTableColumn<Snapshot>[] = [
    {
      key: 'name',
      header: t('cloud.snapshots.column.name'),
      cell: (s) => (
        <JustAddedMark added={added.has(s.id)}>
          <bdi dir="ltr">{s.name}</bdi>
        </JustAddedMark>
      ),
    },
    {
      key: 'server',
      header: t('cloud.snapshots.column.server'),
      visibleFrom: 'md',
      cell: (s) =>
        s.server ? (
          <bdi dir="ltr">{s.server.name}</bdi>
        ) : (
          <Text as="span" color="fg.muted">
            {t('cloud.snapshots.serverDeleted')}
          </Text>
        ),
    },
    {
      key: 'disk',
      header: t('cloud.snapshots.column.disk'),
      cell: (s) => (
        <Text as="span" whiteSpace="nowrap">
          {gb(s.disk_size)}
        </Text>
      ),
    },
    {
      key: 'size',
      header: t('cloud.snapshots.column.size'),
      visibleFrom: 'md',
      cell: (s) => (
        <Text as="span" whiteSpace="nowrap">
          {gb(s.size)}
        </Text>
      ),
    },
    {
      key: 'cost',
      header: t('cloud.snapshots.column.cost'),
      visibleFrom: 'lg',
      cell: (s) => <Price rials={s.cost} />,
    },
    {
      key: 'created',
      header: t('cloud.snapshots.column.created'),
      visibleFrom: 'lg',
      cell: (s) => <DateText value={s.created_at} />,
    },
    {
      key: 'actions',
      header: t('cloud.snapshots.column.actions'),
      align: 'end',
      cell: (s) => (
        <RowActions
          subject={s.name}
          actions={[
            {
              key: 'restore',
              label: t('cloud.snapshots.action.restore'),
              onSelect: () => onAction('restore', s),
            },
            {
              key: 'delete',
              label: t('cloud.snapshots.action.delete'),
              onSelect: () => onAction('delete', s),
              danger: true,
            },
          ]}
        />
      ),
    },
  ];
  return (
    <JustAddedRows ids={added}>
      <DataTable
        columns={columns}
        rows={snapshots}
        getRowId={(s) => s.id}
        label={label}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={t('cloud.snapshots.empty')}
        paging={paging}
      />
    </JustAddedRows>
  );
}
