import { validateAcceptTerms, validateDomainName } from './domain';

describe('validateDomainName', () => {
  it.each<[string | null, string | null, string]>([
    ['', 'requiredDomain', ''],
    ['   ', 'requiredDomain', ''],
    [null, 'requiredDomain', ''],
    ['example.com', null, 'example.com'],
    ['  Example.COM ', null, 'example.com'],
    ['https://www.example.com/', null, 'example.com'],
    ['http://example.ir', null, 'example.ir'],
    ['sub.example.co', null, 'sub.example.co'],
    ['my-site.info', null, 'my-site.info'],
    ['دامنه.ir', null, 'دامنه.ir'],
    ['example', 'invalidDomain', 'example'],
    ['example.c', 'invalidDomain', 'example.c'],
    ['example.comcom', 'invalidDomain', 'example.comcom'],
    ['exa mple.com', 'invalidDomain', 'exa mple.com'],
    ['example.com/path', 'invalidDomain', 'example.com/path'],
    ['-example.com', 'invalidDomain', '-example.com'],
    ['ftp://example.com', 'invalidDomain', 'ftp://example.com'],
    [`${'a'.repeat(257)}.com`, 'invalidDomain', `${'a'.repeat(257)}.com`],
  ])('checks %p → %p', (input, error, domain) => {
    expect(validateDomainName(input)).toEqual({ error, domain });
  });

  it('reports a domain already in the list as existDomain', () => {
    expect(validateDomainName('www.Example.com', ['example.com']).error).toBe('existDomain');
    expect(validateDomainName('other.com', ['example.com']).error).toBeNull();
  });
});

describe('validateAcceptTerms', () => {
  it('requires the terms to be ticked', () => {
    expect(validateAcceptTerms(false)).toBe('acceptTermsError');
    expect(validateAcceptTerms(true)).toBeNull();
  });
});
