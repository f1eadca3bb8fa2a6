import type { RolloutPolicy } from '@portal/release';
import type { VersionCounts } from './rolloutDb';

/**
 * Why a canary must be withdrawn, or null while it may stay: its failure rate among the distinct
 * users who tried it passes the policy's `maxFailureRate`, once at least `minSamples` users tried.
 */
export function withdrawReason(counts: VersionCounts, policy: RolloutPolicy): string | null {
  if (counts.tried < policy.minSamples || counts.failureRate <= policy.maxFailureRate) return null;
  return (
    `automatic: ${Math.round(counts.failureRate * 100)} % of ${counts.tried} users failed ` +
    `(limit ${Math.round(policy.maxFailureRate * 100)} %)`
  );
}
