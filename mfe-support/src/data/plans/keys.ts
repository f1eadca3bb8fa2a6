/** Query and mutation keys of the support plans (one factory, never inline keys). */
export const planKeys = {
  all: ['support-plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
  change: () => [...planKeys.all, 'change'] as const,
};
