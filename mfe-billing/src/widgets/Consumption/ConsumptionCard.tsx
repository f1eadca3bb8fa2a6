import { useIntl } from 'react-intl';
import { Card, EmptyState, QueryView } from '@portal/shared-ui';
import { WidgetTitle } from '../WidgetTitle';
import { useLastInvoiceQuery } from '../../data/invoices/last-invoice-query';
import { InvoiceDonut } from '../../components/invoice/InvoiceDonut';

/** The dashboard's consumption donut (the current pre-invoice), linking to /financial/active-invoice. */
export function ConsumptionCard() {
  const intl = useIntl();
  const query = useLastInvoiceQuery();
  return (
    <Card.Root data-testid="consumption-card">
      <Card.Header>
        <WidgetTitle to="/financial/active-invoice" messageId="billing.widget.consumptionTitle" />
      </Card.Header>
      <Card.Body alignItems="center">
        <QueryView query={query}>
          {(invoice) =>
            invoice ? (
              <InvoiceDonut invoice={invoice} size={180} />
            ) : (
              <EmptyState title={intl.formatMessage({ id: 'billing.invoice.noBill' })} />
            )
          }
        </QueryView>
      </Card.Body>
    </Card.Root>
  );
}
