import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Invoice } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { invoiceKeys } from './keys';

export type InvoiceDetailQueryData = Invoice;

export const invoiceDetailQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id, locale),
    queryFn: (): Promise<InvoiceDetailQueryData> => api.financial.invoice(id),
  });

/** GET /financial/invoices/{id}: one issued invoice with its groups. */
export function useInvoiceDetailQuery(id: number) {
  const { locale } = useParcelProps();
  return useQuery(invoiceDetailQueryOptions(id, locale));
}
