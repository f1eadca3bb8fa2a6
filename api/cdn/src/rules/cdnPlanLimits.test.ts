import { DEMO_CDN_PLANS } from '@portal/shared-sdk/factories';
import {
  challengeTtlWithinPlan,
  ddosModuleOffered,
  ipsWithinPlan,
  limitsFromCaps,
  planLimit,
  planLimitReached,
} from './cdnPlanLimits';

const plan = (name: string) => DEMO_CDN_PLANS.find((p) => p.name === name)!;

describe('plan limits', () => {
  it("reads each cap from the domain's plan", () => {
    expect(planLimit(plan('free'), 'pageRules')).toBe(3);
    expect(planLimit(plan('free'), 'firewallRules')).toBe(5);
    expect(planLimit(plan('eco'), 'rateLimitRoutes')).toBe(5);
  });

  it('refuses one rule too many, not the last one allowed', () => {
    expect(planLimitReached(plan('free'), 'pageRules', 2)).toBe(false);
    expect(planLimitReached(plan('free'), 'pageRules', 3)).toBe(true);
    expect(planLimitReached(plan('free'), 'rateLimitRoutes', 1)).toBe(true);
  });

  it('caps IPs per rule, the DDoS modules and the challenge validity', () => {
    expect(ipsWithinPlan(plan('free'), 5)).toBe(true);
    expect(ipsWithinPlan(plan('free'), 6)).toBe(false);
    expect(ddosModuleOffered(plan('free'), 'captcha')).toBe(false);
    expect(ddosModuleOffered(plan('com'), 'captcha')).toBe(true);
    expect(challengeTtlWithinPlan(plan('eco'), 1800)).toBe(true);
    expect(challengeTtlWithinPlan(plan('eco'), 1801)).toBe(false);
    expect(challengeTtlWithinPlan(plan('eco'), 59)).toBe(false);
    expect(challengeTtlWithinPlan(plan('eco'), 90.5)).toBe(false);
  });

  it("reads a section's caps as limits", () => {
    const limits = limitsFromCaps({ rateLimitRoutes: 2, ipsPerRule: 3 });
    expect(planLimitReached(limits, 'rateLimitRoutes', 1)).toBe(false);
    expect(planLimitReached(limits, 'rateLimitRoutes', 2)).toBe(true);
    expect(ipsWithinPlan(limits, 4)).toBe(false);
    expect(planLimit(limits, 'pageRules')).toBe(0);
  });
});
