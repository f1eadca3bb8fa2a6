/** Query keys of the provider's static data the shell shows (one factory, never inline keys). */
export const slideKeys = {
  all: ['slides'] as const,
  list: () => [...slideKeys.all, 'list'] as const,
};
