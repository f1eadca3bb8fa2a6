/** Query keys of the wallet figures (one factory, never inline keys). */
export const balanceKeys = {
  all: ['balance'] as const,
  detail: () => [...balanceKeys.all, 'detail'] as const,
};
