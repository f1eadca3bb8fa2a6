import { randomUUID } from 'node:crypto';
import { authenticator } from 'otplib';
import svgCaptcha from 'svg-captcha';
import { normalizeIranMobile, toLatinDigits, validateLoginPassword } from '@portal/shared-sdk/rules';
import { ipInWhitelist } from '@portal/api-account/rules';
import { clientIp } from '../http/clientIp';
import type { Call, Resource, SandboxContext } from '../http/router';
import type { MessageKey } from '../http/messages';
import { checkCode, sendCode } from '../outbox/outbox';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../security/passwords';
import { hashToken, newToken } from '../security/tokens';
import { recordLoginAttempt, type LoginFailure } from './profileHistory';
import { bothLanguages, profileFail, type ProfileMessageKey } from './profileMessages';
import {
  acceptTotpOnce,
  clearWrongCodes,
  countWrongCode,
  refuseWhileLocked,
  tooManyAttempts,
} from './secondFactorGuard';

const CAPTCHA_LENGTH = 5;
const CAPTCHA_TTL = 10 * 60; // seconds
const OTP_CHALLENGE_TTL = 5 * 60; // seconds
const SESSION_TTL = 30 * 24 * 3600; // seconds

interface UserRow {
  id: number;
  email: string;
  mobile: string | null;
  password_hash: string;
  otp_type: 'app' | 'sms' | 'email' | null;
  otp_secret: string | null;
  auth_by_ip: number;
  max_sessions: number | null;
  max_sessions_per_ip: number | null;
}

/** Iranian mobile numbers arrive as 09…, +989…, 989… or with Persian digits; stored as 09…. */
export const normalizeMobile = normalizeIranMobile;

/** What the second step of a login by SMS or e-mail confirms (the outbox purpose). */
const LOGIN_CODE_PURPOSE = 'login-otp';

export const MOBILE_RE = /^09\d{9}$/;

/** Answers may be typed with Persian digits or in another case; single use whatever the outcome. */
export function consumeCaptcha(ctx: SandboxContext, id: unknown, answer: unknown): boolean {
  if (typeof id !== 'string' || typeof answer !== 'string') return false;
  const row = ctx.db
    .prepare<[string], { answer: string; expires_at: number; used_at: number | null }>(
      'SELECT answer, expires_at, used_at FROM captchas WHERE id = ?',
    )
    .get(id);
  if (!row || row.used_at !== null) return false;
  ctx.db.prepare('UPDATE captchas SET used_at = ? WHERE id = ?').run(ctx.nowSec(), id);
  if (row.expires_at <= ctx.nowSec()) return false;
  return toLatinDigits(answer).trim().toLowerCase() === row.answer;
}

const ipOf = (call: Call) => clientIp(call.req, call.ctx.trustProxy === true);

export function issueSessionToken(call: Call, userId: number): string {
  const token = newToken();
  const now = call.ctx.nowSec();
  call.ctx.db
    .prepare(
      `INSERT INTO tokens (user_id, token_hash, kind, device, ip, created_at, last_used_at, expires_at)
       VALUES (?, ?, 'session', ?, ?, ?, ?, ?)`,
    )
    .run(
      userId,
      hashToken(token),
      call.req.get('user-agent') ?? null,
      ipOf(call) || null,
      now,
      now,
      now + SESSION_TTL,
    );
  return token;
}

const USER_COLUMNS =
  'id, email, mobile, password_hash, otp_type, otp_secret, auth_by_ip, max_sessions, max_sessions_per_ip';

function findUser(ctx: SandboxContext, username: string): UserRow | undefined {
  const byEmail = username.includes('@');
  return ctx.db
    .prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE ${byEmail ? 'email' : 'mobile'} = ?`)
    .get(byEmail ? username.trim() : normalizeMobile(username));
}

function userById(ctx: SandboxContext, id: number): UserRow | undefined {
  return ctx.db.prepare<[number], UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(id);
}

/** A refused login, recorded in the account's history before the answer. */
function refuse(
  call: Call,
  user: UserRow,
  reason: LoginFailure,
  status: number,
  key: ProfileMessageKey,
  field?: string,
): Error {
  recordLoginAttempt(call.ctx, {
    userId: user.id,
    ip: ipOf(call),
    userAgent: call.req.get('user-agent') ?? null,
    result: 'failed',
    reason,
  });
  return profileFail(call, status, key, field ? { [field]: key } : undefined);
}

/**
 * What the account's settings ask of a login before a session starts: an address in the IP
 * whitelist when login by whitelisted IPs is on, and fewer active sessions than the limits allow
 * (overall and from this address): "You are currently logged into the panel".
 */
function admit(call: Call, user: UserRow): void {
  const ip = ipOf(call);
  if (user.auth_by_ip === 1) {
    const list = (
      call.ctx.db.prepare('SELECT entry FROM ip_whitelist WHERE user_id = ?').all(user.id) as {
        entry: string;
      }[]
    ).map((r) => r.entry);
    if (!ipInWhitelist(ip, list)) throw refuse(call, user, 'ip_not_allowed', 403, 'loginIpRefused');
  }
  const active = `SELECT COUNT(*) AS n FROM tokens WHERE user_id = ? AND kind = 'session' AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)`;
  const count = (sql: string, ...args: unknown[]) =>
    (call.ctx.db.prepare(sql).get(...args) as { n: number }).n;
  if (user.max_sessions !== null && count(active, user.id, call.ctx.nowSec()) >= user.max_sessions) {
    throw refuse(call, user, 'session_limit', 403, 'sessionLimitReached');
  }
  if (
    user.max_sessions_per_ip !== null &&
    count(`${active} AND ip = ?`, user.id, call.ctx.nowSec(), ip) >= user.max_sessions_per_ip
  ) {
    throw refuse(call, user, 'session_limit', 403, 'sessionLimitReached');
  }
}

/** The session of an admitted login, recorded as a success in the account's history. */
function startSession(call: Call, user: UserRow): string {
  admit(call, user);
  recordLoginAttempt(call.ctx, {
    userId: user.id,
    ip: ipOf(call),
    userAgent: call.req.get('user-agent') ?? null,
    result: 'success',
    reason: null,
  });
  return issueSessionToken(call, user.id);
}

/** TOTP against the sandbox clock (injectable in tests), one 30 s step of drift either way. */
export function checkTotp(ctx: SandboxContext, code: string, secret: string): boolean {
  return authenticator.clone({ epoch: ctx.now().getTime(), window: 1 }).check(code, secret);
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
}

export const authResource: Resource = (routes, ctx) => {
  routes.publicPost('/auth/captcha/recaptcha', () => {
    const captcha = svgCaptcha.create({
      size: CAPTCHA_LENGTH,
      noise: 2,
      color: true,
      background: '#f4f6fa',
      // characters people confuse with each other
      ignoreChars: '0oO1iIlL',
    });
    const id = randomUUID();
    const now = ctx.nowSec();
    ctx.db.prepare('DELETE FROM captchas WHERE expires_at < ?').run(now - CAPTCHA_TTL);
    ctx.db
      .prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)')
      .run(id, captcha.text.toLowerCase(), now + CAPTCHA_TTL);
    return {
      captcha_id: id,
      image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    };
  });

  routes.publicPost('/auth/login', (call) => {
    const { body } = call;
    if (!consumeCaptcha(ctx, body.captcha_id, body.captcha)) {
      throw call.fail(422, 'captchaWrong', { captcha: ['captchaWrong'] });
    }
    const user = findUser(ctx, str(body.username));
    if (!user) {
      verifyAgainstNobody(str(body.password));
      throw call.fail(422, 'passwordInvalid', { password: ['passwordInvalid'] });
    }
    // a locked second step is not started again, whatever the password
    if (user.otp_type) refuseWhileLocked(call, user.id);
    if (!verifyPassword(str(body.password), user.password_hash))
      throw refuse(call, user, 'password', 422, 'passwordWrong', 'password');
    if (user.otp_type) {
      // the address and the limits are checked before a code goes out
      admit(call, user);
      const otpToken = newToken();
      ctx.db
        .prepare('INSERT INTO otp_challenges (token, user_id, expires_at) VALUES (?, ?, ?)')
        .run(hashToken(otpToken), user.id, ctx.nowSec() + OTP_CHALLENGE_TTL);
      if (user.otp_type !== 'app') {
        const channel = user.otp_type === 'sms' ? 'sms' : 'email';
        const recipient = channel === 'sms' ? (user.mobile ?? '') : user.email;
        sendCode(ctx, {
          userId: user.id,
          channel,
          recipient,
          purpose: LOGIN_CODE_PURPOSE,
          text: bothLanguages(channel === 'sms' ? 'smsCode' : 'emailCode'),
          ttlSeconds: OTP_CHALLENGE_TTL,
        });
      }
      return call.reply({ otp_required: true, otp_type: user.otp_type, otp_token: otpToken }, 'otpRequired');
    }
    return call.reply({ token: startSession(call, user), otp_required: false }, 'loggedIn');
  });

  routes.publicPost('/auth/login/otp', (call) => {
    const otpTokenHash = hashToken(str(call.body.otp_token));
    const challenge = ctx.db
      .prepare<[string, number], { user_id: number }>(
        'SELECT user_id FROM otp_challenges WHERE token = ? AND used_at IS NULL AND expires_at > ?',
      )
      .get(otpTokenHash, ctx.nowSec());
    const user = challenge ? userById(ctx, challenge.user_id) : undefined;
    if (!challenge || !user) throw call.fail(422, 'otpExpired', { otp_token: ['otpExpired'] });
    refuseWhileLocked(call, user.id);
    const code = toLatinDigits(str(call.body.code)).trim();
    // an app's code by RFC 6238 against its secret, once; an SMS or e-mail code as the outbox sent it (used up when right)
    const ok =
      user.otp_type === 'app'
        ? !!user.otp_secret && acceptTotpOnce(ctx, user.id, code, user.otp_secret)
        : checkCode(ctx, { userId: user.id, purpose: LOGIN_CODE_PURPOSE, code }) === 'ok';
    if (!ok) {
      recordLoginAttempt(ctx, {
        userId: user.id,
        ip: ipOf(call),
        userAgent: call.req.get('user-agent') ?? null,
        result: 'failed',
        reason: 'otp',
      });
      const outcome = countWrongCode(ctx, user.id, otpTokenHash);
      if (outcome.kind === 'locked') throw tooManyAttempts(call, outcome.seconds);
      if (outcome.kind === 'stepDead')
        throw profileFail(call, 422, 'otpTooManyWrong', { otp_token: 'otpTooManyWrong' });
      throw call.fail(422, 'otpInvalid', { code: ['otpInvalid'] });
    }
    ctx.db.prepare('UPDATE otp_challenges SET used_at = ? WHERE token = ?').run(ctx.nowSec(), otpTokenHash);
    clearWrongCodes(ctx, user.id);
    return call.reply({ token: startSession(call, user) }, 'loggedIn');
  });

  routes.publicPost('/auth/register', (call) => {
    const { body } = call;
    const fields: Record<string, MessageKey[]> = {};
    const add = (field: string, key: MessageKey) => (fields[field] ??= []).push(key);

    const email = str(body.email).trim();
    const mobile = normalizeIranMobile(str(body.mobile));
    const password = str(body.password);
    if (!MOBILE_RE.test(mobile)) add('mobile', 'mobileInvalid');
    if (validateLoginPassword(password) !== null) add('password', 'passwordRules');
    if (str(body.password_confirmation) !== password) add('password_confirmation', 'passwordRepeat');
    if (![true, 'true', '1', 'on', 1].includes(body.terms as never)) add('terms', 'termsRequired');
    if (ctx.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email)) add('email', 'emailTaken');
    if (MOBILE_RE.test(mobile) && ctx.db.prepare('SELECT 1 FROM users WHERE mobile = ?').get(mobile)) {
      add('mobile', 'mobileTaken');
    }
    // the captcha is checked last so that fixing another field does not need a new one
    if (Object.keys(fields).length === 0 && !consumeCaptcha(ctx, body.captcha_id, body.captcha)) {
      add('captcha', 'captchaWrong');
    }
    const firstKey = Object.values(fields)[0]?.[0];
    if (firstKey) throw call.fail(422, firstKey, fields);

    const now = ctx.nowSec();
    const userId = ctx.db.transaction(() => {
      const id = Number(
        ctx.db
          .prepare('INSERT INTO users (email, mobile, password_hash, created_at) VALUES (?, ?, ?, ?)')
          .run(email, mobile, hashPassword(password), now).lastInsertRowid,
      );
      ctx.db
        .prepare(
          `INSERT INTO profiles (user_id, name, last_name, phone, account_type) VALUES (?, ?, ?, ?, 'individual')`,
        )
        .run(id, str(body.name).trim(), str(body.last_name).trim(), mobile);
      ctx.db.prepare('INSERT INTO wallets (user_id) VALUES (?)').run(id);
      return id;
    })();
    return call.reply({ token: issueSessionToken(call, userId) }, 'registered');
  });

  routes.post('/auth/logout', (call) => {
    // logout ends a session; an API token used as a bearer (force-set-token) lives on until it
    // is deleted under API keys, so signing out of the portal does not break scripts using it
    if (call.user.tokenKind === 'session') {
      ctx.db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ?').run(ctx.nowSec(), call.user.tokenId);
    }
    return call.reply(null, 'loggedOut');
  });
};
