import { isCIDR, isDnsRecordName, isHost, isIPv4, isIPv6, isPort, isUrl } from './network';

describe('isIPv4', () => {
  it.each([
    ['1.2.3.4', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['۱۹۲.۱۶۸.۱.۱', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['a.b.c.d', false],
    ['', false],
  ])('%p → %p', (v, ok) => expect(isIPv4(v)).toBe(ok));
});

describe('isIPv6', () => {
  it.each([
    ['::', true],
    ['::1', true],
    ['2001:db8::1', true],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', true],
    ['fe80::1%eth0', true],
    ['::ffff:192.168.1.1', true],
    ['2001:db8::1::2', false],
    ['2001:db8:0:0:0:0:0:0:1', false],
    ['1:2:3:4:5:6:7', false],
    ['12345::1', false],
    ['gggg::1', false],
    ['1.2.3.4', false],
    ['', false],
  ])('%p → %p', (v, ok) => expect(isIPv6(v)).toBe(ok));
});

describe('isCIDR', () => {
  it.each<[string, 4 | 6 | undefined, boolean]>([
    ['10.0.0.0/8', undefined, true],
    ['192.168.1.0/24', 4, true],
    ['192.168.1.0/33', undefined, false],
    ['192.168.1.0', undefined, false],
    ['2001:db8::/32', undefined, true],
    ['2001:db8::/129', undefined, false],
    ['2001:db8::/64', 4, false],
    ['10.0.0.0/8', 6, false],
    ['10.0.0.0/', undefined, false],
  ])('%p (family %p) → %p', (v, family, ok) => expect(isCIDR(v, family)).toBe(ok));
});

describe('isPort', () => {
  it.each<[string | number, boolean]>([
    [1, true],
    [80, true],
    ['443', true],
    [65535, true],
    [0, false],
    [65536, false],
    ['8a', false],
    ['', false],
    [-1, false],
    ['۸۰', true],
  ])('%p → %p', (v, ok) => expect(isPort(v)).toBe(ok));
});

describe('isHost', () => {
  it.each([
    ['example.com', true],
    ['localhost', true],
    ['10.0.0.1', true],
    ['::1', true],
    ['-bad.com', false],
    ['bad_name.com', false],
    ['1.2.3', false],
    ['', false],
  ])('%p → %p', (v, ok) => expect(isHost(v)).toBe(ok));
});

describe('isUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com:8080/path?q=1', true],
    ['https://10.0.0.1/x', true],
    ['ftp://example.com', false],
    ['example.com', false],
    ['https://', false],
    ['https://exa mple.com', false],
  ])('%p → %p', (v, ok) => expect(isUrl(v)).toBe(ok));
});

describe('isDnsRecordName', () => {
  it.each([
    ['@', true],
    ['*', true],
    ['www', true],
    ['_sip._tcp', true],
    ['*.sub', true],
    ['a-b.c_d', true],
    ['a'.repeat(63), true],
    ['a'.repeat(64), false],
    ['bad name', false],
    ['a..b', false],
    ['', false],
    ['@.x', false],
  ])('%p → %p', (v, ok) => expect(isDnsRecordName(v)).toBe(ok));
});
