/**
 * The sandbox's clock: the host's time (or a test's) plus an offset that only moves forward.
 * Every rule that depends on time (captcha and code expiry, a server's build, WAF debug mode turning
 * itself off) reads `now()`, so a developer or a test advances time with `POST /__sandbox/clock`
 * instead of waiting. A reset of the sandbox puts the offset back to zero.
 */
export interface SandboxClock {
  now: () => Date;
  /** Moves the clock forward by `seconds` (never backward: expiry must not come undone). */
  advance: (seconds: number) => void;
  /** How far the clock is ahead of its base, in seconds. */
  offsetSeconds: () => number;
  reset: () => void;
}

export function createSandboxClock(base: () => Date = () => new Date()): SandboxClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance: (seconds) => {
      if (!Number.isFinite(seconds) || seconds < 0)
        throw new RangeError('the clock only moves forward, by a finite number of seconds');
      offsetMs += Math.round(seconds * 1000);
    },
    offsetSeconds: () => offsetMs / 1000,
    reset: () => {
      offsetMs = 0;
    },
  };
}
