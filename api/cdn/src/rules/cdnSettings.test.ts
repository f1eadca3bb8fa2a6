import { DEMO_CERTIFICATES } from '../factories';
import { PURGE_MAX_URLS, checkPurgeList, isPemBlock, isPurgePath, validateHsts } from './cdnSettings';

describe('validateHsts', () => {
  const on = { enabled: true, max_age: 31536000, include_subdomains: true, preload: true };

  it('takes a max-age from the list', () => {
    expect(validateHsts(on)).toEqual({});
    expect(validateHsts({ ...on, preload: false, max_age: 1000 })).toEqual({ max_age: 'hstsMaxAgeInvalid' });
  });

  it('asks preload for the subdomains and a year', () => {
    expect(validateHsts({ ...on, include_subdomains: false })).toEqual({ preload: 'hstsPreloadNeeds' });
    expect(validateHsts({ ...on, max_age: 15552000 })).toEqual({ preload: 'hstsPreloadNeeds' });
  });

  it('checks nothing while HSTS is off', () => {
    expect(validateHsts({ enabled: false, max_age: 5, include_subdomains: false, preload: true })).toEqual(
      {},
    );
  });
});

describe('the purge list', () => {
  it('takes addresses that follow the domain name, with or without a scheme or a subdomain', () => {
    for (const line of [
      'example-shop.ir/images/logo.png',
      'https://example-shop.ir/a?b=1',
      'WWW.Example-Shop.ir/',
      'example-shop.ir',
      '  example-shop.ir/x  ',
      'cdn.example-shop.ir/app.js',
    ]) {
      expect(isPurgePath(line, 'example-shop.ir')).toBe(true);
    }
    for (const line of [
      '/images/logo.png',
      'other.com/x',
      'example-shop.ir.evil.com/x',
      'example-shop.ir/a b',
      'images',
      'myexample-shop.ir/x',
      'ftp://example-shop.ir/x',
    ]) {
      expect(isPurgePath(line, 'example-shop.ir')).toBe(false);
    }
  });

  it('names the wrong lines, counting blank ones', () => {
    expect(
      checkPurgeList(['example-shop.ir/a', '', 'bad line', 'example-shop.ir/b', '/c'], 'example-shop.ir'),
    ).toEqual({
      urls: ['example-shop.ir/a', 'bad line', 'example-shop.ir/b', '/c'],
      badLines: [3, 5],
      error: null,
    });
  });

  it('asks for at least one address and at most the limit', () => {
    expect(checkPurgeList(['', '  '], 'example-shop.ir').error).toBe('purgeRequired');
    const many = Array.from({ length: PURGE_MAX_URLS + 1 }, (_, i) => `example-shop.ir/${i}`);
    expect(checkPurgeList(many, 'example-shop.ir').error).toBe('purgeTooMany');
    expect(checkPurgeList(many.slice(1), 'example-shop.ir').error).toBeNull();
  });
});

describe('isPemBlock', () => {
  it('knows a certificate from a key', () => {
    expect(isPemBlock(DEMO_CERTIFICATES.shop.certificate, 'CERTIFICATE')).toBe(true);
    expect(isPemBlock(DEMO_CERTIFICATES.shop.private_key, 'PRIVATE KEY')).toBe(true);
    expect(isPemBlock(DEMO_CERTIFICATES.shop.private_key, 'CERTIFICATE')).toBe(false);
    expect(
      isPemBlock('-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----', 'PRIVATE KEY'),
    ).toBe(true);
    expect(isPemBlock('hello', 'CERTIFICATE')).toBe(false);
  });
});
