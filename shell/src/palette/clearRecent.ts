/** Where the palette keeps each user's recent entries: this prefix and the user's id. */
export const RECENT_KEY_PREFIX = 'portal.palette.recent.';

/** Forgets every user's recent entries (at logout: the next person at this browser sees none). */
export function clearRecent(): void {
  try {
    const store = window.localStorage;
    for (const key of Object.keys(store)) if (key.startsWith(RECENT_KEY_PREFIX)) store.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
}
