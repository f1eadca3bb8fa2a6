import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type InvoiceSummary } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { invoiceKeys } from './keys';

export type InvoicesQueryData = InvoiceSummary[];

export const invoicesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: invoiceKeys.issued(locale),
    queryFn: (): Promise<InvoicesQueryData> => api.financial.invoices(),
  });

/** GET /financial/invoices: the issued (closed) invoices, newest first. */
export function useInvoicesQuery() {
  const { locale } = useParcelProps();
  return useQuery(invoicesQueryOptions(locale));
}
