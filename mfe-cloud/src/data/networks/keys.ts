/** Query and mutation keys of the private networks (one factory, never inline keys). */
export const networkKeys = {
  all: ['private-networks'] as const,
  list: () => [...networkKeys.all, 'list'] as const,
  create: () => [...networkKeys.all, 'create'] as const,
  remove: () => [...networkKeys.all, 'remove'] as const,
  attach: () => [...networkKeys.all, 'attach'] as const,
  detach: () => [...networkKeys.all, 'detach'] as const,
};
