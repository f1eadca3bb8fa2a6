import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Invoice } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { invoiceKeys } from './keys';

export type LastInvoiceQueryData = Invoice | null;

export const lastInvoiceQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: invoiceKeys.last(locale),
    queryFn: (): Promise<LastInvoiceQueryData> => api.financial.lastInvoice(),
  });

/**
 * GET /financial/last-invoice: the current pre-invoice, or null. A wallet change (a payment, here
 * or in another tab) may settle or change it, so `wallet:changed` refetches it.
 */
export function useLastInvoiceQuery() {
  const { locale, bus } = useParcelProps();
  const queryClient = useQueryClient();
  useEffect(
    () => bus.on('wallet:changed', () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })),
    [bus, queryClient],
  );
  return useQuery(lastInvoiceQueryOptions(locale));
}
