import { bus, resetBusForTests } from './bus';
import { BUS_CHANNEL_NAME } from './PortalEvents';

// Node's BroadcastChannel (which jest-fixed-jsdom exposes) delivers between instances in the same
// process, so a second channel object stands in for another tab.
let otherTab: BroadcastChannel;
let received: unknown[];

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  resetBusForTests();
  received = [];
  otherTab = new BroadcastChannel(BUS_CHANNEL_NAME);
  otherTab.onmessage = (event) => received.push(event.data);
});

afterEach(() => {
  otherTab.close();
  resetBusForTests();
});

describe('bus', () => {
  it('delivers a typed payload to subscribers', () => {
    const handler = jest.fn();
    bus.on('toast', handler);
    bus.emit('toast', { title: 'Saved', type: 'success' });
    expect(handler).toHaveBeenCalledWith({ title: 'Saved', type: 'success' });
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const off = bus.on('navigate', handler);
    off();
    bus.emit('navigate', { to: '/cdn' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('carries events as portal:<type> CustomEvents on window', () => {
    const listener = jest.fn();
    window.addEventListener('portal:session:unauthorized', listener);
    bus.emit('session:unauthorized', {});
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({});
    window.removeEventListener('portal:session:unauthorized', listener);
  });

  it('hears events dispatched by another SDK copy straight on window', () => {
    const handler = jest.fn();
    bus.on('navigate', handler);
    window.dispatchEvent(new CustomEvent('portal:navigate', { detail: { to: '/support' } }));
    expect(handler).toHaveBeenCalledWith({ to: '/support' });
  });

  it('shares one state between two loaded copies of the module', () => {
    let copy: typeof import('./bus') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('./bus')>('./bus');
    });
    const handler = jest.fn();
    copy?.bus.on('toast', handler);
    bus.emit('toast', { title: 'once', type: 'warning' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it.each(['session:logout', 'locale:changed', 'wallet:changed'] as const)(
    'mirrors %s to other tabs',
    async (type) => {
      const payloads = {
        'session:logout': {},
        'locale:changed': { locale: 'en' },
        'wallet:changed': { balance: 1, credit: 2, debt: 3 },
      };
      bus.emit(type, payloads[type] as never);
      await flush();
      expect(received).toEqual([expect.objectContaining({ type, payload: payloads[type] })]);
    },
  );

  it('keeps tab-local events in the tab', async () => {
    bus.emit('toast', { title: 'local', type: 'success' });
    bus.emit('session:unauthorized', {});
    bus.emit('navigate', { to: '/' });
    await flush();
    expect(received).toEqual([]);
  });

  it('delivers events from another tab locally without posting them back', async () => {
    const handler = jest.fn();
    bus.on('locale:changed', handler);
    bus.emit('toast', { title: 'wake the channel', type: 'success' });
    otherTab.postMessage({ type: 'locale:changed', payload: { locale: 'fa' }, tabId: 'another-tab' });
    await flush();
    expect(handler).toHaveBeenCalledWith({ locale: 'fa' });
    expect(received).toEqual([]);
  });

  it('ignores messages that carry its own tab id or a tab-local type', async () => {
    const handler = jest.fn();
    bus.on('session:logout', handler);
    bus.on('toast', handler);
    bus.emit('session:logout', {}); // creates the state; the other tab sees this one
    await flush();
    const own = (received[0] as { tabId: string }).tabId;
    handler.mockClear();
    otherTab.postMessage({ type: 'session:logout', payload: {}, tabId: own });
    otherTab.postMessage({ type: 'toast', payload: { title: 'x', type: 'error' }, tabId: 'another-tab' });
    otherTab.postMessage(null);
    await flush();
    expect(handler).not.toHaveBeenCalled();
  });

  it('works without BroadcastChannel', () => {
    const original = globalThis.BroadcastChannel;
    resetBusForTests();
    // @ts-expect-error simulating an environment without the API
    delete globalThis.BroadcastChannel;
    try {
      const handler = jest.fn();
      bus.on('session:logout', handler);
      bus.emit('session:logout', {});
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.BroadcastChannel = original;
    }
  });

  it('keeps delivering locally when a payload cannot be cloned for other tabs', () => {
    const handler = jest.fn();
    bus.on('wallet:changed', handler);
    const payload = { balance: 1, credit: 0, debt: 0, fn: () => 0 };
    expect(() => bus.emit('wallet:changed', payload)).not.toThrow();
    expect(handler).toHaveBeenCalledWith(payload);
  });
});
