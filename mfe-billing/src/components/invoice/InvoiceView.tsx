import { FormattedMessage } from 'react-intl';
import type { Invoice } from '@portal/shared-sdk';
import { Box, Card, DateText, Heading, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { InvoiceBreakdown } from './InvoiceBreakdown';
import { InvoiceDonut } from './InvoiceDonut';
import { InvoiceTotals } from './InvoiceTotals';

export interface InvoiceViewProps {
  invoice: Invoice;
}

/** A whole invoice: period, donut, totals and breakdown (the current pre-invoice or an issued one). */
export function InvoiceView({ invoice }: InvoiceViewProps) {
  return (
    <Stack gap="6">
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage
          id={invoice.kind === 'pre' ? 'billing.invoice.prePeriod' : 'billing.invoice.period'}
          values={{
            number: <bdi>{invoice.number}</bdi>,
            from: <DateText value={invoice.detail.started_at} />,
            to: <DateText value={invoice.detail.finished_at} />,
          }}
        />
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body alignItems="center">
            <InvoiceDonut invoice={invoice} />
          </Card.Body>
        </Card.Root>
        <Box gridColumn={{ lg: 'span 2' }}>
          <Heading as="h2" size="md" mb="3">
            <FormattedMessage id="billing.invoice.totals" />
          </Heading>
          <InvoiceTotals invoice={invoice} />
        </Box>
      </SimpleGrid>
      <Box>
        <Heading as="h2" size="md" mb="3">
          <FormattedMessage id="billing.invoice.breakdown" />
        </Heading>
        <InvoiceBreakdown invoice={invoice} />
      </Box>
    </Stack>
  );
}
