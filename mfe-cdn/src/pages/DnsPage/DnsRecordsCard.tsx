import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DnsRecord } from '@portal/api-cdn';
import {
  Box,
  saveBlob,
  showToast,
  TablePagination,
  useApiErrorMessage,
  useJustAdded,
  type PageSize,
} from '@portal/shared-ui';
import { useDnsRecordsQuery } from '../../data/dns/dns-records-query';
import { useZoneExportMutation } from '../../data/dns/zone-export-mutation';
import { SettingsCard } from '../../sections/SettingsCard';
import type { SectionDomain } from '../../sections/useSectionDomain';
import { DNS_PAGE_SIZES, dnsRecordsQueryOf, type DnsPageSize } from './dnsListState';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import { DnsRecordsTable } from './DnsRecordsTable';
import { DnsRecordsToolbar } from './DnsRecordsToolbar';
import { FetchRecordsDialog } from './FetchRecordsDialog';
import { RecordDialog } from './RecordDialog';
import { useDnsListState } from './useDnsListState';
import { useRevealDnsRecords } from './useRevealDnsRecords';
import { ZoneImportDialog } from './ZoneImportDialog';

type Dialog =
  { kind: 'add' } | { kind: 'edit'; record: DnsRecord } | { kind: 'import' } | { kind: 'fetch' } | null;

/** The domain's records, a page at a time as the provider serves them, searched and filtered from the address. */
export function DnsRecordsCard({ domain }: { domain: SectionDomain }) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const [state, change] = useDnsListState();
  const query = useDnsRecordsQuery(domain.id, dnsRecordsQueryOf(state));
  const exporter = useZoneExportMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<DnsRecord | null>(null);
  const highlight = useJustAdded();
  // a save's records on screen, on their page, beside its toast
  const reveal = useRevealDnsRecords(domain.id, state, change, highlight.show);
  const show = (records: Parameters<typeof reveal>[0]) => void reveal(records);
  const filtered = state.search.trim() !== '' || state.type !== '';
  const page = query.data;
  // stable, so the table's rows that did not change are not drawn again
  const edit = useCallback((record: DnsRecord) => setDialog({ kind: 'edit', record }), []);

  const exportZone = () =>
    exporter.mutate(
      { domainId: domain.id },
      {
        onSuccess: ({ zone, file_name }) => saveBlob(new Blob([zone], { type: 'text/plain' }), file_name),
        onError: (error) => showToast({ type: 'error', title: errorMessage(error) }),
      },
    );

  return (
    <SettingsCard
      id="dns-records"
      title={intl.formatMessage({ id: 'cdn.dns.records.title' })}
      description={intl.formatMessage({ id: 'cdn.dns.records.description' }, { domain: domain.name })}
    >
      <DnsRecordsToolbar
        state={state}
        onChange={change}
        onAdd={() => setDialog({ kind: 'add' })}
        onFetch={() => setDialog({ kind: 'fetch' })}
        onImport={() => setDialog({ kind: 'import' })}
        onExport={exportZone}
        exporting={exporter.isPending}
      />
      {/* busy while the rows are not yet this search's (loading, or the previous search's rows dimmed);
          rows narrowed from a whole list shown are its answer, and the provider's check is quiet */}
      <Box
        aria-busy={query.isPending || query.isPlaceholderData || undefined}
        opacity={query.isPlaceholderData ? 0.7 : 1}
        transition="opacity 0.1s"
      >
        <DnsRecordsTable
          domainId={domain.id}
          label={intl.formatMessage({ id: 'cdn.dns.table.label' }, { domain: domain.name })}
          records={page?.records}
          loading={query.isPending}
          error={query.isError ? errorMessage(query.error, 'cdn.dns.loadFailed') : undefined}
          onRetry={() => void query.refetch()}
          emptyText={intl.formatMessage({ id: filtered ? 'cdn.dns.emptyFiltered' : 'cdn.dns.empty' })}
          onEdit={edit}
          onDelete={setDeleting}
          highlighted={highlight.ids}
        />
        {page && page.total > 0 && (
          <TablePagination
            page={state.page}
            pageSize={state.size}
            total={page.total}
            sizes={DNS_PAGE_SIZES}
            onPageChange={(n) => change({ page: n })}
            onPageSizeChange={(size: PageSize) => change({ size: size as DnsPageSize })}
          />
        )}
      </Box>
      <RecordDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        record={dialog?.kind === 'edit' ? dialog.record : undefined}
        domain={domain}
        onClose={() => setDialog(null)}
        onSaved={(record) => show([record])}
      />
      <DeleteRecordDialog domainId={domain.id} record={deleting} onClose={() => setDeleting(null)} />
      <ZoneImportDialog
        open={dialog?.kind === 'import'}
        domain={domain}
        onClose={() => setDialog(null)}
        onImported={show}
      />
      <FetchRecordsDialog
        open={dialog?.kind === 'fetch'}
        domain={domain}
        onClose={() => setDialog(null)}
        onAdded={show}
      />
    </SettingsCard>
  );
}
