/** Query keys of the provider's data centers (one factory, never inline keys). */
export const datacenterKeys = {
  all: ['datacenters'] as const,
  list: () => [...datacenterKeys.all, 'list'] as const,
};
