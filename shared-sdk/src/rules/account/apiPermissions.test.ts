import { API_PERMISSIONS, maskToken, permissionCovers, permissionForRoute, validateApiTokenDraft } from './apiPermissions';

describe('permissionForRoute', () => {
  it('reads with GET and writes otherwise, by the group of the path', () => {
    expect(permissionForRoute('GET', '/cdn/ng/domains')).toBe('cdn.domains.read');
    expect(permissionForRoute('DELETE', '/cdn/ng/domains/{id}')).toBe('cdn.domains.write');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/dns/{record_id}')).toBe('cdn.dns.write');
    expect(permissionForRoute('GET', '/cdn/ng/dns/export')).toBe('cdn.dns.read');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/https/hsts')).toBe('cdn.https.write');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/cache/edge/purge-cache')).toBe('cdn.cache.write');
    expect(permissionForRoute('PUT', '/cdn/ng/domains/{id}/waf')).toBe('cdn.security.write');
    expect(permissionForRoute('GET', '/cdn/ng/domains/{id}/paths/ratelimit')).toBe('cdn.security.read');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/paths')).toBe('cdn.rules.write');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/reports')).toBe('cdn.reports.read');
    expect(permissionForRoute('PUT', '/cloud/servers/{id}/power/off')).toBe('cloud.servers.write');
    expect(permissionForRoute('GET', '/cloud/volumes')).toBe('cloud.volumes.read');
    expect(permissionForRoute('POST', '/support/tickets')).toBe('support.write');
    expect(permissionForRoute('POST', '/submit/financial/add-funds')).toBe('financial.write');
    expect(permissionForRoute('GET', '/auth/profile/api-keys')).toBe('account.read');
  });
  it('asks nothing for the static catalogues', () => {
    expect(permissionForRoute('GET', '/static/sliders')).toBeNull();
  });
});

describe('permissionCovers', () => {
  it('allows the key itself, a prefix, and a write key for its read', () => {
    expect(permissionCovers(['cdn.domains.read'], 'cdn.domains.read')).toBe(true);
    expect(permissionCovers(['cdn.domains.read'], 'cdn.domains.write')).toBe(false);
    expect(permissionCovers(['cdn.domains.write'], 'cdn.domains.read')).toBe(true);
    expect(permissionCovers(['cdn'], 'cdn.dns.write')).toBe(true);
    expect(permissionCovers(['cdn.domains'], 'cdn.domains.write')).toBe(true);
    expect(permissionCovers(['cdn.domains'], 'cdn.dns.read')).toBe(false);
    expect(permissionCovers(['cdn.d'], 'cdn.domains.read')).toBe(false);
    expect(permissionCovers([], 'account.read')).toBe(false);
  });
});

describe('validateApiTokenDraft', () => {
  it('needs a name and a non-empty list of known permissions', () => {
    expect(validateApiTokenDraft({ name: 'CI', permissions: ['cdn.domains.read'] })).toEqual({});
    expect(validateApiTokenDraft({ name: ' ', permissions: [] })).toEqual({ name: 'fieldRequired', permissions: 'permissionsRequired' });
    expect(validateApiTokenDraft({ name: 'x'.repeat(121), permissions: ['cdn.everything'] })).toEqual({
      name: 'tokenNameTooLong',
      permissions: 'permissionUnknown',
    });
  });
  it('lists read and write for each group, read only for reports', () => {
    expect(API_PERMISSIONS).toContain('cdn.domains.write');
    expect(API_PERMISSIONS).toContain('cdn.reports.read');
    expect(API_PERMISSIONS).not.toContain('cdn.reports.write');
  });
});

describe('maskToken', () => {
  it('shows the first and last four characters', () => {
    expect(maskToken('demo-0123456789abcdef')).toBe('demo…cdef');
    expect(maskToken('short')).toBe('••••');
  });
});
