import { randomUUID } from 'node:crypto';
import { authenticator } from 'otplib';
import svgCaptcha from 'svg-captcha';
import { toLatinDigits, validateLoginPassword } from '@portal/shared-sdk/rules';
import type { Call, Resource, SandboxContext } from '../http/router';
import type { MessageKey } from '../http/messages';
import { hashPassword, verifyPassword } from '../security/passwords';
import { hashToken, newToken } from '../security/tokens';

const CAPTCHA_LENGTH = 5;
const CAPTCHA_TTL = 10 * 60; // seconds
const OTP_CHALLENGE_TTL = 5 * 60; // seconds
const SESSION_TTL = 30 * 24 * 3600; // seconds

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  otp_type: 'app' | 'sms' | 'email' | null;
  otp_secret: string | null;
}

/** Iranian mobile numbers arrive as 09…, +989…, 989… or with Persian digits; stored as 09…. */
export function normalizeMobile(value: string): string {
  const digits = toLatinDigits(value).replace(/[\s-]/g, '');
  if (/^\+?98\d{10}$/.test(digits)) return `0${digits.replace(/^\+?98/, '')}`;
  if (/^9\d{9}$/.test(digits)) return `0${digits}`;
  return digits;
}

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

export function issueSessionToken(call: Call, userId: number): string {
  const token = newToken();
  const now = call.ctx.nowSec();
  call.ctx.db
    .prepare(
      `INSERT INTO tokens (user_id, token_hash, kind, device, ip, created_at, last_used_at, expires_at)
       VALUES (?, ?, 'session', ?, ?, ?, ?, ?)`,
    )
    .run(userId, hashToken(token), call.req.get('user-agent') ?? null, call.req.ip ?? null, now, now, now + SESSION_TTL);
  return token;
}

function findUser(ctx: SandboxContext, username: string): UserRow | undefined {
  const byEmail = username.includes('@');
  return ctx.db
    .prepare<[string], UserRow>(
      `SELECT id, email, password_hash, otp_type, otp_secret FROM users WHERE ${byEmail ? 'email' : 'mobile'} = ?`,
    )
    .get(byEmail ? username.trim() : normalizeMobile(username));
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
    if (!user || !verifyPassword(str(body.password), user.password_hash)) {
      throw call.fail(422, 'passwordInvalid', { password: ['passwordInvalid'] });
    }
    if (user.otp_type) {
      const otpToken = newToken();
      ctx.db
        .prepare('INSERT INTO otp_challenges (token, user_id, expires_at) VALUES (?, ?, ?)')
        .run(hashToken(otpToken), user.id, ctx.nowSec() + OTP_CHALLENGE_TTL);
      return call.reply({ otp_required: true, otp_type: user.otp_type, otp_token: otpToken }, 'otpRequired');
    }
    return call.reply({ token: issueSessionToken(call, user.id), otp_required: false }, 'loggedIn');
  });

  routes.publicPost('/auth/login/otp', (call) => {
    const otpTokenHash = hashToken(str(call.body.otp_token));
    const challenge = ctx.db
      .prepare<[string, number], { user_id: number; otp_secret: string | null; otp_type: string | null }>(
        `SELECT c.user_id, u.otp_secret, u.otp_type FROM otp_challenges c JOIN users u ON u.id = c.user_id
          WHERE c.token = ? AND c.used_at IS NULL AND c.expires_at > ?`,
      )
      .get(otpTokenHash, ctx.nowSec());
    if (!challenge) throw call.fail(422, 'otpExpired', { otp_token: ['otpExpired'] });
    const code = toLatinDigits(str(call.body.code)).trim();
    // sms and e-mail codes are not delivered by the sandbox; their accounts use the TOTP secret too
    if (!challenge.otp_secret || !checkTotp(ctx, code, challenge.otp_secret)) {
      throw call.fail(422, 'otpInvalid', { code: ['otpInvalid'] });
    }
    ctx.db.prepare('UPDATE otp_challenges SET used_at = ? WHERE token = ?').run(ctx.nowSec(), otpTokenHash);
    return call.reply({ token: issueSessionToken(call, challenge.user_id) }, 'loggedIn');
  });

  routes.publicPost('/auth/register', (call) => {
    const { body } = call;
    const fields: Record<string, MessageKey[]> = {};
    const add = (field: string, key: MessageKey) => (fields[field] ??= []).push(key);

    const email = str(body.email).trim();
    const mobile = normalizeMobile(str(body.mobile));
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
