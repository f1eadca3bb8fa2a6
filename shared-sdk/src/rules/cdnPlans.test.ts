import { DEMO_CDN_PLANS } from '../factories';
import { dnssecAllowedFor, planSupports } from './cdnPlans';

describe('planSupports', () => {
  it('gives DNSSEC and wildcard records from the economy plan up', () => {
    expect(['free', 'eco', 'com', 'pro'].map((p) => planSupports(p, 'dnssec'))).toEqual([false, true, true, true]);
    expect(['free', 'eco', 'com', 'pro'].map((p) => planSupports(p, 'wildcard_records'))).toEqual([false, true, true, true]);
  });

  it('keeps custom nameservers and zone import for the professional plan', () => {
    for (const feature of ['custom_nameservers', 'zone_import'] as const) {
      expect(['free', 'eco', 'com', 'pro'].map((p) => planSupports(p, feature))).toEqual([false, false, false, true]);
    }
  });

  it('gives an unknown plan nothing', () => {
    expect(planSupports('gold', 'dnssec')).toBe(false);
    expect(planSupports(undefined, 'dnssec')).toBe(false);
  });

  it('agrees with the features the plans list', () => {
    for (const plan of DEMO_CDN_PLANS) {
      expect(planSupports(plan.name, 'dnssec')).toBe(plan.features.dnssec);
      expect(planSupports(plan.name, 'wildcard_records')).toBe(plan.features.wildcard_records);
      expect(planSupports(plan.name, 'custom_nameservers')).toBe(plan.features.dedicated_name_server);
    }
  });
});

describe('dnssecAllowedFor', () => {
  it('refuses .ir domains', () => {
    expect(dnssecAllowedFor('example-shop.ir')).toBe(false);
    expect(dnssecAllowedFor('EXAMPLE.IR.')).toBe(false);
    expect(dnssecAllowedFor('shop.co.ir')).toBe(false);
    expect(dnssecAllowedFor('my-blog.com')).toBe(true);
    expect(dnssecAllowedFor('iran.com')).toBe(true);
  });
});
