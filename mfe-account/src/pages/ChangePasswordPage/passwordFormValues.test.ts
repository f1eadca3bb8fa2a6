import { validatePasswordForm } from './passwordFormValues';

describe('validatePasswordForm', () => {
  it('asks for the current password, a password that keeps the rules, and the same repeat', () => {
    expect(
      validatePasswordForm({ current_password: '', password: 'abc', password_confirmation: '' }),
    ).toEqual({
      current_password: 'ui.common.required',
      password: 'account.password.error.passwordLength',
      password_confirmation: 'account.password.error.repeatRequired',
    });
    expect(
      validatePasswordForm({
        current_password: 'x',
        password: 'Abcdef1!',
        password_confirmation: 'Abcdef1?',
      }),
    ).toEqual({
      password_confirmation: 'account.password.error.passwordMismatch',
    });
    expect(
      validatePasswordForm({
        current_password: 'x',
        password: 'Abcdef1!',
        password_confirmation: 'Abcdef1!',
      }),
    ).toEqual({});
  });
});
