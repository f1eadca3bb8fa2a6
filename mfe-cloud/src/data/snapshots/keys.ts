/** Query and mutation keys of the snapshots (one factory, never inline keys). */
export const snapshotKeys = {
  all: ['snapshots'] as const,
  list: () => [...snapshotKeys.all, 'list'] as const,
  create: () => [...snapshotKeys.all, 'create'] as const,
  restore: () => [...snapshotKeys.all, 'restore'] as const,
  remove: () => [...snapshotKeys.all, 'remove'] as const,
};
