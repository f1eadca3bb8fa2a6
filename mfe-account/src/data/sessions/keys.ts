/** Query and mutation keys of the account's active sessions. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
  terminate: () => [...sessionKeys.all, 'terminate'] as const,
};
