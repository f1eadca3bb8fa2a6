/** Query and mutation keys of a domain's custom pages (one factory, never inline keys). */
export const customPageKeys = {
  all: ['custom-pages'] as const,
  detail: (domainId: number) => [...customPageKeys.all, domainId] as const,
  save: () => [...customPageKeys.all, 'save'] as const,
  reset: () => [...customPageKeys.all, 'reset'] as const,
};
