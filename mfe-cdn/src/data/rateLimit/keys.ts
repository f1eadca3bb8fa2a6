/** Query and mutation keys of a domain's rate-limit routes (one factory, never inline keys). */
export const rateLimitKeys = {
  all: ['rate-limit'] as const,
  list: (domainId: number) => [...rateLimitKeys.all, domainId] as const,
  create: () => [...rateLimitKeys.all, 'create'] as const,
  delete: () => [...rateLimitKeys.all, 'delete'] as const,
};
