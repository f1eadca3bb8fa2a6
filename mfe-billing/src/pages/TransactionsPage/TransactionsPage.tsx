import { useIntl } from 'react-intl';
import type { Transaction } from '@portal/shared-sdk';
import {
  Badge,
  DataTable,
  DateText,
  Price,
  useQueryTableState,
  type DataTableColumn,
} from '@portal/shared-ui';
import { useBanksQuery } from '../../data/banks/banks-query';
import { useTransactionsQuery } from '../../data/transactions/transactions-query';

/** /financial/payment-history: the wallet's transactions, paged, newest first. */
export function TransactionsPage() {
  const intl = useIntl();
  const table = useQueryTableState(useTransactionsQuery(), 'billing.loadFailed');
  const banks = useBanksQuery();
  const bankName = (name: string | null | undefined) =>
    banks.data?.find((b) => b.name === name)?.display_name ?? name ?? '';

  const method = (t: Transaction) =>
    t.payment_method === 'wallet'
      ? intl.formatMessage({ id: 'billing.transactions.method.wallet' })
      : intl.formatMessage({ id: 'billing.transactions.method.gateway' }, { bank: bankName(t.gateway) });

  const columns: DataTableColumn<Transaction>[] = [
    {
      key: 'number',
      header: intl.formatMessage({ id: 'billing.transactions.number' }),
      cell: (t) => <bdi>{t.number}</bdi>,
    },
    {
      key: 'amount',
      header: intl.formatMessage({ id: 'billing.transactions.amount' }),
      cell: (t) => <Price rials={t.amount} hideUnit />,
    },
    {
      key: 'vat',
      header: intl.formatMessage({ id: 'billing.transactions.vat' }),
      cell: (t) => <Price rials={t.vat} hideUnit />,
      visibleFrom: 'md',
    },
    {
      key: 'date',
      header: intl.formatMessage({ id: 'billing.transactions.date' }),
      cell: (t) => <DateText value={t.date} time />,
    },
    {
      key: 'description',
      header: intl.formatMessage({ id: 'billing.transactions.description' }),
      cell: (t) => t.description,
      visibleFrom: 'lg',
    },
    {
      key: 'result',
      header: intl.formatMessage({ id: 'billing.transactions.result' }),
      cell: (t) => (
        <Badge colorPalette={t.result === 'success' ? 'green' : 'red'}>
          {intl.formatMessage({ id: `billing.transactions.result.${t.result}` })}
        </Badge>
      ),
    },
    {
      key: 'method',
      header: intl.formatMessage({ id: 'billing.transactions.method' }),
      cell: method,
      visibleFrom: 'md',
    },
  ];

  return (
    <DataTable
      label={intl.formatMessage({ id: 'billing.transactions' })}
      columns={columns}
      {...table}
      getRowId={(t) => t.id}
      emptyText={intl.formatMessage({ id: 'billing.transactions.empty' })}
    />
  );
}
