import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it('grades a password that keeps every rule by its length and variety', () => {
    expect(passwordStrength('')).toBe('empty');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('Abcdef1!')).toBe('fair');
    expect(passwordStrength('Abcdefghij1!')).toBe('good');
    expect(passwordStrength('Abcdefghijklm1!!')).toBe('strong');
    expect(passwordStrength('Abcdefghijklmn1!')).toBe('good');
  });
});
