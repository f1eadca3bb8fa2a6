import { useIntl } from 'react-intl';
import { isProxiableType, type DnsRecord } from '@portal/shared-sdk';
import { Badge, Box, Button, DataTable, HStack, Text, type DataTableColumn } from '@portal/shared-ui';
import { useTtlLabel } from '../../sections/useTtlLabel';
import { ProxyToggle } from './ProxyToggle';
import { recordContent, recordOwner } from './recordDisplay';

export interface DnsRecordsTableProps {
  domainId: number;
  label: string;
  records: readonly DnsRecord[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  emptyText: string;
  onEdit: (record: DnsRecord) => void;
  onDelete: (record: DnsRecord) => void;
}

/**
 * One page of records: type, name, content, TTL, proxy and actions (on a phone the content sits under
 * the name). Names and contents wrap anywhere (the table's cells do not wrap by default), so a long
 * TXT value never widens the table past the screen.
 */
export function DnsRecordsTable({
  domainId,
  label,
  records,
  loading,
  error,
  onRetry,
  emptyText,
  onEdit,
  onDelete,
}: DnsRecordsTableProps) {
  const intl = useIntl();
  const ttlLabel = useTtlLabel();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const columns: DataTableColumn<DnsRecord>[] = [
    {
      key: 'type',
      header: t('cdn.dns.column.type'),
      width: '5.5rem',
      cell: (r) => (
        <Badge variant="subtle" colorPalette="gray" fontFamily="mono">
          {r.type}
        </Badge>
      ),
    },
    {
      key: 'name',
      header: t('cdn.dns.column.name'),
      cell: (r) => (
        <Box minW="0" whiteSpace="normal">
          <Text as="bdi" dir="ltr" fontWeight="medium" wordBreak="break-all">
            {recordOwner(r)}
          </Text>
          <Text display={{ base: 'block', md: 'none' }} color="fg.muted" fontSize="xs" wordBreak="break-all">
            <bdi dir="ltr">{recordContent(r)}</bdi>
          </Text>
        </Box>
      ),
    },
    {
      key: 'content',
      header: t('cdn.dns.column.content'),
      visibleFrom: 'md',
      cell: (r) => (
        <Text as="bdi" dir="ltr" fontFamily="mono" fontSize="xs" whiteSpace="normal" wordBreak="break-all" title={r.content}>
          {recordContent(r)}
        </Text>
      ),
    },
    {
      key: 'ttl',
      header: t('cdn.dns.column.ttl'),
      visibleFrom: 'lg',
      cell: (r) => <Text whiteSpace="nowrap">{ttlLabel(r.ttl)}</Text>,
    },
    {
      key: 'proxy',
      header: t('cdn.dns.column.proxy'),
      cell: (r) =>
        isProxiableType(r.type) ? (
          <ProxyToggle domainId={domainId} record={r} />
        ) : (
          <Text color="fg.muted" fontSize="sm" whiteSpace="nowrap">
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              {t('cdn.dns.proxy.off')}
            </Box>
            <Box as="span" display={{ base: 'inline', md: 'none' }} aria-label={t('cdn.dns.proxy.off')}>
              —
            </Box>
          </Text>
        ),
    },
    {
      key: 'actions',
      header: t('cdn.dns.column.actions'),
      align: 'end',
      cell: (r) => {
        const names = { type: r.type, name: recordOwner(r) };
        return (
          <HStack gap="1" justify="flex-end" wrap="wrap">
            <Button
              size="xs"
              variant="ghost"
              colorPalette="brand"
              aria-label={t('cdn.dns.action.editRecord', names)}
              onClick={() => onEdit(r)}
            >
              {t('cdn.dns.action.edit')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t('cdn.dns.action.deleteRecord', names)}
              onClick={() => onDelete(r)}
            >
              {t('cdn.dns.action.delete')}
            </Button>
          </HStack>
        );
      },
    },
  ];

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={records}
      getRowId={(r) => r.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      paginate={false}
    />
  );
}
