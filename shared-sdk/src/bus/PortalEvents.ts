import type { Locale } from '../types/locale';

export type ToastType = 'success' | 'error' | 'warning';

/** Every event on the portal bus and its payload. */
export interface PortalEvents {
  'session:changed': { reason: string };
  'session:unauthorized': Record<string, never>;
  /** a 403 answer: the shell leaves the area page the user may not see (a CDN page for /cdn, a cloud page for /cloud/servers) */
  'session:forbidden': Record<string, never>;
  'session:logout': Record<string, never>;
  'locale:changed': { locale: Locale };
  'wallet:changed': { balance: number; credit: number; debt: number };
  toast: { title: string; description?: string; type: ToastType };
  navigate: { to: string; replace?: boolean };
  'remote:failed': { remote: string; version: string; phase: 'load' | 'mount'; error: unknown };
}

export type PortalEventType = keyof PortalEvents;

export type PortalEventHandler<K extends PortalEventType> = (payload: PortalEvents[K]) => void;

export interface PortalBus {
  emit<K extends PortalEventType>(type: K, payload: PortalEvents[K]): void;
  /** Subscribes; returns the unsubscribe function. */
  on<K extends PortalEventType>(type: K, handler: PortalEventHandler<K>): () => void;
}

/** Events that also reach the other tabs of the portal. */
export const BROADCAST_EVENTS: readonly PortalEventType[] = [
  'session:logout',
  'locale:changed',
  'wallet:changed',
];

export const BUS_EVENT_PREFIX = 'portal:';
export const BUS_CHANNEL_NAME = 'portal';
