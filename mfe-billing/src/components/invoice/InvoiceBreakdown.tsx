import { FormattedMessage } from 'react-intl';
import { invoiceGroups, type Invoice } from '@portal/shared-sdk';
import { Box, Flex, Heading, Price, Stack } from '@portal/shared-ui';
import { InvoiceLineItem } from './InvoiceLineItem';

export interface InvoiceBreakdownProps {
  invoice: Invoice;
}

/** The invoice's groups (servers, cdn, support plan, free volumes, additional items), each with its lines. */
export function InvoiceBreakdown({ invoice }: InvoiceBreakdownProps) {
  const groups = invoiceGroups(invoice);
  return (
    <Stack gap="6">
      {groups.map((g) => (
        <Box as="section" key={g.key} aria-labelledby={`invoice-group-${g.key}`} data-group={g.key}>
          <Flex justify="space-between" align="center" mb="2" gap="3">
            <Heading as="h3" size="sm" id={`invoice-group-${g.key}`}>
              <FormattedMessage id={`billing.invoice.group.${g.key}`} />
            </Heading>
            <Box fontWeight="semibold" data-testid="group-amount">
              <Price rials={g.amount} />
            </Box>
          </Flex>
          <Stack gap="2">
            {g.items.map((line, i) => (
              <InvoiceLineItem key={`${line.name ?? line.plan_label ?? ''}-${i}`} line={line} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
