import { checkIpWhitelist, ipInWhitelist } from '@portal/shared-sdk';

/** The entries typed in the list: one a line (commas and spaces also separate them). */
export function entriesFromText(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,]+/).filter((s) => s !== '');
}

/** The first entry that is not an IPv4 or IPv6 address or a CIDR range, or a list that is too long. */
export function whitelistProblem(text: string | undefined): { id: string; entry?: string } | undefined {
  const entries = entriesFromText(text);
  const { error } = checkIpWhitelist(entries);
  if (!error) return undefined;
  return error.code === 'ipWhitelistTooMany' ? { id: 'account.ip.error.tooMany' } : { id: 'account.ip.error.entry', entry: entries[error.index] };
}

/**
 * Whether saving would leave this address out: a list that is not empty and has no entry for it.
 * With login by whitelisted IPs on, this browser could not log in again from here.
 */
export function leavesOut(currentIp: string, entries: readonly string[]): boolean {
  return currentIp !== '' && entries.length > 0 && !ipInWhitelist(currentIp, entries);
}
