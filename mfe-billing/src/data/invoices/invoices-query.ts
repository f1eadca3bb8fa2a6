import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type InvoiceSummary } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { invoiceKeys } from './keys';

export type InvoicesQueryData = InvoiceSummary[];

export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.issued(),
    queryFn: (): Promise<InvoicesQueryData> => api.financial.invoices(),
    meta: LOCALIZED_QUERY,
  });

/** GET /financial/invoices: the issued (closed) invoices, newest first. */
export function useInvoicesQuery() {
  return useQuery(invoicesQueryOptions());
}
