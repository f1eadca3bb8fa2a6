import { authenticator } from 'otplib';
import { renderSVG } from 'uqr';
import { VERIFICATION_RESEND_SECONDS, toLatinDigits, validatePassword } from '@portal/shared-sdk/rules';
import {
  IP_WHITELIST_MAX_ENTRIES,
  SESSION_LIMIT_MAX,
  checkIpWhitelist,
  ipInWhitelist,
  parseSessionLimit,
} from '@portal/api-account/rules';
import { recordAudit } from '../audit/recordAudit';
import { clientIp } from '../http/clientIp';
import type { AuthedCall, Resource, SandboxContext } from '../http/router';
import { checkCode, secondsSinceLastCode, sendCode } from '../outbox/outbox';
import { hashPassword, verifyPassword } from '../security/passwords';
import { checkTotp } from './auth';
import { acceptTotpOnce } from './secondFactorGuard';
import {
  bothLanguages,
  failOnFields,
  profileFail,
  profileReply,
  type ProfileMessageKey,
} from './profileMessages';

/** The name an authenticator app shows above the account's codes. */
const OTP_ISSUER = 'Cloud Portal';

type OtpType = 'app' | 'sms' | 'email';

interface SecurityRow {
  email: string;
  mobile: string | null;
  password_hash: string;
  otp_type: OtpType | null;
  otp_secret: string | null;
  otp_pending_secret: string | null;
  auth_by_ip: number;
  ip_whitelist_api_tokens: number;
  max_sessions: number | null;
  max_sessions_per_ip: number | null;
}

export function securityRow(ctx: SandboxContext, userId: number): SecurityRow {
  return ctx.db
    .prepare<[number], SecurityRow>(
      `SELECT email, mobile, password_hash, otp_type, otp_secret, otp_pending_secret, auth_by_ip,
              ip_whitelist_api_tokens, max_sessions, max_sessions_per_ip
         FROM users WHERE id = ?`,
    )
    .get(userId) as SecurityRow;
}

export function ipWhitelistOf(ctx: SandboxContext, userId: number): string[] {
  return (
    ctx.db.prepare('SELECT entry FROM ip_whitelist WHERE user_id = ? ORDER BY id').all(userId) as {
      entry: string;
    }[]
  ).map((r) => r.entry);
}

/** GET /auth/profile/security: what the security tab shows, with the address this call came from. */
export function securitySettings(call: AuthedCall) {
  const row = securityRow(call.ctx, call.user.id);
  return {
    otp_enabled: row.otp_type !== null,
    otp_type: row.otp_type,
    auth_by_ip: row.auth_by_ip === 1,
    ip_whitelist: ipWhitelistOf(call.ctx, call.user.id),
    ip_whitelist_api_tokens: row.ip_whitelist_api_tokens === 1,
    max_sessions: row.max_sessions,
    max_sessions_per_ip: row.max_sessions_per_ip,
    current_ip: currentIpOf(call),
  };
}

const currentIpOf = (call: AuthedCall) => clientIp(call.req, call.ctx.trustProxy === true);

/**
 * Once login by whitelisted IPs is on, every request of a session from outside the list ends it: a
 * change that would leave the asking session's own address out (turning it on, or narrowing the
 * list while on) is refused on `field` rather than locking the customer out on the next click.
 */
function refuseLockOut(call: AuthedCall, field: 'enabled' | 'ips', list: readonly string[]): void {
  const ip = currentIpOf(call);
  if (!ipInWhitelist(ip, list))
    throw profileFail(call, 422, 'ipCurrentNotListed', { [field]: 'ipCurrentNotListed' }, { ip });
}

const setOtp = (call: AuthedCall, type: OtpType | null, secret: string | null) =>
  call.ctx.db
    .prepare('UPDATE users SET otp_type = ?, otp_secret = ?, otp_pending_secret = NULL WHERE id = ?')
    .run(type, secret, call.user.id);

/** Where an SMS or e-mail code goes: the account's mobile number or e-mail address. */
function recipientOf(row: SecurityRow, channel: 'sms' | 'email'): string {
  return channel === 'sms' ? (row.mobile ?? '') : row.email;
}

/** Sends a second-factor code by SMS or e-mail (one a VERIFICATION_RESEND_SECONDS) and says so. */
function sendOtpCode(call: AuthedCall, channel: 'sms' | 'email', purpose: string) {
  const since = secondsSinceLastCode(call.ctx, call.user.id, purpose);
  if (since < VERIFICATION_RESEND_SECONDS)
    throw profileFail(call, 429, 'codeWait', undefined, { seconds: VERIFICATION_RESEND_SECONDS - since });
  const recipient = recipientOf(securityRow(call.ctx, call.user.id), channel);
  sendCode(call.ctx, {
    userId: call.user.id,
    channel,
    recipient,
    purpose,
    text: bothLanguages(channel === 'sms' ? 'smsCode' : 'emailCode'),
  });
  return profileReply(
    call,
    {
      code_sent: true,
      channel,
      recipient,
      resend_after: VERIFICATION_RESEND_SECONDS,
      security: securitySettings(call),
    },
    'codeSent',
    { recipient },
  );
}

const CODE_ERRORS: Record<'wrong' | 'expired' | 'none', ProfileMessageKey> = {
  wrong: 'codeWrong',
  expired: 'codeExpired',
  none: 'codeNone',
};

function checkSentCode(call: AuthedCall, purpose: string, code: string): void {
  const result = checkCode(call.ctx, { userId: call.user.id, purpose, code });
  if (result !== 'ok') throw profileFail(call, 422, CODE_ERRORS[result], { code: CODE_ERRORS[result] });
}

const codeOf = (call: AuthedCall) => toLatinDigits(String(call.body.code ?? '')).trim();
const enabledOf = (call: AuthedCall) => call.body.enabled === true;

/** Turns the second factor off with its code: the app's, or one sent by SMS or e-mail first. */
function turnOff(call: AuthedCall) {
  const row = securityRow(call.ctx, call.user.id);
  if (row.otp_type === null) throw profileFail(call, 422, 'otpNotOn');
  const code = codeOf(call);
  if (row.otp_type === 'app') {
    if (code === '') throw profileFail(call, 422, 'fieldRequired', { code: 'fieldRequired' });
    if (!row.otp_secret || !checkTotp(call.ctx, code, row.otp_secret))
      throw profileFail(call, 422, 'codeWrong', { code: 'codeWrong' });
  } else {
    if (code === '') return sendOtpCode(call, row.otp_type, 'otp-disable');
    checkSentCode(call, 'otp-disable', code);
  }
  setOtp(call, null, null);
  recordAudit(call, { action: 'otp.disable', resourceKind: 'security', resourceName: row.otp_type });
  return profileReply(
    call,
    {
      code_sent: false,
      channel: null,
      recipient: null,
      resend_after: null,
      security: securitySettings(call),
    },
    'otpDisabled',
  );
}

/** sms-switch / email-switch: on with a code sent to the mobile or the e-mail, off like otp/switch. */
function channelSwitch(call: AuthedCall, channel: 'sms' | 'email') {
  const row = securityRow(call.ctx, call.user.id);
  if (!enabledOf(call)) {
    if (row.otp_type !== channel) throw profileFail(call, 422, 'otpNotOn');
    return turnOff(call);
  }
  if (row.otp_type !== null) throw profileFail(call, 422, 'otpAlreadyOn');
  const purpose = `otp-enable-${channel}`;
  const code = codeOf(call);
  if (code === '') return sendOtpCode(call, channel, purpose);
  checkSentCode(call, purpose, code);
  setOtp(call, channel, null);
  recordAudit(call, { action: 'otp.enable', resourceKind: 'security', resourceName: channel });
  return profileReply(
    call,
    {
      code_sent: false,
      channel: null,
      recipient: null,
      resend_after: null,
      security: securitySettings(call),
    },
    'otpEnabled',
  );
}

/**
 * POST /auth/profile/password: the current password, then the change rules; other sessions end, and
 * with `revoke_api_tokens: true` every API token of the account too.
 */
function changePassword(call: AuthedCall) {
  const { db } = call.ctx;
  const row = securityRow(call.ctx, call.user.id);
  const password = String(call.body.password ?? '');
  const rule = validatePassword(password, String(call.body.password_confirmation ?? ''));
  failOnFields(call, {
    current_password: verifyPassword(String(call.body.current_password ?? ''), row.password_hash)
      ? undefined
      : 'passwordWrong',
    password: rule && rule !== 'passwordMismatch' ? 'passwordRules' : undefined,
    password_confirmation: rule === 'passwordMismatch' ? 'passwordRepeat' : undefined,
  });
  const now = call.ctx.nowSec();
  const revokeTokens = call.body.revoke_api_tokens === true;
  const result = db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(password), call.user.id);
    const endedSessions = db
      .prepare(
        `UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND kind = 'session' AND revoked_at IS NULL AND id != ?`,
      )
      .run(now, call.user.id, call.user.tokenKind === 'session' ? call.user.tokenId : -1).changes;
    // a password changed because it leaked also ends the scripts' access when the customer asks:
    // every token that still works (an expired one already does not, and is not counted)
    const revokedTokens = revokeTokens
      ? db
          .prepare(
            `UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND kind = 'api' AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)`,
          )
          .run(now, call.user.id, now).changes
      : 0;
    return { ended_sessions: endedSessions, revoked_api_tokens: revokedTokens };
  })();
  recordAudit(call, { action: 'password.change', resourceKind: 'security' });
  return profileReply(call, result, 'passwordChanged');
}

export const profileSecurityResource: Resource = (routes, ctx) => {
  routes.post('/auth/profile/password', changePassword);
  routes.get('/auth/profile/security', securitySettings);

  routes.post('/auth/profile/otp', (call) => {
    const row = securityRow(ctx, call.user.id);
    if (row.otp_type !== null) throw profileFail(call, 422, 'otpAlreadyOn');
    const secret = authenticator.generateSecret();
    ctx.db.prepare('UPDATE users SET otp_pending_secret = ? WHERE id = ?').run(secret, call.user.id);
    const otpauthUrl = authenticator.keyuri(row.email, OTP_ISSUER, secret);
    const svg = renderSVG(otpauthUrl, { border: 2 });
    return profileReply(
      call,
      {
        secret,
        otpauth_url: otpauthUrl,
        qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      },
      'otpAppStarted',
    );
  });

  routes.post('/auth/profile/otp/confirm', (call) => {
    const row = securityRow(ctx, call.user.id);
    if (row.otp_type !== null) throw profileFail(call, 422, 'otpAlreadyOn');
    if (!row.otp_pending_secret) throw profileFail(call, 422, 'otpNoSetup');
    // the code that turns the app on is used up like a login's: it cannot sign in within its 30 s
    if (!acceptTotpOnce(ctx, call.user.id, codeOf(call), row.otp_pending_secret))
      throw profileFail(call, 422, 'codeWrong', { code: 'codeWrong' });
    setOtp(call, 'app', row.otp_pending_secret);
    recordAudit(call, { action: 'otp.enable', resourceKind: 'security', resourceName: 'app' });
    return profileReply(call, securitySettings(call), 'otpEnabled');
  });

  routes.post('/auth/profile/otp/switch', (call) => {
    if (enabledOf(call)) throw profileFail(call, 422, 'otpEnableHow', { enabled: 'otpEnableHow' });
    return turnOff(call);
  });
  routes.post('/auth/profile/otp/sms-switch', (call) => channelSwitch(call, 'sms'));
  routes.post('/auth/profile/otp/email-switch', (call) => channelSwitch(call, 'email'));

  routes.post('/auth/profile/ip-whitelist', (call) => {
    const raw = Array.isArray(call.body.ips) ? (call.body.ips as unknown[]).map(String) : [];
    const { entries, error } = checkIpWhitelist(raw);
    if (error?.code === 'ipWhitelistTooMany')
      throw profileFail(call, 422, 'ipTooMany', { ips: 'ipTooMany' }, { max: IP_WHITELIST_MAX_ENTRIES });
    if (error)
      throw profileFail(
        call,
        422,
        'ipEntryInvalid',
        { ips: 'ipEntryInvalid' },
        { entry: raw[error.index] ?? '' },
      );
    const enforced = securityRow(ctx, call.user.id).auth_by_ip === 1;
    if (entries.length === 0 && enforced)
      throw profileFail(call, 422, 'ipWhitelistInUse', { ips: 'ipWhitelistInUse' });
    if (enforced) refuseLockOut(call, 'ips', entries);
    const now = ctx.nowSec();
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM ip_whitelist WHERE user_id = ?').run(call.user.id);
      const add = ctx.db.prepare('INSERT INTO ip_whitelist (user_id, entry, created_at) VALUES (?, ?, ?)');
      for (const entry of entries) add.run(call.user.id, entry, now);
    })();
    recordAudit(call, {
      action: 'ip_whitelist.update',
      resourceKind: 'security',
      resourceName: entries.join(', ') || null,
    });
    return profileReply(call, securitySettings(call), 'settingsApplied');
  });

  routes.post('/auth/profile/auth-by-ip', (call) => {
    const enabled = enabledOf(call);
    const list = ipWhitelistOf(ctx, call.user.id);
    if (enabled && list.length === 0)
      throw profileFail(call, 422, 'ipWhitelistEmpty', { enabled: 'ipWhitelistEmpty' });
    if (enabled) refuseLockOut(call, 'enabled', list);
    ctx.db.prepare('UPDATE users SET auth_by_ip = ? WHERE id = ?').run(enabled ? 1 : 0, call.user.id);
    recordAudit(call, {
      action: 'auth_by_ip.update',
      resourceKind: 'security',
      resourceName: enabled ? 'on' : 'off',
    });
    return profileReply(call, securitySettings(call), 'settingsApplied');
  });

  // whether the whitelist binds API tokens too (a script's requests), once login by it is on
  routes.post('/auth/profile/ip-whitelist/api-tokens', (call) => {
    const enabled = enabledOf(call);
    ctx.db
      .prepare('UPDATE users SET ip_whitelist_api_tokens = ? WHERE id = ?')
      .run(enabled ? 1 : 0, call.user.id);
    recordAudit(call, {
      action: 'ip_whitelist_api_tokens.update',
      resourceKind: 'security',
      resourceName: enabled ? 'on' : 'off',
    });
    return profileReply(call, securitySettings(call), 'settingsApplied');
  });

  routes.post('/auth/profile/max-sessions', (call) => {
    const row = securityRow(ctx, call.user.id);
    const overall =
      call.body.max_sessions === undefined
        ? { value: row.max_sessions, error: null }
        : parseSessionLimit(call.body.max_sessions as number | null);
    const perIp =
      call.body.max_sessions_per_ip === undefined
        ? { value: row.max_sessions_per_ip, error: null }
        : parseSessionLimit(call.body.max_sessions_per_ip as number | null);
    failOnFields(
      call,
      {
        max_sessions: overall.error ? 'sessionLimitInvalid' : undefined,
        max_sessions_per_ip: perIp.error ? 'sessionLimitInvalid' : undefined,
      },
      { max: SESSION_LIMIT_MAX },
    );
    ctx.db
      .prepare('UPDATE users SET max_sessions = ?, max_sessions_per_ip = ? WHERE id = ?')
      .run(overall.value, perIp.value, call.user.id);
    recordAudit(call, {
      action: 'session_limits.update',
      resourceKind: 'security',
      resourceName: `${overall.value ?? '∞'} / ${perIp.value ?? '∞'}`,
    });
    return profileReply(call, securitySettings(call), 'settingsApplied');
  });
};
