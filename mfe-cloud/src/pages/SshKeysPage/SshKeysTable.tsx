import { useIntl } from 'react-intl';
import type { SshKey } from '@portal/shared-sdk';
import { Button, Code, DataTable, DateText, Text, type DataTableColumn } from '@portal/shared-ui';

export interface SshKeysTableProps {
  keys: SshKey[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  label: string;
  onDelete: (key: SshKey) => void;
}

/** Name, type, fingerprint, data center, added; delete. */
export function SshKeysTable({ keys, loading, error, onRetry, label, onDelete }: SshKeysTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const columns: DataTableColumn<SshKey>[] = [
    { key: 'name', header: t('cloud.ssh.column.name'), cell: (k) => <bdi dir="ltr">{k.name}</bdi> },
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
  return <DataTable columns={columns} rows={keys} getRowId={(k) => k.id} label={label} loading={loading} error={error} onRetry={onRetry} emptyText={t('cloud.ssh.empty')} />;
}
