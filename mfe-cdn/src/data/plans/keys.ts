/** Query and mutation keys of the CDN plans and the user's price list (one factory, never inline keys). */
export const planKeys = {
  all: ['plans'] as const,
  lists: () => [...planKeys.all, 'list'] as const,
  list: (domainId: number | null) => [...planKeys.lists(), domainId] as const,
  prices: (userId: number) => [...planKeys.all, 'prices', userId] as const,
  change: () => [...planKeys.all, 'change'] as const,
};
