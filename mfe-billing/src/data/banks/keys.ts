/** Query keys of the bank gateways (one factory, never inline keys). */
export const bankKeys = {
  all: ['banks'] as const,
  list: () => [...bankKeys.all, 'list'] as const,
};
