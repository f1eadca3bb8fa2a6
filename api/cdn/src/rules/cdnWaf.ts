// The WAF of a CDN domain: off, on, or debug (log only). Debug turns itself off 30 minutes after
// it was switched on, and the custom rules made while in debug mode stop 30 minutes after they
// were made. Pure: the portal counts down with these, the sandbox switches off with the same.
import { WAF_DEBUG_MINUTES } from '@portal/shared-sdk/rules';

export const WAF_MODES = ['off', 'on', 'debug'] as const;
export type WafMode = (typeof WAF_MODES)[number];

const DEBUG_SECONDS = WAF_DEBUG_MINUTES * 60;

export function isWafMode(value: unknown): value is WafMode {
  return (WAF_MODES as readonly unknown[]).includes(value);
}

/** When debug mode (or a rule made in it) switched on at `startedAt` ends, unix seconds. */
export function wafDebugEndsAt(startedAt: number): number {
  return startedAt + DEBUG_SECONDS;
}

/** The mode in force at `now`: debug past its 30 minutes is off. */
export function wafModeAt(mode: WafMode, debugStartedAt: number | null, now: number): WafMode {
  if (mode !== 'debug') return mode;
  return debugStartedAt !== null && now < wafDebugEndsAt(debugStartedAt) ? 'debug' : 'off';
}

/** Seconds of debug mode left at `now` (0 once it has ended, or when not in debug). */
export function wafDebugSecondsLeft(mode: WafMode, debugStartedAt: number | null, now: number): number {
  if (wafModeAt(mode, debugStartedAt, now) !== 'debug' || debugStartedAt === null) return 0;
  return wafDebugEndsAt(debugStartedAt) - now;
}

/** Whether a custom WAF rule is in force: one made in debug mode (`expiresAt` set) stops at its end. */
export function wafRuleActive(expiresAt: number | null, now: number): boolean {
  return expiresAt === null || now < expiresAt;
}

/** "mm:ss" of a number of seconds (Latin digits), for the debug countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
