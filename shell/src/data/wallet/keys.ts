/** Query keys of the wallet figures the header shows (one factory, never inline keys). */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
};
