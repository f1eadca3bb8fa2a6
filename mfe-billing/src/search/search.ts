import { createIntl } from 'react-intl';
import type { SearchEntry, SearchModule, SearchRequest } from '@portal/shared-sdk';
import { invoicesQueryOptions } from '../data/invoices/invoices-query';
import { queryClient } from '../data/queryClient';
import { messages } from '../messages/messages';

// a list read for the palette counts as fresh for this long; the area's pages keep it live anyway
const FRESH_MS = 30_000;

/**
 * The financial area in the command palette: the customer's issued invoices by number, each
 * opening its detail, through the area's own invoices query. Increasing the balance is the area's
 * Financial menu entry (its dialog), which the palette lists already.
 */
export const search: SearchModule['search'] = async ({ locale }: SearchRequest) => {
  const intl = createIntl({ locale, messages: messages[locale] });
  const invoices = await queryClient.fetchQuery({ ...invoicesQueryOptions(), staleTime: FRESH_MS });
  return invoices.map((invoice): SearchEntry => ({
    key: `invoice-${invoice.id}`,
    kind: 'resource',
    title: intl.formatMessage({ id: 'billing.search.invoice' }, { number: invoice.number }),
    keywords: [invoice.number, String(invoice.id)],
    to: `/financial/closed-payments/${invoice.id}`,
  }));
};
