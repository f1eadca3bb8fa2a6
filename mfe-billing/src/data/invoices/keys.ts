/** Query keys of invoices (one factory, never inline keys). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  last: () => [...invoiceKeys.all, 'last'] as const,
  issued: () => [...invoiceKeys.all, 'issued'] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};
