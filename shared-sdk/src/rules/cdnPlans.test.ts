import { DEMO_CDN_PLANS } from '../factories';
import { CDN_PLAN_NAMES, planSupports } from './cdnPlans';

describe('planSupports', () => {
  it('needs the professional plan for custom nameservers and zone-file import', () => {
    for (const feature of ['custom_nameservers', 'zone_import'] as const) {
      expect(CDN_PLAN_NAMES.map((p) => planSupports(p, feature))).toEqual([false, false, false, true]);
    }
    expect(planSupports({ name: 'pro' }, 'zone_import')).toBe(true);
  });

  it('gives DNSSEC and wildcard records from the economy plan up', () => {
    expect(CDN_PLAN_NAMES.map((p) => planSupports(p, 'dnssec'))).toEqual([false, true, true, true]);
    expect(CDN_PLAN_NAMES.map((p) => planSupports(p, 'wildcard_records'))).toEqual([false, true, true, true]);
  });

  it('gives an unknown or missing plan nothing', () => {
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
