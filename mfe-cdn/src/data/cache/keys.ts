/** Query and mutation keys of a domain's caching and acceleration (one factory, never inline keys). */
export const cacheKeys = {
  all: ['cdn-cache'] as const,
  settings: (domainId: number) => [...cacheKeys.all, domainId, 'settings'] as const,
  change: () => [...cacheKeys.all, 'change'] as const,
  purge: () => [...cacheKeys.all, 'purge'] as const,
};
