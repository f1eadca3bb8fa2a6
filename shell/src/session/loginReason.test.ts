import { loginAddress, loginReasonMessage, unauthorizedReason, withoutLoginReason } from './loginReason';

describe('login reason', () => {
  it('names the reason as a code in the login address', () => {
    expect(loginAddress('expired')).toBe('/login?reason=expired');
    expect(loginAddress()).toBe('/login');
  });

  it('reads the known code back as its message id', () => {
    expect(loginReasonMessage(new URL(loginAddress('expired'), 'http://x').search)).toBe(
      'shell.auth.loginAgain',
    );
    expect(loginReasonMessage('?locale=en&reason=expired')).toBe('shell.auth.loginAgain');
  });

  it("names the IP whitelist's end of a session by its own code, and any other 401 as expired", () => {
    expect(loginAddress(unauthorizedReason('ip_not_allowed'))).toBe('/login?reason=ip_not_allowed');
    expect(loginReasonMessage('?reason=ip_not_allowed')).toBe('shell.auth.ipNotAllowed');
    for (const ended of [null, 'token_expired', ''])
      expect(loginAddress(unauthorizedReason(ended))).toBe('/login?reason=expired');
  });

  it('shows nothing for an unknown code, free text, a message id or an inherited key', () => {
    for (const search of [
      '',
      '?reason=',
      '?reason=Your+account+is+locked',
      '?reason=shell.auth.loginAgain',
      '?reason=toString',
      '?reason=__proto__',
    ])
      expect(loginReasonMessage(search)).toBeNull();
  });

  it('drops only the reason from the search', () => {
    expect(withoutLoginReason('?reason=expired')).toBe('');
    expect(withoutLoginReason('?locale=en&reason=expired')).toBe('?locale=en');
  });
});
