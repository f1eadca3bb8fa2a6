import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AuditEntry } from '@portal/api-account';
import {
  Button,
  DateText,
  Flex,
  Stack,
  Text,
  saveBlob,
  showToast,
  useApiErrorMessage,
  type DataTableColumn,
} from '@portal/shared-ui';
import { useAuditExportMutation } from '../../data/history/audit-export-mutation';
import { useAuditLogQuery } from '../../data/history/audit-log-query';
import { AddressPagedTable } from '../../components/paging/AddressPagedTable';
import { auditCsv } from './auditCsv';
import { AuditFilterBar } from './AuditFilterBar';
import { auditQueryOf } from './auditSearch';
import { useAuditLabels } from './useAuditLabels';

/**
 * /profile/audit-log: what was done on the account, by which token or session, on which resource,
 * when; filters and page in the address; the filtered rows exported as CSV.
 */
export function AuditLogPage() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const [search] = useSearchParams();
  const query = auditQueryOf(search);
  const log = useAuditLogQuery(query);
  const exporter = useAuditExportMutation();
  const labels = useAuditLabels();
  const t = (id: string) => intl.formatMessage({ id });

  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'when', header: t('account.audit.when'), cell: (e) => <DateText value={e.created_at} time /> },
    {
      key: 'action',
      header: t('account.audit.action'),
      cell: (e) => <span data-action={e.action}>{labels.action(e)}</span>,
    },
    {
      key: 'resource',
      header: t('account.audit.resource'),
      cell: (e) => (
        <>
          <Text fontSize="sm">{labels.kind(e)}</Text>
          {(e.resource_name || e.resource_id) && (
            <Text fontSize="xs" color="fg.muted">
              <bdi>{e.resource_name ?? `#${e.resource_id}`}</bdi>
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'by',
      header: t('account.audit.by'),
      visibleFrom: 'md',
      cell: (e) => (
        <>
          <Text fontSize="sm">{labels.actor(e)}</Text>
          <Text fontSize="xs" color="fg.muted">
            <bdi>{e.actor.name}</bdi>
          </Text>
        </>
      ),
    },
    {
      key: 'ip',
      header: t('account.audit.ip'),
      visibleFrom: 'lg',
      cell: (e) => <bdi dir="ltr">{e.ip ?? '—'}</bdi>,
    },
  ];

  const exportCsv = () =>
    exporter.mutate(
      { period: query.period, action: query.action, resource_kind: query.resource_kind },
      {
        onSuccess: (rows) => {
          const header = ['when', 'action', 'kind', 'id', 'name', 'by', 'byName', 'ip'].map((c) =>
            t(`account.audit.csv.${c}`),
          );
          saveBlob(
            new Blob([auditCsv(rows, { header, ...labels })], { type: 'text/csv;charset=utf-8' }),
            'audit-log.csv',
          );
        },
        onError: (error) => showToast({ type: 'error', title: errorMessage(error) }),
      },
    );

  return (
    <Stack gap="4">
      <Flex gap="3" align="end" wrap="wrap">
        <AuditFilterBar />
        <Button
          variant="outline"
          size="sm"
          onClick={exportCsv}
          loading={exporter.isPending}
          disabled={!log.data || log.data.total === 0}
        >
          <FormattedMessage id="account.audit.export" />
        </Button>
      </Flex>
      <AddressPagedTable
        columns={columns}
        rows={log.data?.items}
        total={log.data?.total ?? 0}
        loading={log.isPending}
        error={log.isError ? errorMessage(log.error) : undefined}
        onRetry={() => void log.refetch()}
        getRowId={(e) => e.id}
        label={t('account.auditLog')}
        emptyText={t('account.audit.empty')}
      />
    </Stack>
  );
}
