import { useIntl } from 'react-intl';
import { EmptyState, QueryView } from '@portal/shared-ui';
import { useLastInvoiceQuery } from '../../data/invoices/last-invoice-query';
import { InvoiceView } from '../../components/invoice/InvoiceView';

/** /financial/active-invoice: the current pre-invoice (unpaid), or "no bill". */
export function ActiveInvoicePage() {
  const intl = useIntl();
  const query = useLastInvoiceQuery();
  return (
    <QueryView query={query}>
      {(invoice) =>
        invoice ? (
          <InvoiceView invoice={invoice} />
        ) : (
          <EmptyState title={intl.formatMessage({ id: 'billing.invoice.noBill' })} />
        )
      }
    </QueryView>
  );
}
