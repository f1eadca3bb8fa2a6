import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Invoice } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { invoiceKeys } from './keys';

export type LastInvoiceQueryData = Invoice | null;

export const lastInvoiceQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.last(),
    queryFn: (): Promise<LastInvoiceQueryData> => api.financial.lastInvoice(),
    // line labels may come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/**
 * GET /financial/last-invoice: the current pre-invoice, or null. A wallet change (a payment, here
 * or in another tab) may settle or change it: the area's query client refetches it then.
 */
export function useLastInvoiceQuery() {
  return useQuery(lastInvoiceQueryOptions());
}
