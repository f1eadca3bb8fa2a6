import { isEmailAddress, isIranMobile, normalizeIranMobile } from './contact';

describe('mobile numbers and e-mail addresses', () => {
  it('stores every way of writing an Iranian mobile as 09…', () => {
    for (const typed of [
      '09121234567',
      '+989121234567',
      '00989121234567',
      '989121234567',
      '9121234567',
      '۰۹۱۲ ۱۲۳ ۴۵۶۷',
      '0912-123-4567',
    ]) {
      expect(normalizeIranMobile(typed)).toBe('09121234567');
    }
    expect(isIranMobile('+989121234567')).toBe(true);
    expect(isIranMobile('0812123456')).toBe(false);
    expect(isIranMobile('091212345')).toBe(false);
  });
  it('checks the shape of an e-mail address', () => {
    expect(isEmailAddress('new@example.com')).toBe(true);
    expect(isEmailAddress(' new@example.com ')).toBe(true);
    expect(isEmailAddress('new@example')).toBe(false);
    expect(isEmailAddress('new example@example.com')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
  });
});
