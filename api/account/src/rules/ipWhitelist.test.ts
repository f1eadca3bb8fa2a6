import { checkIpWhitelist, ipInWhitelist, ipMatchesEntry, isIpWhitelistEntry, parseIp } from './ipWhitelist';

describe('IP whitelist entries', () => {
  it('takes IPv4, IPv6 and CIDR ranges of both', () => {
    for (const entry of [
      '203.0.113.7',
      '203.0.113.0/24',
      '2001:db8::1',
      '2001:db8::/32',
      '::1',
      '۱۹۲.۱۶۸.۱.۱',
    ]) {
      expect(isIpWhitelistEntry(entry)).toBe(true);
    }
    for (const entry of ['203.0.113.256', '203.0.113.0/33', 'example.com', '2001:db8::/129', '']) {
      expect(isIpWhitelistEntry(entry)).toBe(false);
    }
  });

  it('reads IPv6 with compression and an embedded IPv4; a mapped IPv4 counts as IPv4', () => {
    expect(parseIp('::1')).toEqual({ family: 6, value: 1n });
    expect(parseIp('2001:db8::')?.value).toBe(0x20010db8n << 96n);
    expect(parseIp('::ffff:192.0.2.1')).toEqual(parseIp('192.0.2.1'));
    expect(parseIp('nope')).toBeNull();
  });

  it('matches an address against an address or a range', () => {
    expect(ipMatchesEntry('203.0.113.7', '203.0.113.7')).toBe(true);
    expect(ipMatchesEntry('203.0.113.7', '203.0.113.8')).toBe(false);
    expect(ipMatchesEntry('203.0.113.200', '203.0.113.0/24')).toBe(true);
    expect(ipMatchesEntry('203.0.114.1', '203.0.113.0/24')).toBe(false);
    expect(ipMatchesEntry('10.1.2.3', '0.0.0.0/0')).toBe(true);
    expect(ipMatchesEntry('2001:db8:1::5', '2001:db8::/32')).toBe(true);
    expect(ipMatchesEntry('2001:db9::5', '2001:db8::/32')).toBe(false);
    expect(ipMatchesEntry('::ffff:203.0.113.9', '203.0.113.0/24')).toBe(true);
    expect(ipMatchesEntry('203.0.113.9', '2001:db8::/32')).toBe(false);
  });

  it('allows an address when any entry matches', () => {
    expect(ipInWhitelist('198.51.100.4', ['203.0.113.0/24', '198.51.100.4'])).toBe(true);
    expect(ipInWhitelist('198.51.100.5', ['203.0.113.0/24', '198.51.100.4'])).toBe(false);
    expect(ipInWhitelist('198.51.100.5', [])).toBe(false);
  });

  it('cleans a typed list and names the first bad entry', () => {
    expect(checkIpWhitelist([' 203.0.113.7 ', '', '203.0.113.7', '2001:db8::/32'])).toEqual({
      entries: ['203.0.113.7', '2001:db8::/32'],
      error: null,
    });
    expect(checkIpWhitelist(['203.0.113.7', 'nope']).error).toEqual({
      index: 1,
      code: 'ipWhitelistEntryInvalid',
    });
    const many = Array.from({ length: 51 }, (_, i) => `10.0.0.${i}`);
    expect(checkIpWhitelist(many).error?.code).toBe('ipWhitelistTooMany');
  });
});
