import {
  ipv4ToNumber,
  isPrivateIpv4Subnet,
  numberToIpv4,
  parseIpv4Subnet,
  spansOverlap,
  type Ipv4Subnet,
} from './ipv4';
import { isBlank, problem, type RuleProblem, type RuleProblems } from './ruleProblem';

/** A private network's subnet is /16 to /29: at most 65,534 hosts, at least six. */
export const PRIVATE_NETWORK_PREFIX_MIN = 16;
export const PRIVATE_NETWORK_PREFIX_MAX = 29;
/** DHCP leaves at least this many of the subnet's host addresses outside its range (the gateway among them). */
export const PRIVATE_NETWORK_MIN_RESERVED = 2;
export const PRIVATE_NETWORK_MAX_DNS = 2;
export const PRIVATE_NETWORK_NAME_MAX = 50;

export type NetworkRuleCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'subnetRequired'
  | 'subnetInvalid'
  | 'subnetPrefix'
  | 'subnetNotPrivate'
  | 'rangeExists'
  | 'gatewayRequired'
  | 'gatewayInvalid'
  | 'gatewayOutsideSubnet'
  | 'gatewayInRange'
  | 'fromRequired'
  | 'fromInvalid'
  | 'fromOutsideSubnet'
  | 'toRequired'
  | 'toInvalid'
  | 'toOutsideSubnet'
  | 'rangeOrder'
  | 'tooFewReserved'
  | 'dnsInvalid'
  | 'dnsTooMany';

export interface PrivateNetworkInput {
  name?: string | null;
  subnet?: string | null;
  gateway?: string | null;
  dhcp_from?: string | null;
  dhcp_to?: string | null;
  /** empty entries are ignored */
  dns_servers?: readonly (string | null | undefined)[] | null;
}

/** A network the customer already has, to check a new range against. */
export interface ExistingNetwork {
  name: string;
  subnet: string;
}

export type PrivateNetworkProblems = RuleProblems<NetworkRuleCode>;

/** The address a text names inside `subnet`'s hosts, or the problem with it. */
function hostIn(
  value: string | null | undefined,
  subnet: Ipv4Subnet | null,
  codes: { required: NetworkRuleCode; invalid: NetworkRuleCode; outside: NetworkRuleCode },
) {
  if (isBlank(value)) return { problem: problem(codes.required) };
  const address = ipv4ToNumber(String(value));
  if (address === null) return { problem: problem(codes.invalid) };
  if (subnet && (address < subnet.firstHost || address > subnet.lastHost)) {
    return {
      address,
      problem: problem(codes.outside, {
        first: numberToIpv4(subnet.firstHost),
        last: numberToIpv4(subnet.lastHost),
      }),
    };
  }
  return { address };
}

/**
 * The rules of a private network's addresses: a private IPv4 subnet of /16–/29 that overlaps none
 * of the customer's networks; From and To valid hosts of the subnet with To greater than From; the
 * gateway a host of the subnet outside the DHCP range; at least two host addresses left outside
 * the range; DNS servers valid IPs (at most two). An empty object means the network may be made.
 */
export function validatePrivateNetwork(
  input: PrivateNetworkInput,
  existing: readonly ExistingNetwork[] = [],
): PrivateNetworkProblems {
  const problems: PrivateNetworkProblems = {};
  const name = (input.name ?? '').trim();
  if (name === '') problems.name = problem('nameRequired');
  else if (name.length > PRIVATE_NETWORK_NAME_MAX)
    problems.name = problem('nameTooLong', { max: PRIVATE_NETWORK_NAME_MAX });

  let subnet: Ipv4Subnet | null = null;
  if (isBlank(input.subnet)) problems.subnet = problem('subnetRequired');
  else {
    subnet = parseIpv4Subnet(String(input.subnet));
    if (!subnet) problems.subnet = problem('subnetInvalid');
    else if (subnet.prefix < PRIVATE_NETWORK_PREFIX_MIN || subnet.prefix > PRIVATE_NETWORK_PREFIX_MAX) {
      problems.subnet = problem('subnetPrefix', {
        min: PRIVATE_NETWORK_PREFIX_MIN,
        max: PRIVATE_NETWORK_PREFIX_MAX,
      });
      subnet = null;
    } else if (!isPrivateIpv4Subnet(subnet)) {
      problems.subnet = problem('subnetNotPrivate');
      subnet = null;
    } else {
      const clash = existing.find((n) => {
        const other = parseIpv4Subnet(n.subnet);
        return (
          other !== null &&
          spansOverlap(
            { from: subnet!.network, to: subnet!.broadcast },
            { from: other.network, to: other.broadcast },
          )
        );
      });
      if (clash) problems.subnet = problem('rangeExists', { name: clash.name, subnet: clash.subnet });
    }
  }

  const from = hostIn(input.dhcp_from, subnet, {
    required: 'fromRequired',
    invalid: 'fromInvalid',
    outside: 'fromOutsideSubnet',
  });
  const to = hostIn(input.dhcp_to, subnet, {
    required: 'toRequired',
    invalid: 'toInvalid',
    outside: 'toOutsideSubnet',
  });
  if (from.problem) problems.dhcp_from = from.problem;
  if (to.problem) problems.dhcp_to = to.problem;
  const range =
    !from.problem && !to.problem ? { from: from.address as number, to: to.address as number } : null;
  if (range && range.to <= range.from) {
    problems.dhcp_to = problem('rangeOrder');
  } else if (range && subnet) {
    const hosts = subnet.lastHost - subnet.firstHost + 1;
    const reserved = hosts - (range.to - range.from + 1);
    if (reserved < PRIVATE_NETWORK_MIN_RESERVED)
      problems.dhcp_to = problem('tooFewReserved', { min: PRIVATE_NETWORK_MIN_RESERVED });
  }

  const gateway = hostIn(input.gateway, subnet, {
    required: 'gatewayRequired',
    invalid: 'gatewayInvalid',
    outside: 'gatewayOutsideSubnet',
  });
  if (gateway.problem) problems.gateway = gateway.problem;
  else if (
    range &&
    range.to > range.from &&
    (gateway.address as number) >= range.from &&
    (gateway.address as number) <= range.to
  ) {
    problems.gateway = problem('gatewayInRange');
  }

  const dns = (input.dns_servers ?? []).map((d) => (d ?? '').trim());
  if (dns.filter((d) => d !== '').length > PRIVATE_NETWORK_MAX_DNS)
    problems.dns_servers = problem('dnsTooMany', { max: PRIVATE_NETWORK_MAX_DNS });
  dns.forEach((d, i) => {
    if (d !== '' && ipv4ToNumber(d) === null) problems[`dns_servers.${i}`] = problem('dnsInvalid');
  });
  return problems;
}

/** The next free address of a network's DHCP range, or null when every one is taken. */
export function nextDhcpAddress(
  range: { dhcp_from: string; dhcp_to: string },
  taken: readonly string[],
): string | null {
  const from = ipv4ToNumber(range.dhcp_from);
  const to = ipv4ToNumber(range.dhcp_to);
  if (from === null || to === null) return null;
  const used = new Set(taken.map((ip) => ipv4ToNumber(ip)));
  for (let a = from; a <= to; a += 1) if (!used.has(a)) return numberToIpv4(a);
  return null;
}

export type NetworkAttachCode = 'ipInvalid' | 'ipOutsideSubnet' | 'ipIsGateway' | 'ipTaken';

/**
 * A fixed address asked for a server joining a network: a host of the subnet, not the gateway,
 * not another server's. Null when it may be used.
 */
export function validateNetworkAddress(
  ip: string,
  network: { subnet: string; gateway: string },
  taken: readonly string[],
): RuleProblem<NetworkAttachCode> | null {
  const address = ipv4ToNumber(ip);
  const subnet = parseIpv4Subnet(network.subnet);
  if (address === null || !subnet) return problem('ipInvalid');
  if (address < subnet.firstHost || address > subnet.lastHost) {
    return problem('ipOutsideSubnet', {
      first: numberToIpv4(subnet.firstHost),
      last: numberToIpv4(subnet.lastHost),
    });
  }
  if (address === ipv4ToNumber(network.gateway)) return problem('ipIsGateway');
  if (taken.some((t) => ipv4ToNumber(t) === address)) return problem('ipTaken');
  return null;
}
