import { authenticator } from 'otplib';
import { HttpError } from '../http/envelope';
import type { Call, SandboxContext } from '../http/router';
import { profileMessage } from './profileMessages';

/**
 * How many guesses a second factor allows. A six-digit code falls to an attacker who may try it
 * often enough, so: at most WRONG_CODES_PER_STEP wrong codes on one login step (the step is then
 * dead and a new one costs the password and a captcha again), and per account, counted across
 * steps until a login succeeds, FREE_WRONG_CODES wrong codes before the account's second step is
 * locked; from then on every WRONG_CODES_PER_STEP more double the lock, up to LOCK_MAX_SECONDS.
 */
export const WRONG_CODES_PER_STEP = 5;
export const FREE_WRONG_CODES = 5 * WRONG_CODES_PER_STEP;
export const LOCK_BASE_SECONDS = 15 * 60;
export const LOCK_MAX_SECONDS = 24 * 3600;

const TOTP_STEP_SECONDS = 30;

interface GuardRow {
  otp_wrong_codes: number;
  otp_locked_until: number | null;
}

/** The seconds the account's login stays locked, 0 when it is not. */
export function lockedFor(ctx: SandboxContext, userId: number): number {
  const row = ctx.db
    .prepare<[number], GuardRow>('SELECT otp_wrong_codes, otp_locked_until FROM users WHERE id = ?')
    .get(userId);
  const until = row?.otp_locked_until ?? null;
  return until === null ? 0 : Math.max(0, until - ctx.nowSec());
}

/** 429 "Too many attempts; try again in N minutes" with the seconds left (Retry-After, `retry_after`). */
export function tooManyAttempts(call: Call, seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    profileMessage(call.lang, minutes === 1 ? 'tooManyAttemptsOne' : 'tooManyAttempts', { minutes }),
    undefined,
    seconds,
  );
}

/** Refuses a login of a locked account before anything else is looked at. */
export function refuseWhileLocked(call: Call, userId: number): void {
  const seconds = lockedFor(call.ctx, userId);
  if (seconds > 0) throw tooManyAttempts(call, seconds);
}

export type WrongCodeOutcome = { kind: 'again' } | { kind: 'stepDead' } | { kind: 'locked'; seconds: number };

/**
 * Counts one wrong code against the step and the account: the step dies at its fifth, the account
 * locks at its twenty-fifth since the last login and at every fifth after, each lock twice the last.
 */
export function countWrongCode(ctx: SandboxContext, userId: number, otpTokenHash: string): WrongCodeOutcome {
  return ctx.db.transaction((): WrongCodeOutcome => {
    const now = ctx.nowSec();
    ctx.db
      .prepare('UPDATE otp_challenges SET wrong_codes = wrong_codes + 1 WHERE token = ?')
      .run(otpTokenHash);
    const step = ctx.db
      .prepare<[string], { wrong_codes: number }>('SELECT wrong_codes FROM otp_challenges WHERE token = ?')
      .get(otpTokenHash);
    ctx.db.prepare('UPDATE users SET otp_wrong_codes = otp_wrong_codes + 1 WHERE id = ?').run(userId);
    const wrong =
      ctx.db
        .prepare<[number], GuardRow>('SELECT otp_wrong_codes, otp_locked_until FROM users WHERE id = ?')
        .get(userId)?.otp_wrong_codes ?? 0;
    const stepDead = (step?.wrong_codes ?? 0) >= WRONG_CODES_PER_STEP;
    if (stepDead)
      ctx.db.prepare('UPDATE otp_challenges SET used_at = ? WHERE token = ?').run(now, otpTokenHash);
    if (wrong >= FREE_WRONG_CODES && (wrong - FREE_WRONG_CODES) % WRONG_CODES_PER_STEP === 0) {
      const doublings = (wrong - FREE_WRONG_CODES) / WRONG_CODES_PER_STEP;
      const seconds = Math.min(LOCK_MAX_SECONDS, LOCK_BASE_SECONDS * 2 ** doublings);
      ctx.db.prepare('UPDATE users SET otp_locked_until = ? WHERE id = ?').run(now + seconds, userId);
      // a lock ends every open step of the account: the attacker starts again after it
      ctx.db
        .prepare('UPDATE otp_challenges SET used_at = ? WHERE user_id = ? AND used_at IS NULL')
        .run(now, userId);
      return { kind: 'locked', seconds };
    }
    return stepDead ? { kind: 'stepDead' } : { kind: 'again' };
  })();
}

/** A login went through: the account's count of wrong codes starts again. */
export function clearWrongCodes(ctx: SandboxContext, userId: number): void {
  ctx.db.prepare('UPDATE users SET otp_wrong_codes = 0, otp_locked_until = NULL WHERE id = ?').run(userId);
}

/**
 * An authenticator code (RFC 6238) against the sandbox clock, one 30 s step of drift either way:
 * the step it belongs to, or null when it matches none.
 */
export function totpStepOf(ctx: SandboxContext, code: string, secret: string): number | null {
  const epoch = ctx.now().getTime();
  const delta = authenticator.clone({ epoch, window: 1 }).checkDelta(code, secret);
  return delta === null ? null : Math.floor(epoch / 1000 / TOTP_STEP_SECONDS) + delta;
}

/**
 * A login's authenticator code is good once: a code of the step last accepted for the account, or
 * of an earlier one, is refused even within its 30 s (someone who saw it cannot sign in with it).
 * Accepting it records its step.
 */
export function acceptTotpOnce(ctx: SandboxContext, userId: number, code: string, secret: string): boolean {
  const step = totpStepOf(ctx, code, secret);
  if (step === null) return false;
  const result = ctx.db
    .prepare(
      'UPDATE users SET otp_last_totp_step = ? WHERE id = ? AND (otp_last_totp_step IS NULL OR otp_last_totp_step < ?)',
    )
    .run(step, userId, step);
  return result.changes === 1;
}
