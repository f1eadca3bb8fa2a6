/** Query and mutation keys of a domain's clusters (one factory, never inline keys). */
export const clusterKeys = {
  all: ['clusters'] as const,
  list: (domainId: number) => [...clusterKeys.all, domainId] as const,
  save: () => [...clusterKeys.all, 'save'] as const,
  delete: () => [...clusterKeys.all, 'delete'] as const,
};
