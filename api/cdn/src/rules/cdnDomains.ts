// CDN domains: the list's search and status filter, nameserver checks, traffic of the plan's limit,
// the www redirect modes and the deletion check. Pure: the portal and the provider sandbox share them.
import { type DomainStatus, toLatinDigits } from '@portal/shared-sdk/rules';

/** How a domain answers on `www.` and on its bare name: send www to the bare name, the other way, or neither. */
export const REDIRECT_MODES = ['www', 'non-www', 'none'] as const;
export type RedirectMode = (typeof REDIRECT_MODES)[number];

/** Seconds a customer waits before a domain's deletion code can be sent again. */
export const CONFIRM_CODE_RESEND_SECONDS = 60;

const GB = 1024 ** 3; // bytes

export function isRedirectMode(value: unknown): value is RedirectMode {
  return typeof value === 'string' && (REDIRECT_MODES as readonly string[]).includes(value);
}

/** A nameserver as DNS compares it: lower case, Latin digits, without the root's trailing dot. */
export function normalizeNameserver(ns: string): string {
  return toLatinDigits(ns).trim().toLowerCase().replace(/\.$/, '');
}

/** Whether a domain's current nameservers are the two it must point to (in any order). */
export function nameserversPointed(current: readonly string[], required: readonly string[]): boolean {
  const now = new Set(current.map(normalizeNameserver));
  return required.length > 0 && required.every((ns) => now.has(normalizeNameserver(ns)));
}

export interface DomainListFilter {
  /** part of the name, any case, Persian digits allowed */
  search?: string;
  /** one status, or every status when absent */
  status?: DomainStatus | null;
}

/** The domains whose name contains the search text and whose status is the one asked for. */
export function filterDomains<T extends { name: string; status: string }>(
  domains: readonly T[],
  { search = '', status = null }: DomainListFilter,
): T[] {
  const needle = toLatinDigits(search).trim().toLowerCase();
  return domains.filter(
    (d) => (!status || d.status === status) && (!needle || d.name.toLowerCase().includes(needle)),
  );
}

export interface TrafficUsage {
  /** GB used this month, one decimal */
  usedGb: number;
  /** the plan's monthly traffic, GB */
  limitGb: number;
  /** 0–100 (capped), whole percent */
  percent: number;
}

/** Traffic used this month against the plan's monthly limit. */
export function trafficUsage(consumableBytes: number, limitGb: number): TrafficUsage {
  const usedGb = Math.round((Math.max(0, consumableBytes) / GB) * 10) / 10;
  const percent = limitGb > 0 ? Math.min(100, Math.round((usedGb / limitGb) * 100)) : 0;
  return { usedGb, limitGb, percent };
}

/** A domain's deletion phrase is its name, typed exactly (spaces around it ignored). */
export function deletePhraseMatches(typed: string, domainName: string): boolean {
  return typed.trim() === domainName;
}
