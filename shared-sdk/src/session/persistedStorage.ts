/** The shape of jotai's synchronous storage (its type is not exported from jotai/vanilla/utils). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, newValue: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined;
}

// localStorage can be missing (Node) or throw (private mode, quota): the session must still
// work in memory then, so every access is guarded.
function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readRaw(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string | null): void {
  try {
    const storage = local();
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // keep the in-memory value; persisting is best effort
  }
}

/**
 * A jotai storage that parses through `parse` (which must sanitize anything a user or an older
 * version left in localStorage) and follows other tabs through the `storage` event.
 */
export function createPersistedStorage<T>(
  parse: (raw: string | null) => T,
  serialize: (value: T) => string | null,
): SyncStorage<T> {
  // jotai re-reads the storage when an atom mounts; returning the same object for the same raw
  // text keeps that re-read from looking like a change to subscribers.
  const cache = new Map<string, { raw: string | null; value: T }>();
  const read = (key: string, raw: string | null): T => {
    const hit = cache.get(key);
    if (hit && hit.raw === raw) return hit.value;
    const value = parse(raw);
    cache.set(key, { raw, value });
    return value;
  };
  return {
    getItem: (key) => read(key, readRaw(key)),
    setItem: (key, value) => writeRaw(key, serialize(value)),
    removeItem: (key) => writeRaw(key, null),
    subscribe: (key, callback) => {
      if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return undefined;
      const listener = (event: StorageEvent): void => {
        if (event.key === key || event.key === null) callback(read(key, event.newValue));
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
