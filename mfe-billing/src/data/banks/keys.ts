/** Query keys of the bank gateways (one factory, never inline keys). */
export const bankKeys = {
  all: ['banks'] as const,
  list: (locale: string) => [...bankKeys.all, 'list', locale] as const,
};
