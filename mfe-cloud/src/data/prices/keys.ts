/** Query keys of the customer's price list as the cloud area reads it (one factory, never inline keys). */
export const priceKeys = {
  all: ['prices'] as const,
  list: (userId: number) => [...priceKeys.all, userId] as const,
};
