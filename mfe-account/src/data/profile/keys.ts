/** Query and mutation keys of the user's profile (one factory, never inline keys). */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  verifications: () => [...profileKeys.all, 'verifications'] as const,
  update: () => [...profileKeys.all, 'update'] as const,
  verify: () => [...profileKeys.all, 'verify'] as const,
  changeContact: () => [...profileKeys.all, 'change-contact'] as const,
};
