/** Query keys of the signed-in user's profile (one factory, never inline keys). */
export const profileKeys = {
  all: ['profile'] as const,
  /** the profile behind a token: a new token is another user until the answer says otherwise */
  detail: (token: string) => [...profileKeys.all, 'detail', token] as const,
};
