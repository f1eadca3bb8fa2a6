/** Query keys of the CDN domains (one factory, never inline keys). */
export const domainKeys = {
  all: ['domains'] as const,
  /** the answer carries localized plan titles, so each locale has its own list */
  list: (locale: string) => [...domainKeys.all, 'list', locale] as const,
};
