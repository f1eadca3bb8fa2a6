import { IP_WHITELIST_MAX_ENTRIES } from '@portal/api-account';
import { entryProblem, leavesOut, newlyLeavesOut, normalizeEntry } from './ipWhitelistForm';

describe('the IP whitelist rules', () => {
  it('takes an address or a range with Persian digits as Latin ones', () => {
    expect(normalizeEntry(' ۱۹۸.۵۱.۱۰۰.۰/۲۴ ')).toBe('198.51.100.0/24');
    expect(entryProblem('۱۹۸.۵۱.۱۰۰.۰/۲۴', [])).toBeUndefined();
    expect(entryProblem('2001:db8::/32', ['198.51.100.0/24'])).toBeUndefined();
  });

  it('names what is wrong with an entry', () => {
    expect(entryProblem('  ', [])).toEqual({ id: 'account.ip.error.required' });
    expect(entryProblem('example.com', [])).toEqual({
      id: 'account.ip.error.entry',
      values: { entry: 'example.com' },
    });
    expect(entryProblem('198.51.100.0/24', ['198.51.100.0/24'])).toEqual({
      id: 'account.ip.error.duplicate',
      values: { entry: '198.51.100.0/24' },
    });
    const full = Array.from({ length: IP_WHITELIST_MAX_ENTRIES }, (_, i) => `10.0.${i}.1`);
    expect(entryProblem('10.9.9.9', full)).toEqual({
      id: 'account.ip.error.tooMany',
      values: { max: IP_WHITELIST_MAX_ENTRIES },
    });
  });

  it('warns only about the change that leaves this address out', () => {
    expect(leavesOut('203.0.113.7', [])).toBe(false);
    expect(leavesOut('203.0.113.7', ['203.0.113.0/24'])).toBe(false);
    expect(leavesOut('203.0.113.7', ['198.51.100.0/24'])).toBe(true);
    expect(newlyLeavesOut('203.0.113.7', [], ['198.51.100.0/24'])).toBe(true);
    expect(newlyLeavesOut('203.0.113.7', ['198.51.100.0/24'], ['198.51.100.0/24', '2001:db8::/32'])).toBe(
      false,
    );
    expect(newlyLeavesOut('203.0.113.7', ['203.0.113.7', '198.51.100.0/24'], ['198.51.100.0/24'])).toBe(true);
    expect(newlyLeavesOut('', [], ['198.51.100.0/24'])).toBe(false);
  });
});
