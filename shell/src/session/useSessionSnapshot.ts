import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession, type SessionSnapshot } from '@portal/shared-sdk';

// One cached snapshot per session change, so parcels get a new `session` object only when
// something in it changed (ParcelHost calls parcel.update on identity change).
let cached: SessionSnapshot | null = null;
const listeners = new Set<() => void>();
let subscribed = false;

function ensureSubscribed(): void {
  if (subscribed) return;
  subscribed = true;
  subscribeSession(() => {
    cached = null;
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void): () => void {
  ensureSubscribed();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session snapshot; the same object until the session changes. */
export function readSessionSnapshot(): SessionSnapshot {
  ensureSubscribed();
  cached ??= getSessionSnapshot();
  return cached;
}

/** The session as a React value: token (null when missing or ≤ 4 chars), profile, wallet, locale. */
export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribe, readSessionSnapshot, readSessionSnapshot);
}
