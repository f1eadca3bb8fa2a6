// scripts/benchBytes.mjs: the JavaScript a page costs in `npm run bench`, counted by address, so the
// remote files the loader fetches to check before it runs them are in the figures.
import { isJavaScript, javaScriptTransfer } from '../../scripts/benchBytes.mjs';

const at = (path: string) => `http://localhost:8095${path}`;

describe('the JavaScript a page costs', () => {
  it('knows a script by how it was asked for or by its address', () => {
    expect(isJavaScript({ type: 'Script', url: at('/first-paint') })).toBe(true);
    expect(isJavaScript({ type: 'Other', url: at('/remotes/cdn/1.0.0/remoteEntry.js') })).toBe(true);
    expect(isJavaScript({ type: 'Fetch', url: at('/chunk.4f2a.mjs?v=1') })).toBe(true);
    expect(isJavaScript({ type: 'Fetch', url: at('/api/v1/cdn/domains') })).toBe(false);
    expect(isJavaScript({ type: 'Stylesheet', url: at('/main.css') })).toBe(false);
  });

  it('counts a remote file fetched to be checked and then run from the cache once, with its bytes', () => {
    const transfer = javaScriptTransfer([
      { type: 'Script', url: at('/main.1.js'), fromCache: false, bytes: 270_000 },
      { type: 'Other', url: at('/remotes/cdn/1.0.0/remoteEntry.js'), fromCache: false, bytes: 4_300 },
      { type: 'Script', url: at('/remotes/cdn/1.0.0/remoteEntry.js'), fromCache: true, bytes: 0 },
      { type: 'Other', url: at('/remotes/cdn/1.0.0/expose_app.2.js'), fromCache: false, bytes: 24_000 },
      { type: 'Script', url: at('/remotes/cdn/1.0.0/expose_app.2.js'), fromCache: true, bytes: 0 },
      { type: 'Fetch', url: at('/api/v1/cdn/domains'), fromCache: false, bytes: 900 },
    ]);
    expect(transfer).toEqual({ jsBytes: 298_300, jsRequests: 3, remoteEntries: [4_300] });
  });

  it('counts nothing over the network for a visit served from the cache', () => {
    expect(
      javaScriptTransfer([
        { type: 'Script', url: at('/main.1.js'), fromCache: true, bytes: 0 },
        { type: 'Other', url: at('/remotes/cdn/1.0.0/remoteEntry.js'), fromCache: true, bytes: 0 },
      ]),
    ).toEqual({ jsBytes: 0, jsRequests: 2, remoteEntries: [] });
  });
});
