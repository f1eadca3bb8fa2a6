import { EARLY_MANIFEST_GLOBAL, takeEarlyManifest } from './earlyManifest';

const HREF = 'http://localhost/remotes/manifest.json';
const MANIFEST = { schemaVersion: 1, remotes: {} };

function windowWith(early?: unknown): Window {
  return (early === undefined ? {} : { [EARLY_MANIFEST_GLOBAL]: early }) as unknown as Window;
}

describe('the release manifest first-paint.js asked for', () => {
  it("is the loader's first read when it is of the same address, taken once", async () => {
    const win = windowWith(Promise.resolve({ url: HREF, json: MANIFEST }));
    const fetchJson = jest.fn(async () => ({ other: true }));
    await expect(takeEarlyManifest(HREF, fetchJson, win)).resolves.toBe(MANIFEST);
    expect(fetchJson).not.toHaveBeenCalled();
    expect(takeEarlyManifest(HREF, fetchJson, win)).toBeNull();
  });

  it('falls back to a read of its own when the early one failed, found nothing, or was of another address', async () => {
    const fresh = { schemaVersion: 1, remotes: { cdn: {} } };
    for (const early of [
      Promise.resolve(null),
      Promise.resolve({ url: HREF, json: null }),
      Promise.resolve({ url: 'http://localhost/other.json', json: MANIFEST }),
      Promise.reject(new Error('offline')),
    ]) {
      const fetchJson = jest.fn(async () => fresh);
      await expect(takeEarlyManifest(HREF, fetchJson, windowWith(early))).resolves.toBe(fresh);
      expect(fetchJson).toHaveBeenCalledWith(HREF);
    }
  });

  it('is null without an early read (the loader fetches as usual)', () => {
    expect(takeEarlyManifest(HREF, jest.fn(), windowWith())).toBeNull();
  });
});
