/**
 * A user's place in a remote's rollout, 0–99: FNV-1a (32 bit) of "<remote>:<user id>", modulo 100.
 * A pure function of the user id, so it is the same in every session and on every device, and
 * independent per remote (the same users are not always the guinea pigs). A user is in the canary
 * when `cohort < percentage`, so raising 10 % to 20 % keeps the first 10 % in and adds new users.
 */
export function cohortOf(userId: string | number, remote: string): number {
  let hash = 0x811c9dc5;
  const bytes = new TextEncoder().encode(`${remote}:${String(userId)}`);
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Whether a user with this cohort gets a canary released to `percentage` % of users. */
export function inCanary(cohort: number, percentage: number): boolean {
  return cohort < percentage;
}
