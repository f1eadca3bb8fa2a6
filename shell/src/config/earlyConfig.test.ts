import { EARLY_CONFIG_GLOBAL, startRuntimeConfig } from './earlyConfig';

function windowWith(early?: Promise<unknown>) {
  const win = {} as Window & { [EARLY_CONFIG_GLOBAL]?: Promise<unknown> };
  if (early) win[EARLY_CONFIG_GLOBAL] = early;
  return win;
}

describe('startRuntimeConfig', () => {
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    global.fetch = fetchSpy as unknown as typeof fetch;
  });

  it('reads the config first-paint.js asked for, once, without fetching it again', async () => {
    const win = windowWith(
      Promise.resolve({ apiBaseUrl: 'https://api.example.com/', manifestMaxAgeSeconds: 30 }),
    );
    const config = await startRuntimeConfig('/config.json', win);
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.manifestMaxAgeSeconds).toBe(30);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(win[EARLY_CONFIG_GLOBAL]).toBeUndefined();
  });

  it('fetches /config.json itself without an early request', async () => {
    fetchSpy.mockResolvedValue({ ok: true, json: async () => ({ docsUrl: 'https://docs.example.com' }) });
    const config = await startRuntimeConfig('/config.json', windowWith());
    expect(config.docsUrl).toBe('https://docs.example.com');
    expect(fetchSpy).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('passes on the failure of the early request (the start then uses the defaults)', async () => {
    await expect(
      startRuntimeConfig(
        '/config.json',
        windowWith(Promise.reject(new Error('config /config.json: HTTP 404'))),
      ),
    ).rejects.toThrow('HTTP 404');
  });
});
