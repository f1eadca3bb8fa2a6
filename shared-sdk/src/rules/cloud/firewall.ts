import { toLatinDigits } from '../digits';
import { isCIDR, isPort } from '../validators/network';
import { isBlank, problem, type RuleProblem, type RuleProblems } from './ruleProblem';

export const FIREWALL_DIRECTIONS = ['ingress', 'egress'] as const;
export type FirewallDirection = (typeof FIREWALL_DIRECTIONS)[number];
/** `any` matches every protocol; icmp and any carry no port. */
export const FIREWALL_PROTOCOLS = ['tcp', 'udp', 'icmp', 'any'] as const;
export type FirewallProtocol = (typeof FIREWALL_PROTOCOLS)[number];
export const FIREWALL_NAME_MAX = 50;
/** Every address, the default source or destination of a rule. */
export const ANY_IPV4_CIDR = '0.0.0.0/0';

export type FirewallRuleCode =
  | 'nameRequired'
  | 'nameInvalid'
  | 'directionInvalid'
  | 'protocolInvalid'
  | 'portRequired'
  | 'portInvalid'
  | 'portOrder'
  | 'portNotAllowed'
  | 'cidrRequired'
  | 'cidrInvalid';

export const protocolHasPorts = (protocol: string): boolean => protocol === 'tcp' || protocol === 'udp';

/** Group names: 1–50 English letters, digits, dash, underscore or period. */
export function validateFirewallName(value: string | null | undefined): RuleProblem<FirewallRuleCode> | null {
  const name = (value ?? '').trim();
  if (name === '') return problem('nameRequired');
  return name.length <= FIREWALL_NAME_MAX && /^[A-Za-z0-9._-]+$/.test(name)
    ? null
    : problem('nameInvalid', { max: FIREWALL_NAME_MAX });
}

export type PortRange = { port_min: number; port_max: number };

/**
 * A port (`22`) or a range (`8000-8100`) as typed, Persian digits accepted, into its bounds; the
 * problem otherwise: `portInvalid` for anything but ports 1–65535, `portOrder` for a range that
 * starts with the larger port.
 */
export function parsePortRange(value: string): PortRange | RuleProblem<FirewallRuleCode> {
  const text = toLatinDigits(value).replace(/\s+/g, '');
  if (text === '') return problem('portRequired');
  const match = /^(\d{1,5})(?:[-–:](\d{1,5}))?$/.exec(text);
  if (!match || !isPort(match[1] as string) || (match[2] !== undefined && !isPort(match[2])))
    return problem('portInvalid');
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max ? { port_min: min, port_max: max } : problem('portOrder');
}

/** A rule's port range as the portal writes it: `22`, `8000-8100`, or none for icmp/any. */
export function formatPortRange(rule: { port_min?: number | null; port_max?: number | null }): string | null {
  if (rule.port_min === null || rule.port_min === undefined) return null;
  return rule.port_max === null || rule.port_max === undefined || rule.port_max === rule.port_min
    ? String(rule.port_min)
    : `${rule.port_min}-${rule.port_max}`;
}

export interface FirewallRuleInput {
  direction?: string | null;
  protocol?: string | null;
  port_min?: number | string | null;
  port_max?: number | string | null;
  remote_ip?: string | null;
}

/**
 * A firewall rule as the provider takes it: ingress or egress; tcp, udp, icmp or any; for tcp and
 * udp a port range within 1–65535 that starts with the smaller port, for icmp and any no port; the
 * remote addresses in CIDR form (IPv4 or IPv6). An empty object means the rule may be added.
 */
export function validateFirewallRule(input: FirewallRuleInput): RuleProblems<FirewallRuleCode> {
  const problems: RuleProblems<FirewallRuleCode> = {};
  if (!(FIREWALL_DIRECTIONS as readonly string[]).includes(input.direction ?? ''))
    problems.direction = problem('directionInvalid');
  const protocol = input.protocol ?? '';
  if (!(FIREWALL_PROTOCOLS as readonly string[]).includes(protocol))
    problems.protocol = problem('protocolInvalid');
  const noMin = isBlank(input.port_min);
  const noMax = isBlank(input.port_max);
  if (protocolHasPorts(protocol)) {
    if (noMin) problems.port_min = problem('portRequired');
    else if (!isPort(String(input.port_min))) problems.port_min = problem('portInvalid');
    if (!noMax && !isPort(String(input.port_max))) problems.port_max = problem('portInvalid');
    else if (
      !noMax &&
      !problems.port_min &&
      Number(toLatinDigits(String(input.port_max))) < Number(toLatinDigits(String(input.port_min)))
    ) {
      problems.port_max = problem('portOrder');
    }
  } else if ((protocol === 'icmp' || protocol === 'any') && (!noMin || !noMax)) {
    problems[noMin ? 'port_max' : 'port_min'] = problem('portNotAllowed');
  }
  if (isBlank(input.remote_ip)) problems.remote_ip = problem('cidrRequired');
  else if (!isCIDR(String(input.remote_ip))) problems.remote_ip = problem('cidrInvalid');
  return problems;
}
