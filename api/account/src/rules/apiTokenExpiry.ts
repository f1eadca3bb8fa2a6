/** The lifetimes a new API token may be given, in days (a token lives no longer than its purpose). */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

/** A lifetime in days, or null: the token never expires. */
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number] | null;

/** What the create dialog offers first, and what the provider gives a token created without a choice. */
export const DEFAULT_API_TOKEN_EXPIRY_DAYS: ApiTokenExpiryDays = 90;

const SECONDS_PER_DAY = 86_400;

export type ApiTokenExpiryError = 'tokenExpiryInvalid';

/**
 * `expires_in_days` as a client sent it: absent takes the default; null (or the empty form value a
 * null becomes) never expires; 30, 90 or 365 (a number or its digits) is that many days; anything
 * else is refused, so a token never gets a lifetime the customer was not offered.
 */
export function parseApiTokenExpiry(raw: unknown): {
  value: ApiTokenExpiryDays;
  error: ApiTokenExpiryError | null;
} {
  if (raw === undefined) return { value: DEFAULT_API_TOKEN_EXPIRY_DAYS, error: null };
  if (raw === null || raw === '') return { value: null, error: null };
  const days =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\d+$/.test(raw.trim())
        ? Number(raw.trim())
        : NaN;
  const allowed = API_TOKEN_EXPIRY_DAYS.find((d) => d === days);
  return allowed === undefined
    ? { value: null, error: 'tokenExpiryInvalid' }
    : { value: allowed, error: null };
}

/** When a token created at `createdAt` (unix seconds) with this lifetime stops working; null: never. */
export function apiTokenExpiresAt(createdAt: number, days: ApiTokenExpiryDays): number | null {
  return days === null ? null : createdAt + days * SECONDS_PER_DAY;
}

/** A token is refused from its expiry on (the provider's check: it works while `expires_at > now`). */
export function isApiTokenExpired(expiresAt: number | null | undefined, nowSec: number): boolean {
  return expiresAt !== null && expiresAt !== undefined && expiresAt <= nowSec;
}
