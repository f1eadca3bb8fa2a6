/** Query keys of the provider's reference data the cloud area reads (one factory, never inline keys). */
export const catalogKeys = {
  all: ['catalog'] as const,
  datacenters: () => [...catalogKeys.all, 'datacenters'] as const,
  osImages: () => [...catalogKeys.all, 'os-images'] as const,
};
