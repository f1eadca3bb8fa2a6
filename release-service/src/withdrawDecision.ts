import type { RolloutPolicy } from '@portal/release';
import type { VersionCounts } from './rolloutDb';

/**
 * The fewest distinct signed-in accounts whose reports may withdraw a canary, whatever the policy set
 * at promote time says. Anyone can register accounts and report a failure from each, so a handful of
 * them (ten, the release tool's default `--min-samples`) must not be able to take a canary away from
 * everyone: an automatic withdrawal needs at least this many accounts to have tried the canary.
 * RELEASE_SERVICE_MIN_ACCOUNTS changes it.
 */
export const DEFAULT_MIN_ACCOUNTS = 50;

/**
 * Why a canary must be withdrawn, or null while it may stay: its failure rate among the distinct
 * users who tried it passes the policy's `maxFailureRate`, once at least `minSamples` users tried,
 * and never before `minAccounts` distinct accounts did.
 */
export function withdrawReason(
  counts: VersionCounts,
  policy: RolloutPolicy,
  minAccounts = DEFAULT_MIN_ACCOUNTS,
): string | null {
  const needed = Math.max(policy.minSamples, minAccounts);
  if (counts.tried < needed || counts.failureRate <= policy.maxFailureRate) return null;
  return (
    `automatic: ${Math.round(counts.failureRate * 100)} % of ${counts.tried} users failed ` +
    `(limit ${Math.round(policy.maxFailureRate * 100)} %)`
  );
}

/** RELEASE_SERVICE_MIN_ACCOUNTS as a whole number of at least 1; unset or empty: the default. */
export function minAccountsFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`RELEASE_SERVICE_MIN_ACCOUNTS must be a whole number of at least 1, not "${value}"`);
  return n;
}
