import { isDomainStatus } from '@portal/shared-sdk/rules';
import {
  deletePhraseMatches,
  filterDomains,
  isRedirectMode,
  nameserversPointed,
  normalizeNameserver,
  trafficUsage,
} from './cdnDomains';

const domains = [
  { name: 'my-blog.com', status: 'pending' },
  { name: 'example-shop.ir', status: 'active' },
  { name: 'old-portfolio.net', status: 'suspend' },
  { name: 'shop2.ir', status: 'active' },
];

describe('filterDomains', () => {
  it('keeps every domain without a search or status', () => {
    expect(filterDomains(domains, {})).toEqual(domains);
  });

  it('finds a name by any part of it, in any case, with Persian digits too', () => {
    expect(filterDomains(domains, { search: 'SHOP' }).map((d) => d.name)).toEqual([
      'example-shop.ir',
      'shop2.ir',
    ]);
    expect(filterDomains(domains, { search: '  shop۲ ' }).map((d) => d.name)).toEqual(['shop2.ir']);
    expect(filterDomains(domains, { search: 'nothing' })).toEqual([]);
  });

  it('filters by status, alone or with a search', () => {
    expect(filterDomains(domains, { status: 'active' }).map((d) => d.name)).toEqual([
      'example-shop.ir',
      'shop2.ir',
    ]);
    expect(filterDomains(domains, { status: 'active', search: 'example' }).map((d) => d.name)).toEqual([
      'example-shop.ir',
    ]);
    expect(filterDomains(domains, { status: 'admin-suspend' })).toEqual([]);
  });
});

describe('nameservers', () => {
  it('compares them without case, order or the root dot', () => {
    expect(normalizeNameserver(' NS1.Example.COM. ')).toBe('ns1.example.com');
    expect(
      nameserversPointed(
        ['ns2.portal-cdn.example.', 'NS1.portal-cdn.example'],
        ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'],
      ),
    ).toBe(true);
  });

  it('wants both of the required nameservers', () => {
    expect(
      nameserversPointed(
        ['ns1.portal-cdn.example', 'ns2.oldhost.example'],
        ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'],
      ),
    ).toBe(false);
    expect(nameserversPointed([], ['ns1.portal-cdn.example'])).toBe(false);
    expect(nameserversPointed(['a'], [])).toBe(false);
  });
});

describe('trafficUsage', () => {
  const GB = 1024 ** 3;
  it("gives the GB used against the plan's limit, in whole percent", () => {
    expect(trafficUsage(85 * GB, 500)).toEqual({ usedGb: 85, limitGb: 500, percent: 17 });
    expect(trafficUsage(1.26 * GB, 200)).toEqual({ usedGb: 1.3, limitGb: 200, percent: 1 });
  });

  it('caps the percent at 100 and reads nothing used as 0', () => {
    expect(trafficUsage(900 * GB, 500).percent).toBe(100);
    expect(trafficUsage(0, 200)).toEqual({ usedGb: 0, limitGb: 200, percent: 0 });
    expect(trafficUsage(-5, 0)).toEqual({ usedGb: 0, limitGb: 0, percent: 0 });
  });
});

describe('small checks', () => {
  it('knows the domain statuses and redirect modes', () => {
    expect(['active', 'pending', 'suspend', 'admin-suspend'].every(isDomainStatus)).toBe(true);
    expect(isDomainStatus('deleted')).toBe(false);
    expect(['www', 'non-www', 'none'].every(isRedirectMode)).toBe(true);
    expect(isRedirectMode('naked')).toBe(false);
  });

  it("matches the deletion phrase to the domain's name exactly", () => {
    expect(deletePhraseMatches(' example-shop.ir ', 'example-shop.ir')).toBe(true);
    expect(deletePhraseMatches('EXAMPLE-shop.ir', 'example-shop.ir')).toBe(false);
    expect(deletePhraseMatches('example-shop', 'example-shop.ir')).toBe(false);
  });
});
