/** Query keys of invoices (one factory, never inline keys). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  last: (locale: string) => [...invoiceKeys.all, 'last', locale] as const,
  issued: (locale: string) => [...invoiceKeys.all, 'issued', locale] as const,
  detail: (id: number, locale: string) => [...invoiceKeys.all, 'detail', id, locale] as const,
};
