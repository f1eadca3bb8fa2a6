import { isCIDR, isIPv4, isIPv6, toLatinDigits } from '@portal/shared-sdk/rules';

/** At most this many addresses or ranges in a whitelist. */
export const IP_WHITELIST_MAX_ENTRIES = 50;

interface ParsedIp {
  family: 4 | 6;
  value: bigint;
}

function parseIPv4(text: string): bigint {
  return text.split('.').reduce((acc, octet) => (acc << 8n) + BigInt(Number(octet)), 0n);
}

function parseIPv6(text: string): bigint {
  let body = text.split('%')[0] ?? '';
  // an embedded IPv4 in the last 32 bits becomes its two groups
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (v4?.[1]) {
    const n = parseIPv4(v4[1]);
    body = `${body.slice(0, -v4[1].length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = body.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const groups =
    rest === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - restGroups.length).fill('0'), ...restGroups];
  return groups.reduce((acc, g) => (acc << 16n) + BigInt(parseInt(g || '0', 16)), 0n);
}

/** An IPv4 or IPv6 address as a number; an IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as its IPv4. */
export function parseIp(value: string): ParsedIp | null {
  const text = toLatinDigits(value).trim();
  if (isIPv4(text)) return { family: 4, value: parseIPv4(text) };
  if (isIPv6(text)) {
    const n = parseIPv6(text);
    if (n >> 32n === 0xffffn) return { family: 4, value: n & 0xffffffffn };
    return { family: 6, value: n };
  }
  return null;
}

/** A whitelist entry: an IPv4 or IPv6 address, or a CIDR range of either. */
export function isIpWhitelistEntry(value: string): boolean {
  const text = toLatinDigits(value).trim();
  return isIPv4(text) || isIPv6(text) || isCIDR(text);
}

/** Whether an address lies in an entry (an equal address, or inside the range). */
export function ipMatchesEntry(ip: string, entry: string): boolean {
  const address = parseIp(ip);
  if (!address) return false;
  const text = toLatinDigits(entry).trim();
  const slash = text.lastIndexOf('/');
  const base = parseIp(slash === -1 ? text : text.slice(0, slash));
  if (!base || base.family !== address.family) return false;
  const width = address.family === 4 ? 32 : 128;
  const bits = slash === -1 ? width : Number(text.slice(slash + 1));
  if (!Number.isInteger(bits) || bits < 0 || bits > width) return false;
  const shift = BigInt(width - bits);
  return address.value >> shift === base.value >> shift;
}

/** Whether an address is allowed by a whitelist (any entry matches). */
export function ipInWhitelist(ip: string, entries: readonly string[]): boolean {
  return entries.some((entry) => ipMatchesEntry(ip, entry));
}

export type IpWhitelistError = 'ipWhitelistEntryInvalid' | 'ipWhitelistTooMany';

export interface IpWhitelistCheck {
  /** the entries as stored: trimmed, Latin digits, duplicates and empty lines dropped */
  entries: string[];
  /** the first problem: which entry (index in the input) and why */
  error: { index: number; code: IpWhitelistError } | null;
}

/**
 * A whitelist as typed (one entry a line or a list): each entry must be an IPv4 or IPv6 address or
 * a CIDR range; at most IP_WHITELIST_MAX_ENTRIES entries.
 */
export function checkIpWhitelist(input: readonly string[]): IpWhitelistCheck {
  const entries: string[] = [];
  for (let index = 0; index < input.length; index += 1) {
    const entry = toLatinDigits(input[index] ?? '').trim();
    if (entry === '') continue;
    if (!isIpWhitelistEntry(entry)) return { entries, error: { index, code: 'ipWhitelistEntryInvalid' } };
    if (!entries.includes(entry)) entries.push(entry);
  }
  if (entries.length > IP_WHITELIST_MAX_ENTRIES)
    return { entries, error: { index: input.length - 1, code: 'ipWhitelistTooMany' } };
  return { entries, error: null };
}
