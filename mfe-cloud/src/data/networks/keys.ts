/** Query keys of the private networks (one factory, never inline keys). */
export const networkKeys = {
  all: ['networks'] as const,
  lists: () => [...networkKeys.all, 'list'] as const,
};
