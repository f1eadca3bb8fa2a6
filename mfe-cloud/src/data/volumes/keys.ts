/** Query and mutation keys of the volumes (one factory, never inline keys). */
export const volumeKeys = {
  all: ['volumes'] as const,
  list: () => [...volumeKeys.all, 'list'] as const,
  create: () => [...volumeKeys.all, 'create'] as const,
  update: () => [...volumeKeys.all, 'update'] as const,
  attach: () => [...volumeKeys.all, 'attach'] as const,
  detach: () => [...volumeKeys.all, 'detach'] as const,
  remove: () => [...volumeKeys.all, 'remove'] as const,
};
