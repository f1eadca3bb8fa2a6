import { validateEmail, validateMobile, validateUsername } from './loginValidation';

// The sign-in forms refuse exactly what the provider refuses: the SDK's e-mail and Iranian mobile rules.
describe('the sign-in and registration fields', () => {
  it.each([
    '09351234567',
    '+989351234567',
    '00989351234567',
    '98 935 123 4567',
    '۰۹۳۵-۱۲۳-۴۵۶۷',
    '9351234567',
  ])('takes the mobile number %s, as the provider does', (mobile) => {
    expect(validateMobile(mobile)).toBeUndefined();
    expect(validateUsername(mobile)).toBeUndefined();
  });

  it.each(['12345', '0935123456', '08351234567'])('refuses the mobile number %s', (mobile) => {
    expect(validateMobile(mobile)).toBe('shell.validation.mobileInvalid');
    expect(validateUsername(mobile)).toBe('shell.validation.usernameInvalid');
  });

  it('takes an e-mail address and refuses one without a domain', () => {
    expect(validateEmail('neda@example.com')).toBeUndefined();
    expect(validateUsername(' neda@example.com ')).toBeUndefined();
    expect(validateEmail('neda@example')).toBe('shell.validation.emailInvalid');
    expect(validateUsername('neda@example')).toBe('shell.validation.usernameInvalid');
  });

  it('asks for a value first', () => {
    expect(validateMobile('  ')).toBe('shell.validation.mobileRequired');
    expect(validateEmail('')).toBe('shell.validation.emailRequired');
    expect(validateUsername(undefined)).toBe('shell.validation.usernameRequired');
  });
});
