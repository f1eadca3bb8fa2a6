/** Query keys of the customer's price list (one factory, never inline keys). */
export const priceKeys = {
  all: ['prices'] as const,
  list: (userId: number) => [...priceKeys.all, 'list', userId] as const,
};
