import { toLatinDigits } from '../digits';
import { isIPv4 } from '../validators/network';

/** An IPv4 address as an unsigned 32-bit number; null when it is not one. */
export function ipv4ToNumber(value: string): number | null {
  const text = toLatinDigits(value).trim();
  if (!isIPv4(text)) return null;
  return text.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
}

export function numberToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

export interface Ipv4Subnet {
  /** the network address, e.g. 10.10.0.0/24 */
  cidr: string;
  prefix: number;
  network: number;
  broadcast: number;
  /** the first and last addresses a host may have (network and broadcast excluded) */
  firstHost: number;
  lastHost: number;
}

/**
 * An IPv4 subnet written as its network address and prefix (`10.10.0.0/24`); null for anything
 * else, a host address with a prefix (`10.10.0.5/24`) included.
 */
export function parseIpv4Subnet(value: string): Ipv4Subnet | null {
  const text = toLatinDigits(value).trim();
  const match = /^([\d.]+)\/(\d{1,2})$/.exec(text);
  if (!match) return null;
  const network = ipv4ToNumber(match[1] as string);
  const prefix = Number(match[2]);
  if (network === null || prefix > 32) return null;
  const size = 2 ** (32 - prefix);
  if (network % size !== 0) return null;
  const broadcast = network + size - 1;
  return {
    cidr: `${numberToIpv4(network)}/${prefix}`,
    prefix,
    network,
    broadcast,
    firstHost: network + 1,
    lastHost: broadcast - 1,
  };
}

/** Whether two address spans (inclusive numbers) share an address. */
export const spansOverlap = (a: { from: number; to: number }, b: { from: number; to: number }): boolean =>
  a.from <= b.to && b.from <= a.to;

/** RFC 1918: the ranges a private network may use. */
export const PRIVATE_IPV4_RANGES = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] as const;

export function isPrivateIpv4Subnet(subnet: Ipv4Subnet): boolean {
  return PRIVATE_IPV4_RANGES.some((cidr) => {
    const range = parseIpv4Subnet(cidr) as Ipv4Subnet;
    return subnet.network >= range.network && subnet.broadcast <= range.broadcast;
  });
}
