/** Query keys of the cloud servers (one factory, never inline keys). */
export const serverKeys = {
  all: ['servers'] as const,
  lists: () => [...serverKeys.all, 'list'] as const,
};
