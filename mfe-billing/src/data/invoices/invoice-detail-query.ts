import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Invoice } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { invoiceKeys } from './keys';

export type InvoiceDetailQueryData = Invoice;

export const invoiceDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: (): Promise<InvoiceDetailQueryData> => api.financial.invoice(id),
    // line labels may come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/** GET /financial/invoices/{id}: one issued invoice with its groups. */
export function useInvoiceDetailQuery(id: number) {
  return useQuery(invoiceDetailQueryOptions(id));
}
