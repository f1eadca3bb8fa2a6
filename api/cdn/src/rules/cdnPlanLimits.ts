// What a domain's plan caps: page rules, firewall rules, IPs per firewall rule, rate-limit routes,
// the DDoS modules offered and the longest challenge validity. The portal shows a limit before the
// user reaches it; the sandbox refuses one rule too many with the same message.

/** The part of a CDN plan these limits read (what `GET /cdn/ng/plans` answers). */
export interface PlanLimitsSource {
  max_page_rules: number;
  ddos_modules: readonly string[];
  ddos_challenge_ttl: number;
  features: { firewall_rules: number; ips_per_rule: number; rate_limit_routes: number };
}

export type CountedLimit = 'pageRules' | 'firewallRules' | 'rateLimitRoutes';

/** How many of a kind of rule the plan allows. */
export function planLimit(plan: PlanLimitsSource, kind: CountedLimit): number {
  if (kind === 'pageRules') return plan.max_page_rules;
  if (kind === 'firewallRules') return plan.features.firewall_rules;
  return plan.features.rate_limit_routes;
}

/** Whether one more rule of the kind goes past the plan (`count` is how many there are now). */
export function planLimitReached(plan: PlanLimitsSource, kind: CountedLimit, count: number): boolean {
  return count >= planLimit(plan, kind);
}

/** Whether a firewall rule's IP list fits the plan. */
export function ipsWithinPlan(plan: PlanLimitsSource, ipCount: number): boolean {
  return ipCount <= plan.features.ips_per_rule;
}

/** Whether the plan offers a DDoS challenge module (cookie, js, captcha). */
export function ddosModuleOffered(plan: PlanLimitsSource, module: string): boolean {
  return plan.ddos_modules.includes(module);
}

/** The shortest challenge validity the provider takes, seconds. */
export const DDOS_CHALLENGE_TTL_MIN = 60;

/** Whether a challenge validity (seconds) lies within the plan's bounds. */
export function challengeTtlWithinPlan(plan: PlanLimitsSource, ttl: number): boolean {
  return Number.isInteger(ttl) && ttl >= DDOS_CHALLENGE_TTL_MIN && ttl <= plan.ddos_challenge_ttl;
}

/** The caps a section's answer carries (`max_rules`, `max_routes`…), as limits the rules above read; a cap not given is 0. */
export function limitsFromCaps(caps: {
  pageRules?: number;
  firewallRules?: number;
  ipsPerRule?: number;
  rateLimitRoutes?: number;
}): PlanLimitsSource {
  return {
    max_page_rules: caps.pageRules ?? 0,
    ddos_modules: [],
    ddos_challenge_ttl: 0,
    features: {
      firewall_rules: caps.firewallRules ?? 0,
      ips_per_rule: caps.ipsPerRule ?? 0,
      rate_limit_routes: caps.rateLimitRoutes ?? 0,
    },
  };
}
