/** Query and mutation keys of the user's profile (one factory, never inline keys). */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  update: () => [...profileKeys.all, 'update'] as const,
};
