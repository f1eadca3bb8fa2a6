import { DEMO_CDN_PLANS } from '@portal/shared-sdk/factories';
import { searchRuleCountries, ruleCountry } from './cdnCountries';
import { firewallRuleProblems, isReorderOf, moveInOrder, splitIpList } from './cdnFirewall';

const free = DEMO_CDN_PLANS[0]!;
const rule = {
  path: 'example-shop.ir/admin/*',
  action: 'deny',
  countries: ['US'],
  ips: ['10.0.0.0/8', '2001:db8::1'],
};

describe('firewall rules', () => {
  it('accepts a rule by path or URL with countries and IPs or CIDRs', () => {
    expect(firewallRuleProblems(rule, 'example-shop.ir', free)).toEqual({});
    expect(
      firewallRuleProblems({ ...rule, path: 'https://example-shop.ir/login' }, 'example-shop.ir', free),
    ).toEqual({});
  });

  it('names each wrong field', () => {
    const problems = firewallRuleProblems(
      { path: '/admin', action: 'block', countries: ['XX'], ips: ['1.2.3.4', '300.1.1.1'] },
      'example-shop.ir',
      free,
    );
    expect(problems).toEqual({
      path: 'pathNotOnDomain',
      action: 'actionInvalid',
      countries: 'countryUnknown',
      ips: 'ipInvalid',
      'ips.1': 'ipInvalid',
    });
    expect(firewallRuleProblems({ ...rule, ips: ['10.0.0.0/33'] }, 'example-shop.ir', free).ips).toBe(
      'ipInvalid',
    );
  });

  it("caps the IPs of a rule at the plan's number", () => {
    const six = ['1.1.1.1', '1.1.1.2', '1.1.1.3', '1.1.1.4', '1.1.1.5', '1.1.1.6'];
    expect(firewallRuleProblems({ ...rule, ips: six }, 'example-shop.ir', free)).toEqual({
      ips: 'ipsOverPlan',
    });
    expect(firewallRuleProblems({ ...rule, ips: six.slice(0, 5) }, 'example-shop.ir', free)).toEqual({});
  });

  it('splits a typed IP list', () => {
    expect(splitIpList(' 1.1.1.1,2.2.2.2\n 3.3.3.3 ')).toEqual(['1.1.1.1', '2.2.2.2', '3.3.3.3']);
  });

  it('moves a rule up and down the priority order, clamped', () => {
    expect(moveInOrder([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 0, 5)).toEqual([2, 3, 1]);
    expect(isReorderOf([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isReorderOf([3, 1, 1], [1, 2, 3])).toBe(false);
    expect(isReorderOf([3, 1], [1, 2, 3])).toBe(false);
  });

  it('finds countries by code or by name in either locale', () => {
    expect(ruleCountry('de')?.en).toBe('Germany');
    expect(ruleCountry('XX')).toBeUndefined();
    expect(searchRuleCountries('ger').map((c) => c.code)).toEqual(['DE']);
    expect(searchRuleCountries('آلمان').map((c) => c.code)).toEqual(['DE']);
    expect(searchRuleCountries('us').map((c) => c.code)).toEqual(['US', 'AT', 'AU', 'RU']);
  });
});
