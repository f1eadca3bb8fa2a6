import type { Database } from 'better-sqlite3';
import { toLatinDigits } from '@portal/shared-sdk/rules';
import type { AuthedCall, Resource } from '../http/router';
import type { MessageKey } from '../http/messages';

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

const TEXT_FIELDS = ['name', 'last_name', 'address'] as const;
/** Fields made of digits: Persian digits are accepted and stored as Latin ones. */
const DIGIT_FIELDS = [
  'national_code',
  'phone',
  'zip_code',
  'economic_code',
  'registration_number',
  'national_legal_id',
] as const;
const LEGAL_FIELDS = ['business_name', 'economic_code', 'registration_number', 'national_legal_id'] as const;

function updateProfile(call: AuthedCall) {
  const { db } = call.ctx;
  const current = loadProfile(db, call.user.id);
  if (!current) throw call.fail(404, 'notFound');
  const body = call.body;
  const next: Record<string, string | null> = {};
  for (const f of TEXT_FIELDS) if (typeof body[f] === 'string') next[f] = (body[f] as string).trim();
  if (typeof body.business_name === 'string') next.business_name = body.business_name.trim();
  for (const f of DIGIT_FIELDS) {
    if (body[f] !== undefined && body[f] !== null) next[f] = toLatinDigits(String(body[f])).trim();
  }
  if (body.account_type === 'individual' || body.account_type === 'legal') next.account_type = body.account_type;

  const fields: Record<string, MessageKey[]> = {};
  const merged = { ...current, ...next } as Record<string, unknown>;
  if (next.national_code && !/^\d{10}$/.test(next.national_code)) fields.national_code = ['nationalCodeInvalid'];
  if (next.zip_code && !/^\d{10}$/.test(next.zip_code)) fields.zip_code = ['zipCodeInvalid'];
  for (const f of ['name', 'last_name'] as const) if (next[f] === '') fields[f] = ['fieldRequired'];
  if (merged.account_type === 'legal') {
    for (const f of LEGAL_FIELDS) if (!merged[f]) fields[f] = ['legalFieldsRequired'];
  }
  const firstKey = Object.values(fields)[0]?.[0];
  if (firstKey) throw call.fail(422, firstKey, fields);

  const columns = Object.keys(next);
  if (columns.length > 0) {
    // column names come from the fixed lists above, never from the request
    db.prepare(`UPDATE profiles SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE user_id = @user_id`).run({
      ...next,
      user_id: call.user.id,
    });
  }
  return call.reply(loadProfile(db, call.user.id), 'profileUpdated');
}

export const profileResource: Resource = (routes, ctx) => {
  routes.get('/auth/profile', (call) => {
    const profile = loadProfile(ctx.db, call.user.id);
    if (!profile) throw call.fail(404, 'notFound');
    return profile;
  });
  // the portal sends POST with _method=PUT; a bare POST is accepted as the same update
  routes.put('/auth/profile', updateProfile);
  routes.post('/auth/profile', updateProfile);
};
