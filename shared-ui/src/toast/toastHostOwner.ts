import { useEffect, useState, useSyncExternalStore } from 'react';

// Every PortalProviders (shell and each parcel) includes a ToastHost, but toasts must appear once.
// The first mounted host owns the screen; when it unmounts, the next one in line takes over.
const owners: symbol[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while this component instance is the page's active toast host. */
export function useIsToastHostOwner(): boolean {
  const [id] = useState(() => Symbol('toast-host'));
  useEffect(() => {
    owners.push(id);
    notify();
    return () => {
      owners.splice(owners.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribe,
    () => owners[0] === id,
    () => false,
  );
}
