import { useIntl } from 'react-intl';
import type { SshKey } from '@portal/shared-sdk';
import { Box, Button, Code, DataTable, DateText, Text, type DataTableColumn, type DataTablePaging } from '@portal/shared-ui';
import { ADDED_ROWS_CSS, AddedMark } from '../../parts/AddedMark';

export interface SshKeysTableProps {
  keys: SshKey[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  label: string;
  onDelete: (key: SshKey) => void;
  /** the key just added or made, highlighted */
  addedId?: number | null;
  paging?: DataTablePaging;
}

/** Name, type, fingerprint, data center, added; delete. */
export function SshKeysTable({ keys, loading, error, onRetry, label, onDelete, addedId, paging }: SshKeysTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const columns: DataTableColumn<SshKey>[] = [
    { key: 'name', header: t('cloud.ssh.column.name'), cell: (k) => (
        <AddedMark added={k.id === addedId}>
          <bdi dir="ltr">{k.name}</bdi>
        </AddedMark>
      ),
    },
    { key: 'type', header: t('cloud.ssh.column.type'), visibleFrom: 'md', cell: (k) => <Code dir="ltr">{k.type}</Code> },
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
    { key: 'datacenter', header: t('cloud.ssh.column.datacenter'), visibleFrom: 'md', cell: (k) => <bdi>{k.datacenter?.display_name ?? t('cloud.common.allDatacenters')}</bdi> },
    { key: 'created', header: t('cloud.ssh.column.created'), visibleFrom: 'lg', cell: (k) => <DateText value={k.created_at} /> },
    {
      key: 'actions',
      header: t('cloud.ssh.column.actions'),
      align: 'end',
      cell: (k) => (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(k)} aria-label={t('cloud.ssh.deleteOf', { name: k.name })}>
          {t('cloud.ssh.delete')}
        </Button>
      ),
    },
  ];
  return (
    <Box css={ADDED_ROWS_CSS}>
      <DataTable columns={columns} rows={keys} getRowId={(k) => k.id} label={label} loading={loading} error={error} onRetry={onRetry} emptyText={t('cloud.ssh.empty')} paging={paging} />
    </Box>
  );
}
