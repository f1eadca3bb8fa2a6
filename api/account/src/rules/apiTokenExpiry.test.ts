import {
  API_TOKEN_EXPIRY_DAYS,
  DEFAULT_API_TOKEN_EXPIRY_DAYS,
  apiTokenExpiresAt,
  isApiTokenExpired,
  parseApiTokenExpiry,
} from './apiTokenExpiry';

describe('parseApiTokenExpiry', () => {
  it('takes 30, 90 and 365 days, as numbers or digits', () => {
    for (const days of API_TOKEN_EXPIRY_DAYS) {
      expect(parseApiTokenExpiry(days)).toEqual({ value: days, error: null });
      expect(parseApiTokenExpiry(String(days))).toEqual({ value: days, error: null });
    }
  });

  it('reads null and the empty form value as never, and an absent value as the default (90 days)', () => {
    expect(parseApiTokenExpiry(null)).toEqual({ value: null, error: null });
    expect(parseApiTokenExpiry('')).toEqual({ value: null, error: null });
    expect(DEFAULT_API_TOKEN_EXPIRY_DAYS).toBe(90);
    expect(parseApiTokenExpiry(undefined)).toEqual({ value: 90, error: null });
  });

  it.each([0, 1, 31, 60, 366, -30, 30.5, '45', 'abc', '30 days', true, [30], { days: 30 }])(
    'refuses %p',
    (raw) => {
      expect(parseApiTokenExpiry(raw)).toEqual({ value: null, error: 'tokenExpiryInvalid' });
    },
  );
});

describe('apiTokenExpiresAt and isApiTokenExpired', () => {
  const created = 1_700_000_000;

  it('adds whole days, and never expires without a lifetime', () => {
    expect(apiTokenExpiresAt(created, 30)).toBe(created + 30 * 86_400);
    expect(apiTokenExpiresAt(created, null)).toBeNull();
  });

  it('counts a token expired from its expiry second on', () => {
    const expires = created + 86_400;
    expect(isApiTokenExpired(expires, expires - 1)).toBe(false);
    expect(isApiTokenExpired(expires, expires)).toBe(true);
    expect(isApiTokenExpired(null, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
