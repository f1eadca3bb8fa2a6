import type { PortalEvents } from '../bus/PortalEvents';
import type { Profile } from './types';

type SessionModule = typeof import('./sessionStore');
type BusModule = typeof import('../bus/bus');

// The store reads localStorage when an atom is first used, so each test loads fresh modules
// after arranging localStorage.
function load(): { session: SessionModule; bus: BusModule } {
  let session: SessionModule | undefined;
  let busModule: BusModule | undefined;
  jest.isolateModules(() => {
    busModule = jest.requireActual<BusModule>('../bus/bus');
    session = jest.requireActual<SessionModule>('./sessionStore');
  });
  return { session: session!, bus: busModule! };
}

function record<K extends keyof PortalEvents>(busModule: BusModule, type: K): PortalEvents[K][] {
  const seen: PortalEvents[K][] = [];
  busModule.bus.on(type, (p) => seen.push(p));
  return seen;
}

const profile: Profile = {
  id: 1,
  user_id: 10,
  name: 'Demo',
  last_name: 'User',
  email: 'demo@example.com',
  phone: '09120000000',
  account_type: 'individual',
};

beforeEach(() => {
  localStorage.clear();
});

describe('session store: token', () => {
  it('has no token by default', () => {
    expect(load().session.getToken()).toBeNull();
  });

  it('reads a token stored by hand as a bare string', () => {
    localStorage.setItem('portal.token', 'demo-0123456789abcdef');
    expect(load().session.getToken()).toBe('demo-0123456789abcdef');
  });

  it('reads a JSON-quoted token too', () => {
    localStorage.setItem('portal.token', '"demo-0123456789abcdef"');
    expect(load().session.getToken()).toBe('demo-0123456789abcdef');
  });

  it.each(['', 'a', 'abcd', '  ab  '])('treats %p (4 characters or fewer) as missing', (token) => {
    const { session } = load();
    session.setToken(token);
    expect(session.getToken()).toBeNull();
  });

  it('accepts a 5-character token', () => {
    const { session } = load();
    session.setToken('abcde');
    expect(session.getToken()).toBe('abcde');
  });

  it('persists the token as a bare string and announces the change', () => {
    const { session, bus } = load();
    const events = record(bus, 'session:changed');
    session.setToken('token-12345');
    expect(localStorage.getItem('portal.token')).toBe('token-12345');
    expect(events).toEqual([{ reason: 'token' }]);
  });

  it('clears the token and the profile', () => {
    const { session, bus } = load();
    session.setToken('token-12345');
    session.setProfile(profile);
    const events = record(bus, 'session:changed');
    session.clearToken();
    expect(session.getToken()).toBeNull();
    expect(session.getProfile()).toBeNull();
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(events).toEqual([{ reason: 'token-cleared' }]);
  });
});

describe('session store: locale', () => {
  it('defaults to fa and fa-ir', () => {
    const { session } = load();
    expect(session.getLocale()).toBe('fa');
    expect(session.getDateLocale()).toBe('fa-ir');
  });

  it('persists the locale with its date locale', () => {
    const { session } = load();
    session.setLocale('en');
    expect(JSON.parse(localStorage.getItem('portal.locale') ?? '')).toEqual({
      locale: 'en',
      dateLocale: 'en-us',
    });
    expect(load().session.getDateLocale()).toBe('en-us');
  });

  it.each([
    ['{"locale":"en","dateLocale":"en-us"}', 'en', 'en-us'],
    ['{"locale":"en"}', 'en', 'en-us'],
    ['"en"', 'en', 'en-us'],
    ['en', 'en', 'en-us'],
    ['{"locale":"de"}', 'fa', 'fa-ir'],
    ['garbage{', 'fa', 'fa-ir'],
  ])('reads stored %p as %s / %s', (stored, locale, dateLocale) => {
    localStorage.setItem('portal.locale', stored);
    const { session } = load();
    expect([session.getLocale(), session.getDateLocale()]).toEqual([locale, dateLocale]);
  });

  it('emits locale:changed only when the locale really changes', () => {
    const { session, bus } = load();
    const events = record(bus, 'locale:changed');
    session.setLocale('fa');
    session.setLocale('en');
    session.setLocale('en');
    expect(events).toEqual([{ locale: 'en' }]);
  });
});

describe('session store: wallet', () => {
  it('defaults every figure to 0', () => {
    expect(load().session.getWallet()).toEqual({ balance: 0, credit: 0, debt: 0 });
  });

  it('reads stored figures as integers and anything else as 0', () => {
    localStorage.setItem('portal.wallet', '{"balance":"-1500.7","credit":20.9,"debt":"x"}');
    expect(load().session.getWallet()).toEqual({ balance: -1500, credit: 20, debt: 0 });
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem('portal.wallet', '{nope');
    expect(load().session.getWallet()).toEqual({ balance: 0, credit: 0, debt: 0 });
  });

  it('merges, persists and announces new figures once', () => {
    const { session, bus } = load();
    const events = record(bus, 'wallet:changed');
    session.setWallet({ balance: 2500000 });
    session.setWallet({ balance: 2500000 });
    expect(session.getWallet()).toEqual({ balance: 2500000, credit: 0, debt: 0 });
    expect(JSON.parse(localStorage.getItem('portal.wallet') ?? '')).toEqual({
      balance: 2500000,
      credit: 0,
      debt: 0,
    });
    expect(events).toEqual([{ balance: 2500000, credit: 0, debt: 0 }]);
  });
});

describe('session store: snapshot and subscription', () => {
  it('gives a frozen snapshot of everything', () => {
    const { session } = load();
    session.setToken('token-12345');
    session.setProfile(profile);
    session.setWallet({ credit: 5 });
    session.setLocale('en');
    const snapshot = session.getSessionSnapshot();
    expect(snapshot).toEqual({
      token: 'token-12345',
      profile,
      wallet: { balance: 0, credit: 5, debt: 0 },
      locale: 'en',
      dateLocale: 'en-us',
    });
    expect(Object.isFrozen(snapshot)).toBe(true);
  });

  it('notifies subscribers of any change until they unsubscribe', () => {
    const { session } = load();
    const listener = jest.fn();
    const off = session.subscribeSession(listener);
    session.setToken('token-12345');
    session.setWallet({ debt: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    session.setLocale('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows a token written by another tab', () => {
    const { session } = load();
    const off = session.subscribeSession(() => undefined);
    localStorage.setItem('portal.token', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal.token', newValue: 'from-other-tab' }));
    expect(session.getToken()).toBe('from-other-tab');
    off();
  });
});
