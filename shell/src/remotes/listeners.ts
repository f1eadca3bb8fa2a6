/** A set of change listeners: what `useSyncExternalStore` subscribes to. */
export interface Listeners {
  add(listener: () => void): () => void;
  notify(): void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}
