import {
  BROADCAST_EVENTS,
  BUS_CHANNEL_NAME,
  BUS_EVENT_PREFIX,
  type PortalBus,
  type PortalEventType,
  type PortalEvents,
} from './PortalEvents';

interface BroadcastMessage {
  type: PortalEventType;
  payload: unknown;
  /** The sending tab, so a tab ignores its own message even with several SDK copies loaded. */
  tabId: string;
}

interface SharedBusState {
  target: EventTarget;
  tabId: string;
  channel: BroadcastChannel | null;
}

// One state per page, kept on globalThis under a registry symbol: every SDK copy in the page
// (a remote that bundled its own) shares the same event target, tab id and single channel, so an
// event is neither lost between copies nor delivered twice.
const STATE_KEY = Symbol.for('portal.bus.state');

function sharedState(): SharedBusState {
  const registry = globalThis as unknown as Record<symbol, SharedBusState | undefined>;
  const existing = registry[STATE_KEY];
  if (existing) return existing;
  const hasWindowTarget = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  const target: EventTarget = hasWindowTarget ? window : new EventTarget();
  const state: SharedBusState = {
    target,
    tabId: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    channel: null,
  };
  if (typeof BroadcastChannel === 'function') {
    try {
      state.channel = new BroadcastChannel(BUS_CHANNEL_NAME);
      // Node's channel keeps the process alive; the bus must never be the reason a process stays up.
      (state.channel as BroadcastChannel & { unref?: () => void }).unref?.();
      state.channel.onmessage = (event: MessageEvent<BroadcastMessage>) => {
        const message = event.data;
        if (!message || message.tabId === state.tabId || !BROADCAST_EVENTS.includes(message.type)) return;
        // Delivered locally only: re-posting here would bounce the event between tabs for ever.
        dispatchLocal(state, message.type, message.payload);
      };
    } catch {
      state.channel = null; // some embedded browsers forbid it; the bus still works in this tab
    }
  }
  registry[STATE_KEY] = state;
  return state;
}

function dispatchLocal(state: SharedBusState, type: PortalEventType, payload: unknown): void {
  state.target.dispatchEvent(new CustomEvent(BUS_EVENT_PREFIX + type, { detail: payload }));
}

export const bus: PortalBus = {
  emit(type, payload) {
    const state = sharedState();
    dispatchLocal(state, type, payload);
    if (state.channel && BROADCAST_EVENTS.includes(type)) {
      const message: BroadcastMessage = { type, payload, tabId: state.tabId };
      try {
        state.channel.postMessage(message);
      } catch {
        // an unclonable payload must not break the local delivery that already happened
      }
    }
  },
  on(type, handler) {
    const state = sharedState();
    const listener = (event: Event): void => {
      handler((event as CustomEvent<PortalEvents[typeof type]>).detail);
    };
    state.target.addEventListener(BUS_EVENT_PREFIX + type, listener);
    return () => state.target.removeEventListener(BUS_EVENT_PREFIX + type, listener);
  },
};

/** Closes the tab's channel and forgets the shared state (tests, hot reload). */
export function resetBusForTests(): void {
  const registry = globalThis as unknown as Record<symbol, SharedBusState | undefined>;
  registry[STATE_KEY]?.channel?.close();
  registry[STATE_KEY] = undefined;
}
