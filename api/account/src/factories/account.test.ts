import { deviceFromUserAgent, maskToken } from '../rules';
import { DEMO_API_TOKENS, DEMO_LOGIN_ATTEMPTS, DEMO_OTHER_SESSIONS, demoApiTokens } from '.';

describe('the account demo data', () => {
  it('says what the rules read in it: devices from the User-Agent, token hints from the secret', () => {
    for (const s of [...DEMO_OTHER_SESSIONS, ...DEMO_LOGIN_ATTEMPTS])
      expect(s.device).toBe(deviceFromUserAgent(s.userAgent));
    const hints = demoApiTokens({ now: 0, userId: 1 }).map((t) => t.token_hint);
    expect(hints).toEqual(
      DEMO_API_TOKENS.filter((t) => t.userId === 1)
        .map((t) => maskToken(t.secret))
        .reverse(),
    );
  });
});
