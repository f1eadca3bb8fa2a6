import { globMatches, pathAfterDomain, rulePathProblem } from './cdnRulePaths';

describe('rule paths', () => {
  it('must follow the domain name, globs allowed', () => {
    expect(rulePathProblem('example-shop.ir/images/*', 'example-shop.ir')).toBeNull();
    expect(rulePathProblem('example-shop.ir', 'example-shop.ir')).toBeNull();
    expect(rulePathProblem('EXAMPLE-shop.ir/**/*.js', 'example-shop.ir')).toBeNull();
    expect(rulePathProblem('  ', 'example-shop.ir')).toBe('pathRequired');
    expect(rulePathProblem('/images/*', 'example-shop.ir')).toBe('pathNotOnDomain');
    expect(rulePathProblem('other.ir/images', 'example-shop.ir')).toBe('pathNotOnDomain');
    expect(rulePathProblem('example-shop.irx/a', 'example-shop.ir')).toBe('pathNotOnDomain');
    expect(rulePathProblem('example-shop.ir/a b', 'example-shop.ir')).toBe('pathInvalid');
  });

  it('takes a full URL on the domain only where allowed', () => {
    expect(
      rulePathProblem('https://example-shop.ir/login', 'example-shop.ir', { allowUrl: true }),
    ).toBeNull();
    expect(rulePathProblem('https://example-shop.ir/login', 'example-shop.ir')).toBe('pathNotOnDomain');
    expect(rulePathProblem('https://evil.ir/login', 'example-shop.ir', { allowUrl: true })).toBe(
      'pathNotOnDomain',
    );
  });

  it('gives the part after the domain and matches globs', () => {
    expect(pathAfterDomain('example-shop.ir/a/b', 'example-shop.ir')).toBe('/a/b');
    expect(pathAfterDomain('x.ir/a', 'example-shop.ir')).toBeNull();
    expect(globMatches('/images/*', '/images/a.png')).toBe(true);
    expect(globMatches('/images/*', '/images/a/b.png')).toBe(false);
    expect(globMatches('/images/**', '/images/a/b.png')).toBe(true);
    expect(globMatches('/a?.js', '/ab.js')).toBe(true);
    expect(globMatches('/a.js', '/abjs')).toBe(false);
  });
});
