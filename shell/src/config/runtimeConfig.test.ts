import { DEFAULT_CONFIG, parseRuntimeConfig } from './runtimeConfig';

describe('the runtime config', () => {
  it("gives a remote's files the deadline config.json sets, 10 s without one", () => {
    expect(DEFAULT_CONFIG.remoteLoadDeadlineSeconds).toBe(10);
    expect(parseRuntimeConfig({ remoteLoadDeadlineSeconds: 4.5 }).remoteLoadDeadlineSeconds).toBe(4.5);
    // a deadline that is not a positive number would fail every load at once, or none: the default
    for (const value of [0, -3, '20', null, Number.NaN, Number.POSITIVE_INFINITY])
      expect(parseRuntimeConfig({ remoteLoadDeadlineSeconds: value }).remoteLoadDeadlineSeconds).toBe(10);
    expect(parseRuntimeConfig(null).remoteLoadDeadlineSeconds).toBe(10);
    // past a browser timer's longest delay a timer fires at once: the longest it keeps instead
    expect(parseRuntimeConfig({ remoteLoadDeadlineSeconds: 1e9 }).remoteLoadDeadlineSeconds).toBe(2_147_483);
  });
});
