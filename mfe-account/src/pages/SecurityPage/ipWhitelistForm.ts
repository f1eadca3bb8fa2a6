import { toLatinDigits } from '@portal/shared-sdk';
import { IP_WHITELIST_MAX_ENTRIES, checkIpWhitelist, ipInWhitelist } from '@portal/api-account';

/** A message id and its values. */
export interface EntryProblem {
  id: string;
  values?: Record<string, string | number>;
}

/** An entry as the list stores it: trimmed, Latin digits. */
export function normalizeEntry(typed: string | undefined): string {
  return toLatinDigits(typed ?? '').trim();
}

/**
 * Why an address or range cannot join the list: nothing typed, not an IPv4 or IPv6 address or a
 * CIDR range, already in it, or a list that would be too long (the provider's rules, checkIpWhitelist).
 */
export function entryProblem(
  typed: string | undefined,
  entries: readonly string[],
): EntryProblem | undefined {
  const entry = normalizeEntry(typed);
  if (entry === '') return { id: 'account.ip.error.required' };
  const { entries: next, error } = checkIpWhitelist([...entries, entry]);
  if (error?.code === 'ipWhitelistEntryInvalid') return { id: 'account.ip.error.entry', values: { entry } };
  if (next.length === entries.length) return { id: 'account.ip.error.duplicate', values: { entry } };
  if (error) return { id: 'account.ip.error.tooMany', values: { max: IP_WHITELIST_MAX_ENTRIES } };
  return undefined;
}

/**
 * Whether a list leaves this address out: it is not empty and has no entry for it. With login by
 * whitelisted IPs on, this browser could not log in again from here.
 */
export function leavesOut(currentIp: string, entries: readonly string[]): boolean {
  return currentIp !== '' && entries.length > 0 && !ipInWhitelist(currentIp, entries);
}

/** Whether a change of the list is what leaves this address out (the change to warn about). */
export function newlyLeavesOut(
  currentIp: string,
  before: readonly string[],
  after: readonly string[],
): boolean {
  return leavesOut(currentIp, after) && !leavesOut(currentIp, before);
}
