import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Card, EmptyState, Heading, Link, QueryView } from '@portal/shared-ui';
import { useLastInvoiceQuery } from '../../data/invoices/last-invoice-query';
import { InvoiceDonut } from '../../invoice/InvoiceDonut';

/** The dashboard's consumption donut (the current pre-invoice), linking to /financial/active-invoice. */
export function ConsumptionCard() {
  const intl = useIntl();
  const query = useLastInvoiceQuery();
  return (
    <Card.Root data-testid="consumption-card">
      <Card.Header>
        <Heading as="h2" size="md">
          <Link asChild>
            <RouterLink to="/financial/active-invoice">
              <FormattedMessage id="billing.widget.consumptionTitle" />
            </RouterLink>
          </Link>
        </Heading>
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
