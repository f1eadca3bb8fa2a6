import { validateApiTokenForm, valuesOf } from './apiTokenForm';

describe('the API token form', () => {
  it('asks for a name and at least one permission', () => {
    expect(validateApiTokenForm({ name: '', permissions: [] })).toEqual({
      name: 'account.tokens.error.fieldRequired',
      permissions: 'account.tokens.error.permissionsRequired',
    });
    expect(validateApiTokenForm({ name: 'CI', permissions: ['cdn.domains.read'] })).toEqual({});
  });
  it('starts from the token it edits, or empty', () => {
    expect(valuesOf(null)).toEqual({ name: '', permissions: [] });
    expect(valuesOf({ id: 1, name: 'CI', permissions: ['support.read'], token_hint: 'abcd…wxyz', created_at: 1, last_used_at: null })).toEqual({
      name: 'CI',
      permissions: ['support.read'],
    });
  });
});
