import { maskToken, validateApiTokenDraft } from './apiTokens';

describe('validateApiTokenDraft', () => {
  it('needs a name and a non-empty list of known permissions', () => {
    expect(validateApiTokenDraft({ name: 'CI', permissions: ['cdn.domains.read'] })).toEqual({});
    expect(validateApiTokenDraft({ name: ' ', permissions: [] })).toEqual({
      name: 'fieldRequired',
      permissions: 'permissionsRequired',
    });
    expect(validateApiTokenDraft({ name: 'x'.repeat(121), permissions: ['cdn.everything'] })).toEqual({
      name: 'tokenNameTooLong',
      permissions: 'permissionUnknown',
    });
  });
});

describe('maskToken', () => {
  it('shows the first and last four characters', () => {
    expect(maskToken('demo-0123456789abcdef')).toBe('demo…cdef');
    expect(maskToken('short')).toBe('••••');
  });
});
