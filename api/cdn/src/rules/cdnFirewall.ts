// Firewall rules of a CDN domain: by path (glob after the domain name) or a full URL, an action,
// countries and IPs or CIDRs, in the priority order the customer sets. Pure: the portal and the
// sandbox refuse the same rules with the same messages.
import { ruleCountry } from './cdnCountries';
import { ipsWithinPlan, type PlanLimitsSource } from './cdnPlanLimits';
import { rulePathProblem, type RulePathProblem } from './cdnRulePaths';
import { isCIDR, isIPv4, isIPv6 } from '@portal/shared-sdk/rules';

export const FIREWALL_ACTIONS = ['allow', 'deny'] as const;
export type FirewallAction = (typeof FIREWALL_ACTIONS)[number];

export interface CdnFirewallRuleInput {
  path: string;
  action: string;
  countries: readonly string[];
  ips: readonly string[];
}

export type FirewallProblem =
  RulePathProblem | 'actionInvalid' | 'countryUnknown' | 'ipInvalid' | 'ipsOverPlan';

/** Field → problem (`countries`, `ips` for the lists; `ips.2` names a bad entry). Empty when the rule may be saved. */
export type FirewallProblems = Partial<Record<string, FirewallProblem>>;

/** An IPv4 or IPv6 address or a CIDR range. */
export function isIpOrCidr(value: string): boolean {
  return isIPv4(value) || isIPv6(value) || isCIDR(value);
}

export function isFirewallAction(value: unknown): value is FirewallAction {
  return (FIREWALL_ACTIONS as readonly unknown[]).includes(value);
}

/** What is wrong with a firewall rule for this domain and plan (the plan caps the IPs per rule). */
export function firewallRuleProblems(
  rule: CdnFirewallRuleInput,
  domain: string,
  plan: PlanLimitsSource,
): FirewallProblems {
  const problems: FirewallProblems = {};
  const path = rulePathProblem(rule.path, domain, { allowUrl: true });
  if (path) problems.path = path;
  if (!isFirewallAction(rule.action)) problems.action = 'actionInvalid';
  const badCountry = rule.countries.findIndex((c) => !ruleCountry(c));
  if (badCountry >= 0) problems.countries = 'countryUnknown';
  const badIp = rule.ips.findIndex((ip) => !isIpOrCidr(ip));
  if (badIp >= 0) {
    problems.ips = 'ipInvalid';
    problems[`ips.${badIp}`] = 'ipInvalid';
  } else if (!ipsWithinPlan(plan, rule.ips.length)) problems.ips = 'ipsOverPlan';
  return problems;
}

/** IPs typed one a line or separated by commas or spaces, trimmed, empty entries dropped. */
export function splitIpList(text: string): string[] {
  return text
    .split(/[\s,،]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The ids in their new order after moving the one at `index` by `delta` places (clamped to the list). */
export function moveInOrder<T>(ids: readonly T[], index: number, delta: number): T[] {
  const to = Math.min(ids.length - 1, Math.max(0, index + delta));
  const out = [...ids];
  const [moved] = out.splice(index, 1);
  if (moved === undefined) return out;
  out.splice(to, 0, moved);
  return out;
}

/** Whether `ids` is exactly a reordering of `current` (every rule once, none unknown). */
export function isReorderOf<T>(ids: readonly T[], current: readonly T[]): boolean {
  if (ids.length !== current.length) return false;
  const left = new Set(current);
  return ids.every((id) => left.delete(id)) && left.size === 0;
}
