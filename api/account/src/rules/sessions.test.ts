import { deviceFromUserAgent, parseSessionLimit } from './sessions';

describe('parseSessionLimit', () => {
  it('reads empty or 0 as no limit and 1 to 100 as a limit', () => {
    expect(parseSessionLimit('')).toEqual({ value: null, error: null });
    expect(parseSessionLimit('0')).toEqual({ value: null, error: null });
    expect(parseSessionLimit('۳')).toEqual({ value: 3, error: null });
    expect(parseSessionLimit(100)).toEqual({ value: 100, error: null });
  });
  it('refuses anything else', () => {
    for (const v of ['101', '-1', '2.5', 'two'])
      expect(parseSessionLimit(v).error).toBe('sessionLimitInvalid');
  });
});

describe('deviceFromUserAgent', () => {
  it('names the browser and the system', () => {
    expect(
      deviceFromUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 on Linux');
    expect(
      deviceFromUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge 120 on Windows');
    expect(
      deviceFromUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS');
    expect(
      deviceFromUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0',
      ),
    ).toBe('Firefox 121 on macOS');
    expect(deviceFromUserAgent('curl/8.5.0')).toBe('curl 8.5.0');
  });
  it('falls back to the raw text, or nothing', () => {
    expect(deviceFromUserAgent('my-script')).toBe('my-script');
    expect(deviceFromUserAgent(null)).toBe('');
  });
});
