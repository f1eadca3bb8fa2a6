/** Query keys of the CDN domains (one factory, never inline keys). */
export const domainKeys = {
  all: ['domains'] as const,
  lists: () => [...domainKeys.all, 'list'] as const,
};
