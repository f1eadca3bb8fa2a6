import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isProxiableType, type DnsRecord } from '@portal/api-cdn';
import {
  Box,
  ConfirmDialog,
  DataTable,
  justAddedMark,
  JustAddedRows,
  NOTHING_ADDED,
  Text,
  type DataTableColumn,
} from '@portal/shared-ui';
import { useDnsRecordUpdateMutation } from '../../data/dns/dns-record-update-mutation';
import { useSettingSaver } from '../../sections/useSettingSaver';
import { useTtlLabel } from '../../sections/useTtlLabel';
import { ProxyToggle } from './ProxyToggle';
import { recordValuesOf, toRecordRequest } from './recordForm';
import { recordContent, recordOwner } from './recordDisplay';
import { dnsTableStyles } from './dnsTableStyles';

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
  /** records just saved, highlighted for a moment */
  highlighted?: ReadonlySet<number>;
}

/** The record whose proxy the confirmation asks about; kept while the dialog closes so its text stays. */
interface ProxyQuestion {
  record: DnsRecord;
  open: boolean;
}

/**
 * One page of records: type, name, content, TTL, proxy and actions (on a phone the content sits under
 * the name). Names and contents wrap anywhere (the table's cells do not wrap by default), so a long
 * TXT value never widens the table past the screen. The cells are plain elements styled once for the
 * whole table (dnsTableStyles), and the columns stay the same between renders, so a keystroke or a
 * refetch draws only the rows whose record changed (a highlight, after a save, draws them all). One
 * confirmation serves every proxy switch.
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
  highlighted = NOTHING_ADDED,
}: DnsRecordsTableProps) {
  const intl = useIntl();
  const ttlLabel = useTtlLabel();
  const update = useDnsRecordUpdateMutation();
  const save = useSettingSaver(update);
  const [question, setQuestion] = useState<ProxyQuestion | null>(null);
  const pendingId = update.isPending ? update.variables?.recordId : undefined;

  const sendProxy = useCallback(
    (record: DnsRecord, proxy: boolean) =>
      save(
        { domainId, recordId: record.id, record: toRecordRequest({ ...recordValuesOf(record), proxy }) },
        () => setQuestion((q) => q && { ...q, open: false }),
      ),
    [save, domainId],
  );
  // turning the proxy on is sent at once; turning it off first says what is lost (a new question
  // each time, so a click after Cancel asks again)
  const changeProxy = useCallback(
    (record: DnsRecord, on: boolean) => (on ? sendProxy(record, true) : setQuestion({ record, open: true })),
    [sendProxy],
  );

  const columns = useMemo((): DataTableColumn<DnsRecord>[] => {
    const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    // a row's actions: plain buttons in the table's palette (dnsTableStyles), named for the record
    const rowActions = [
      { text: 'cdn.dns.action.edit', label: 'cdn.dns.action.editRecord', palette: 'brand', run: onEdit },
      { text: 'cdn.dns.action.delete', label: 'cdn.dns.action.deleteRecord', palette: 'red', run: onDelete },
    ];
    return [
      {
        key: 'type',
        header: t('cdn.dns.column.type'),
        width: '5.5rem',
        cell: (r) => (
          <span className="dns-type" {...justAddedMark(highlighted.has(r.id))}>
            {r.type}
          </span>
        ),
      },
      {
        key: 'name',
        header: t('cdn.dns.column.name'),
        cell: (r) => (
          <div className="dns-name">
            <bdi dir="ltr">{recordOwner(r)}</bdi>
            <span className="dns-name-content">
              <bdi dir="ltr">{recordContent(r)}</bdi>
            </span>
          </div>
        ),
      },
      {
        key: 'content',
        header: t('cdn.dns.column.content'),
        visibleFrom: 'md',
        cell: (r) => (
          <bdi dir="ltr" className="dns-content" title={r.content}>
            {recordContent(r)}
          </bdi>
        ),
      },
      {
        key: 'ttl',
        header: t('cdn.dns.column.ttl'),
        visibleFrom: 'lg',
        cell: (r) => <span className="dns-nowrap">{ttlLabel(r.ttl)}</span>,
      },
      {
        key: 'proxy',
        header: t('cdn.dns.column.proxy'),
        cell: (r) =>
          isProxiableType(r.type) ? (
            <ProxyToggle record={r} pending={r.id === pendingId} onChange={changeProxy} />
          ) : (
            <span className="dns-muted dns-nowrap">
              <span className="dns-wide">{t('cdn.dns.proxy.off')}</span>
              <span className="dns-narrow" aria-label={t('cdn.dns.proxy.off')}>
                —
              </span>
            </span>
          ),
      },
      {
        key: 'actions',
        header: t('cdn.dns.column.actions'),
        align: 'end',
        cell: (r) => {
          const names = { type: r.type, name: recordOwner(r) };
          return (
            <div className="dns-actions">
              {rowActions.map((action) => (
                <button
                  key={action.text}
                  type="button"
                  className="dns-action"
                  data-palette={action.palette}
                  aria-label={t(action.label, names)}
                  onClick={() => action.run(r)}
                >
                  {t(action.text)}
                </button>
              ))}
            </div>
          );
        },
      },
    ];
  }, [intl, ttlLabel, pendingId, changeProxy, onEdit, onDelete, highlighted]);

  const asked = question?.record;
  return (
    <Box css={dnsTableStyles}>
      <JustAddedRows ids={highlighted}>
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
      </JustAddedRows>
      <ConfirmDialog
        open={question?.open ?? false}
        size="md"
        danger
        loading={update.isPending}
        title={
          asked ? intl.formatMessage({ id: 'cdn.dns.proxy.offTitle' }, { name: recordOwner(asked) }) : ''
        }
        confirmLabel={intl.formatMessage({ id: 'cdn.dns.proxy.offConfirm' })}
        onClose={() => setQuestion((q) => q && { ...q, open: false })}
        onConfirm={() => asked && sendProxy(asked, false)}
      >
        {asked && (
          <Text>
            <FormattedMessage
              id="cdn.dns.proxy.offBody"
              values={{ content: <bdi dir="ltr">{asked.content}</bdi> }}
            />
          </Text>
        )}
      </ConfirmDialog>
    </Box>
  );
}
