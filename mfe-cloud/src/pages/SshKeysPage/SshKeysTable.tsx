import { useIntl } from 'react-intl';
import type { SshKey } from '@portal/shared-sdk';
import {
  Button,
  Code,
  DataTable,
  DateText,
  JustAddedMark,
  JustAddedRows,
  NOTHING_ADDED,
  Text,
  type DataTableColumn,
  type DataTablePaging,
} from '@portal/shared-ui';

export interface SshKeysTableProps {
  keys: SshKey[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  label: string;
  onDelete: (key: SshKey) => void;
  /** the key just added or made, highlighted */
  added?: ReadonlySet<number>;
  paging?: DataTablePaging;
}

/** Name, type, fingerprint, data center, added; delete. */
export function SshKeysTable({
  keys,
  loading,
  error,
  onRetry,
  label,
  onDelete,
  added = NOTHING_ADDED,
  paging,
}: SshKeysTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const columns: DataTableColumn<SshKey>[] = [
    {
      key: 'name',
      header: t('cloud.ssh.column.name'),
      cell: (k) => (
        <JustAddedMark added={added.has(k.id)}>
          <bdi dir="ltr">{k.name}</bdi>
        </JustAddedMark>
      ),
    },
    {
      key: 'type',
      header: t('cloud.ssh.column.type'),
      visibleFrom: 'md',
      cell: (k) => <Code dir="ltr">{k.type}</Code>,
    },
    {
      key: 'fingerprint',
      header: t('cloud.ssh.column.fingerprint'),
      visibleFrom: 'lg',
      cell: (k) => (
        <Text as="span" fontFamily="mono" fontSize="xs" dir="ltr" wordBreak="break-all">
          {k.fingerprint}
        </Text>
      ),
    },
    {
      key: 'datacenter',
      header: t('cloud.ssh.column.datacenter'),
      visibleFrom: 'md',
      cell: (k) => <bdi>{k.datacenter?.display_name ?? t('cloud.common.allDatacenters')}</bdi>,
    },
    {
      key: 'created',
      header: t('cloud.ssh.column.created'),
      visibleFrom: 'lg',
      cell: (k) => <DateText value={k.created_at} />,
    },
    {
      key: 'actions',
      header: t('cloud.ssh.column.actions'),
      align: 'end',
      cell: (k) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() => onDelete(k)}
          aria-label={t('cloud.ssh.deleteOf', { name: k.name })}
        >
          {t('cloud.ssh.delete')}
        </Button>
      ),
    },
  ];
  return (
    <JustAddedRows ids={added}>
      <DataTable
        columns={columns}
        rows={keys}
        getRowId={(k) => k.id}
        label={label}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={t('cloud.ssh.empty')}
        paging={paging}
      />
    </JustAddedRows>
  );
}
