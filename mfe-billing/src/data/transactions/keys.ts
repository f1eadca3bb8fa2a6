/** Query keys of wallet transactions (one factory, never inline keys). */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: () => [...transactionKeys.all, 'list'] as const,
};
