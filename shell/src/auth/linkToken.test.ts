import { runFirstPaint } from '../firstPaint/firstPaint';
import { LINK_TOKEN_GLOBAL, linkToken, withoutToken } from './linkToken';

const early = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete early[LINK_TOKEN_GLOBAL];
  window.history.replaceState(null, '', '/');
});

describe("a sign-in link's token", () => {
  it("leaves the address before the page's first request: the before-paint script takes it out and hands it to the page", () => {
    window.history.replaceState(null, '', '/force-set-token?token=demo-0123456789abcdef&locale=en#x');
    const historyLength = window.history.length;
    window.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    runFirstPaint();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/force-set-token?locale=en#x',
    );
    expect(window.history.length).toBe(historyLength);
    expect(early[LINK_TOKEN_GLOBAL]).toBe('demo-0123456789abcdef');
    expect(linkToken(window.location.search)).toBe('demo-0123456789abcdef');
  });

  it('is read from the address where no script took it, trimmed, and is none at 4 characters or fewer', () => {
    expect(linkToken('?token=%20demo-0123456789abcdef%20')).toBe('demo-0123456789abcdef');
    expect(linkToken('?token=abcd')).toBeNull();
    expect(linkToken('?locale=en')).toBeNull();
    early[LINK_TOKEN_GLOBAL] = 'abcd';
    expect(linkToken('?token=demo-0123456789abcdef')).toBeNull();
  });

  it('is dropped from the query, which keeps the rest', () => {
    expect(withoutToken('?token=x&locale=en')).toBe('?locale=en');
    expect(withoutToken('?token=x')).toBe('');
  });
});
