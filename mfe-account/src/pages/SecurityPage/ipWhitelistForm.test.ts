import { entriesFromText, leavesOut, whitelistProblem } from './ipWhitelistForm';

describe('the IP whitelist form', () => {
  it('reads one entry a line, commas and spaces too', () => {
    expect(entriesFromText(' 203.0.113.7\n2001:db8::/32, 198.51.100.0/24 \n\n')).toEqual(['203.0.113.7', '2001:db8::/32', '198.51.100.0/24']);
    expect(entriesFromText(undefined)).toEqual([]);
  });
  it('names the first entry that is not an address or a range', () => {
    expect(whitelistProblem('203.0.113.7\nexample.com\n1.2.3')).toEqual({ id: 'account.ip.error.entry', entry: 'example.com' });
    expect(whitelistProblem('203.0.113.0/24')).toBeUndefined();
    expect(whitelistProblem(Array.from({ length: 51 }, (_, i) => `10.0.0.${i}`).join('\n'))).toEqual({ id: 'account.ip.error.tooMany' });
  });
  it('says when a list leaves the current address out', () => {
    expect(leavesOut('203.0.113.7', ['198.51.100.0/24'])).toBe(true);
    expect(leavesOut('203.0.113.7', ['203.0.113.0/24'])).toBe(false);
    expect(leavesOut('203.0.113.7', [])).toBe(false);
  });
});
