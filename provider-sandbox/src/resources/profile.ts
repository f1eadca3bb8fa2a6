import type { Database } from 'better-sqlite3';
import {
  VERIFICATION_RESEND_SECONDS,
  isEmailAddress,
  isIranMobile,
  normalizeIranMobile,
  toLatinDigits,
} from '@portal/shared-sdk/rules';
import { PROFILE_LEGAL_FIELDS, validateProfile, type ProfileDraft } from '@portal/api-account/rules';
import { recordAudit } from '../audit/recordAudit';
import { tokenPermissions } from '../http/auth';
import type { AuthedCall, Resource } from '../http/router';
import {
  CODE_TTL_SECONDS,
  checkCode,
  secondsSinceLastCode,
  sendCode,
  type OutboxChannel,
} from '../outbox/outbox';
import { profileApiTokensResource } from './profileApiTokens';
import { profileHistoryResource } from './profileHistory';
import {
  bothLanguages,
  failOnFields,
  profileFail,
  profileReply,
  type ProfileMessageKey,
} from './profileMessages';
import { profileNotificationsResource } from './profileNotifications';
import { profileSecurityResource } from './profileSecurity';
import { profileSessionsResource } from './profileSessions';

interface ProfileRow {
  id: number;
  user_id: number;
  name: string;
  last_name: string;
  national_code: string | null;
  phone: string;
  email: string;
  address: string | null;
  zip_code: string | null;
  account_type: 'individual' | 'legal';
  business_name: string | null;
  economic_code: string | null;
  registration_number: string | null;
  national_legal_id: string | null;
  otp_type: 'app' | 'sms' | 'email' | null;
}

export function loadProfile(db: Database, userId: number) {
  const row = db
    .prepare<[number], ProfileRow>(
      `SELECT p.id, p.user_id, p.name, p.last_name, p.national_code, p.phone, u.email, p.address,
              p.zip_code, p.account_type, p.business_name, p.economic_code, p.registration_number,
              p.national_legal_id, u.otp_type
         FROM profiles p JOIN users u ON u.id = p.user_id WHERE p.user_id = ?`,
    )
    .get(userId);
  if (!row) return undefined;
  return { ...row, otp_enabled: row.otp_type !== null };
}

/** The profile as the bearer reads it: with what the bearer may do (`token_permissions`, null for the portal's own session). */
function profileOf(call: AuthedCall) {
  const profile = loadProfile(call.ctx.db, call.user.id);
  return profile && { ...profile, token_permissions: tokenPermissions(call.user) };
}

const TEXT_FIELDS = ['name', 'last_name', 'address', 'business_name'] as const;
/** Fields made of digits: Persian digits are accepted and stored as Latin ones. */
const DIGIT_FIELDS = [
  'national_code',
  'zip_code',
  'economic_code',
  'registration_number',
  'national_legal_id',
] as const;

/** PUT /auth/profile: the rules of validateProfile (shared with the portal) on the merged profile. */
function updateProfile(call: AuthedCall) {
  const { db } = call.ctx;
  const current = loadProfile(db, call.user.id);
  if (!current) throw profileFail(call, 404, 'fieldRequired');
  const body = call.body;
  const next: Record<string, string | null> = {};
  for (const f of TEXT_FIELDS) if (typeof body[f] === 'string') next[f] = (body[f] as string).trim();
  for (const f of DIGIT_FIELDS) {
    if (body[f] !== undefined && body[f] !== null) next[f] = toLatinDigits(String(body[f])).trim();
  }
  if (body.account_type === 'individual' || body.account_type === 'legal')
    next.account_type = body.account_type;

  const merged = { ...current, ...next } as ProfileDraft;
  const errors = validateProfile(merged);
  // a rule about a field this request did not send is the stored profile's, not this request's:
  // only the legal fields, which a switch to a legal account needs at once
  const sent = (field: string) =>
    field in next ||
    (merged.account_type === 'legal' && (PROFILE_LEGAL_FIELDS as readonly string[]).includes(field));
  failOnFields(
    call,
    Object.fromEntries(Object.entries(errors).filter(([f]) => sent(f))) as Record<string, ProfileMessageKey>,
  );

  const columns = Object.keys(next);
  if (columns.length > 0) {
    // column names come from the fixed lists above, never from the request
    db.prepare(
      `UPDATE profiles SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE user_id = @user_id`,
    ).run({
      ...next,
      user_id: call.user.id,
    });
    recordAudit(call, { action: 'profile.update', resourceKind: 'profile', resourceId: call.user.id });
  }
  return profileReply(call, profileOf(call), 'settingsApplied');
}

/** A contact that changes with a code sent to the new value: the mobile number (SMS) or the e-mail address. */
interface Contact {
  field: 'phone_number' | 'email';
  channel: OutboxChannel;
  purpose: string;
  normalize: (value: string) => string;
  valid: (value: string) => boolean;
  invalid: ProfileMessageKey;
  same: ProfileMessageKey;
  taken: ProfileMessageKey;
  changed: ProfileMessageKey;
  text: ProfileMessageKey;
  audit: string;
  current: (db: Database, userId: number) => string;
  takenBy: (db: Database, value: string, userId: number) => boolean;
  store: (db: Database, userId: number, value: string) => void;
}

const PHONE: Contact = {
  field: 'phone_number',
  channel: 'sms',
  purpose: 'phone-change',
  normalize: normalizeIranMobile,
  valid: isIranMobile,
  invalid: 'mobileInvalid',
  same: 'mobileSame',
  taken: 'mobileTaken',
  changed: 'phoneChanged',
  text: 'smsCode',
  audit: 'profile.phone_change',
  current: (db, id) =>
    (db.prepare('SELECT mobile FROM users WHERE id = ?').get(id) as { mobile: string | null }).mobile ?? '',
  takenBy: (db, value, id) => !!db.prepare('SELECT 1 FROM users WHERE mobile = ? AND id != ?').get(value, id),
  store: (db, id, value) => {
    db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(value, id);
    db.prepare('UPDATE profiles SET phone = ? WHERE user_id = ?').run(value, id);
  },
};

const EMAIL: Contact = {
  field: 'email',
  channel: 'email',
  purpose: 'email-change',
  normalize: (v) => v.trim().toLowerCase(),
  valid: isEmailAddress,
  invalid: 'emailInvalid',
  same: 'emailSame',
  taken: 'emailTaken',
  changed: 'emailChanged',
  text: 'emailCode',
  audit: 'profile.email_change',
  current: (db, id) =>
    (db.prepare('SELECT email FROM users WHERE id = ?').get(id) as { email: string }).email.toLowerCase(),
  takenBy: (db, value, id) => !!db.prepare('SELECT 1 FROM users WHERE email = ? AND id != ?').get(value, id),
  store: (db, id, value) => void db.prepare('UPDATE users SET email = ? WHERE id = ?').run(value, id),
};

/** The new value, checked: well formed, not the current one, not another account's. */
function newContact(call: AuthedCall, contact: Contact): string {
  const { db } = call.ctx;
  const value = contact.normalize(String(call.body[contact.field] ?? ''));
  if (!contact.valid(value))
    throw profileFail(call, 422, contact.invalid, { [contact.field]: contact.invalid });
  if (value === contact.current(db, call.user.id))
    throw profileFail(call, 422, contact.same, { [contact.field]: contact.same });
  if (contact.takenBy(db, value, call.user.id))
    throw profileFail(call, 422, contact.taken, { [contact.field]: contact.taken });
  return value;
}

/** POST /auth/verification/…: a code to the new value, at most one a VERIFICATION_RESEND_SECONDS. */
function sendContactCode(call: AuthedCall, contact: Contact) {
  const recipient = newContact(call, contact);
  const since = secondsSinceLastCode(call.ctx, call.user.id, contact.purpose);
  if (since < VERIFICATION_RESEND_SECONDS) {
    throw profileFail(call, 429, 'codeWait', undefined, { seconds: VERIFICATION_RESEND_SECONDS - since });
  }
  sendCode(call.ctx, {
    userId: call.user.id,
    channel: contact.channel,
    recipient,
    purpose: contact.purpose,
    text: bothLanguages(contact.text),
  });
  return profileReply(
    call,
    {
      channel: contact.channel,
      recipient,
      resend_after: VERIFICATION_RESEND_SECONDS,
      expires_in: CODE_TTL_SECONDS,
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

/** POST /auth/profile/phone-number | email: the change, with the code sent to the new value. */
function changeContact(call: AuthedCall, contact: Contact) {
  const value = newContact(call, contact);
  const code = toLatinDigits(String(call.body.code ?? '')).trim();
  const result = checkCode(call.ctx, {
    userId: call.user.id,
    purpose: contact.purpose,
    code,
    recipient: value,
  });
  if (result !== 'ok') throw profileFail(call, 422, CODE_ERRORS[result], { code: CODE_ERRORS[result] });
  contact.store(call.ctx.db, call.user.id, value);
  recordAudit(call, {
    action: contact.audit,
    resourceKind: 'profile',
    resourceId: call.user.id,
    resourceName: value,
  });
  return profileReply(call, profileOf(call), contact.changed);
}

/** The newest unused, unexpired code sent for a contact change, as the portal resumes it. */
function pending(call: AuthedCall, contact: Contact) {
  const now = call.ctx.nowSec();
  const row = call.ctx.db
    .prepare<[number, string, number], { recipient: string; created_at: number; expires_at: number }>(
      `SELECT recipient, created_at, expires_at FROM outbox
        WHERE user_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(call.user.id, contact.purpose, now);
  if (!row) return null;
  return {
    channel: contact.channel,
    recipient: row.recipient,
    resend_after: Math.max(0, VERIFICATION_RESEND_SECONDS - (now - row.created_at)),
    expires_in: row.expires_at - now,
  };
}

const profileFormResource: Resource = (routes) => {
  routes.get('/auth/profile', (call) => {
    const profile = profileOf(call);
    if (!profile) throw call.fail(404, 'notFound');
    return profile;
  });
  // the portal sends POST with _method=PUT; a bare POST is accepted as the same update
  routes.put('/auth/profile', updateProfile);
  routes.post('/auth/profile', updateProfile);

  routes.post('/auth/verification/phone-number', (call) => sendContactCode(call, PHONE));
  routes.post('/auth/verification/email', (call) => sendContactCode(call, EMAIL));
  routes.get('/auth/verification/sms', (call) => ({
    phone: pending(call, PHONE),
    email: pending(call, EMAIL),
  }));
  routes.post('/auth/profile/phone-number', (call) => changeContact(call, PHONE));
  routes.post('/auth/profile/email', (call) => changeContact(call, EMAIL));
};

/** The account's calls: the profile form, security, sessions, API tokens, notifications, history. */
export const profileResource: Resource = (routes, ctx) => {
  for (const resource of [
    profileFormResource,
    profileSecurityResource,
    profileSessionsResource,
    profileApiTokensResource,
    profileNotificationsResource,
    profileHistoryResource,
  ])
    resource(routes, ctx);
};
