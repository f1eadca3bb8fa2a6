import { useIntl } from 'react-intl';
import type { Volume } from '@portal/shared-sdk';
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

export type VolumeAction = 'attach' | 'detach' | 'grow' | 'delete';

export interface VolumesTableProps {
  volumes: Volume[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  label: string;
  onAction: (action: VolumeAction, volume: Volume) => void;
  /** the volume just created, highlighted */
  added?: ReadonlySet<number>;
  paging?: DataTablePaging;
}

/** Name, size, data center, attached server, cost a day, created; attach or detach, grow, delete. */
export function VolumesTable({
  volumes,
  loading,
  error,
  onRetry,
  label,
  onAction,
  added = NOTHING_ADDED,
  paging,
}: VolumesTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: DataTableColumn<Volume>[] = [
    {
      key: 'name',
      header: t('cloud.volumes.column.name'),
      cell: (v) => (
        <JustAddedMark added={added.has(v.id)}>
          <bdi dir="ltr">{v.name}</bdi>
        </JustAddedMark>
      ),
    },
    {
      key: 'size',
      header: t('cloud.volumes.column.size'),
      cell: (v) => (
        <Text as="span" whiteSpace="nowrap">
          {intl.formatMessage({ id: 'cloud.common.gb' }, { size: v.size })}
        </Text>
      ),
    },
    {
      key: 'datacenter',
      header: t('cloud.volumes.column.datacenter'),
      visibleFrom: 'md',
      cell: (v) => <bdi>{v.datacenter.display_name}</bdi>,
    },
    {
      key: 'server',
      header: t('cloud.volumes.column.server'),
      cell: (v) =>
        v.server ? (
          <bdi dir="ltr">{v.server.name}</bdi>
        ) : (
          <Text as="span" color="fg.muted">
            {t('cloud.volumes.free')}
          </Text>
        ),
    },
    {
      key: 'cost',
      header: t('cloud.volumes.column.cost'),
      visibleFrom: 'lg',
      cell: (v) => <Price rials={v.cost} />,
    },
    {
      key: 'created',
      header: t('cloud.volumes.column.created'),
      visibleFrom: 'lg',
      cell: (v) => <DateText value={v.created_at} />,
    },
    {
      key: 'actions',
      header: t('cloud.volumes.column.actions'),
      align: 'end',
      cell: (v) => (
        <RowActions
          subject={v.name}
          actions={[
            v.server
              ? {
                  key: 'detach',
                  label: t('cloud.volumes.action.detach'),
                  onSelect: () => onAction('detach', v),
                }
              : {
                  key: 'attach',
                  label: t('cloud.volumes.action.attach'),
                  onSelect: () => onAction('attach', v),
                },
            { key: 'grow', label: t('cloud.volumes.action.grow'), onSelect: () => onAction('grow', v) },
            {
              key: 'delete',
              label: t('cloud.volumes.action.delete'),
              onSelect: () => onAction('delete', v),
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
        rows={volumes}
        getRowId={(v) => v.id}
        label={label}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={t('cloud.volumes.empty')}
        paging={paging}
      />
    </JustAddedRows>
  );
}
