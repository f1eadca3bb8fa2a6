import { FormattedMessage } from 'react-intl';
import type { InvoiceTotals as Totals } from '@portal/shared-sdk';
import { Box, Price, SimpleGrid, Text } from '@portal/shared-ui';

export interface InvoiceTotalsProps {
  invoice: Totals;
}

const FIGURES = [
  { key: '_final_price', titleId: 'billing.invoice.total' },
  { key: '_final_vat', titleId: 'billing.invoice.vat' },
  { key: '_final_price_included_vat', titleId: 'billing.invoice.totalWithVat' },
] as const;

/** The invoice's total, its VAT and the total including VAT. */
export function InvoiceTotals({ invoice }: InvoiceTotalsProps) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3" m="0">
      {FIGURES.map(({ key, titleId }) => (
        <Box key={key} borderWidth="1px" borderRadius="lg" p="3" data-total={key}>
          <Text as="dt" color="fg.muted" fontSize="sm">
            <FormattedMessage id={titleId} />
          </Text>
          <Text
            as="dd"
            m="0"
            fontWeight="semibold"
            fontSize={key === '_final_price_included_vat' ? 'lg' : 'md'}
          >
            <Price rials={invoice[key]} />
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
