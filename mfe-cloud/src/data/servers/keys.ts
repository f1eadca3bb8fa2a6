/** Query keys of the cloud servers (one factory, never inline keys). */
export const serverKeys = {
  all: ['servers'] as const,
  /** the answer carries localized data-center names, so each locale has its own list */
  list: (locale: string) => [...serverKeys.all, 'list', locale] as const,
};
