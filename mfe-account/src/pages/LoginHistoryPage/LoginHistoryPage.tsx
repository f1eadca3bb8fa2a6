import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { LoginAttempt } from '@portal/api-account';
import { Badge, DateText, Text, useApiErrorMessage, type DataTableColumn } from '@portal/shared-ui';
import { useLoginHistoryQuery } from '../../data/history/login-history-query';
import { AddressPagedTable } from '../../components/paging/AddressPagedTable';
import { pagingFromSearch, perPageOf } from '../../components/paging/urlPaging';

/** /profile/login-history: every login attempt of the account, newest first: date, IP, device, result. */
export function LoginHistoryPage() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const [search] = useSearchParams();
  const { page, size } = pagingFromSearch(search);
  const query = useLoginHistoryQuery(page, perPageOf(size));
  const t = (id: string) => intl.formatMessage({ id });
  const columns: DataTableColumn<LoginAttempt>[] = [
    { key: 'date', header: t('account.history.date'), cell: (a) => <DateText value={a.created_at} time /> },
    { key: 'ip', header: t('account.history.ip'), cell: (a) => <bdi dir="ltr">{a.ip ?? '—'}</bdi> },
    {
      key: 'device',
      header: t('account.history.device'),
      visibleFrom: 'md',
      cell: (a) => <bdi>{a.device || '—'}</bdi>,
    },
    {
      key: 'result',
      header: t('account.history.result'),
      cell: (a) => (
        <>
          <Badge
            colorPalette={a.result === 'success' ? 'green' : 'red'}
            variant="subtle"
            data-result={a.result}
          >
            <FormattedMessage id={`account.history.result.${a.result}`} />
          </Badge>
          {a.reason && (
            <Text as="span" fontSize="xs" color="fg.muted" ms="2">
              <FormattedMessage id={`account.history.reason.${a.reason}`} />
            </Text>
          )}
        </>
      ),
    },
  ];
  return (
    <AddressPagedTable
      columns={columns}
      rows={query.data?.items}
      total={query.data?.total ?? 0}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error) : undefined}
      onRetry={() => void query.refetch()}
      getRowId={(a) => a.id}
      label={t('account.loginHistory')}
      emptyText={t('account.history.empty')}
    />
  );
}
