import { API_TOKEN_EXPIRY_CHOICES, expiryDaysOf, validateApiTokenForm, valuesOf } from './apiTokenForm';

describe('the API token form', () => {
  it('asks for a name and at least one permission', () => {
    expect(validateApiTokenForm({ name: '', permissions: [], expires_in_days: '90' })).toEqual({
      name: 'account.tokens.error.fieldRequired',
      permissions: 'account.tokens.error.permissionsRequired',
    });
    expect(
      validateApiTokenForm({ name: 'CI', permissions: ['cdn.domains.read'], expires_in_days: 'never' }),
    ).toEqual({});
  });
  it('starts from the token it edits, or empty, with a lifetime of 90 days', () => {
    expect(valuesOf(null)).toEqual({ name: '', permissions: [], expires_in_days: '90' });
    expect(
      valuesOf({
        id: 1,
        name: 'CI',
        permissions: ['support.read'],
        token_hint: 'abcd…wxyz',
        created_at: 1,
        last_used_at: null,
        expires_at: null,
      }),
    ).toEqual({
      name: 'CI',
      permissions: ['support.read'],
      expires_in_days: '90',
    });
  });
  it('offers 30, 90 and 365 days and never, sent as days or null', () => {
    expect(API_TOKEN_EXPIRY_CHOICES).toEqual(['30', '90', '365', 'never']);
    expect(API_TOKEN_EXPIRY_CHOICES.map(expiryDaysOf)).toEqual([30, 90, 365, null]);
  });
});
