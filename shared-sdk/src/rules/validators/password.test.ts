import { checkPasswordRules, validateLoginPassword, validatePassword } from './password';

describe('validatePassword', () => {
  it.each<[string | null, string | undefined, string | null]>([
    ['', undefined, 'passwordRequired'],
    [null, undefined, 'passwordRequired'],
    ['Aa1!aaa', undefined, 'passwordLength'],
    [`Aa1!${'a'.repeat(253)}`, undefined, 'passwordLength'],
    [`Aa1!${'a'.repeat(252)}`, undefined, null],
    ['aa1!aaaa', undefined, 'passwordCapital'],
    ['AA1!AAAA', undefined, 'passwordSmall'],
    ['Aaa!aaaa', undefined, 'passwordDigit'],
    ['Aa1aaaaa', undefined, 'passwordSpecial'],
    ['Demo@12345', undefined, null],
    ['Demo@12345', 'Demo@12345', null],
    ['Demo@12345', 'Demo@1234', 'passwordMismatch'],
  ])('%p with repeat %p → %p', (pw, repeat, code) => expect(validatePassword(pw, repeat)).toBe(code));

  it('reports every rule for a checklist', () => {
    expect(checkPasswordRules('abc')).toEqual({
      length: false,
      capital: false,
      small: true,
      digit: false,
      special: false,
    });
  });
});

describe('validateLoginPassword', () => {
  it.each<[string, string | null]>([
    ['', 'passwordRequired'],
    ['Ab1!', 'loginPasswordInvalid'],
    ['Abc1!x', null],
    ['abc1!x', 'loginPasswordInvalid'],
    ['Abcd!x', 'loginPasswordInvalid'],
    ['Abc12x', 'loginPasswordInvalid'],
    ['Demo@12345', null],
  ])('%p → %p', (pw, code) => expect(validateLoginPassword(pw)).toBe(code));
});
