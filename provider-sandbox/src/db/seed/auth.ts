import { DEMO_ACCOUNT, OTP_ACCOUNT } from '@portal/shared-sdk/factories';
import { DEMO_API_TOKENS } from '@portal/api-account/factories';
import { maskToken } from '@portal/api-account/rules';
import { hashPassword, hashPasswordAsync } from '../../security/passwords';
import { hashToken } from '../../security/tokens';
import { DAY, insert, type Seed } from './seedTools';

/** The demo accounts (README and docs/CONTRACTS.md name them), from the SDK's factories. */
export const DEMO = DEMO_ACCOUNT;
export const OTP_DEMO = OTP_ACCOUNT;

/**
 * scrypt is deliberately slow (~50 ms a hash); the seed passwords are hashed once per process
 * so that `POST /__sandbox/reset` stays well under 200 ms.
 */
const hashCache = new Map<string, string>();
function seedHash(password: string): string {
  let h = hashCache.get(password);
  if (!h) {
    h = hashPassword(password);
    hashCache.set(password, h);
  }
  return h;
}

/**
 * Hashes the seed passwords in the background (libuv thread pool) when a sandbox starts on an
 * existing file, so that even its first reset finds them ready.
 */
export function warmSeedHashes(): void {
  for (const password of [DEMO.password, OTP_DEMO.password]) {
    if (hashCache.has(password)) continue;
    hashPasswordAsync(password).then(
      (h) => {
        if (!hashCache.has(password)) hashCache.set(password, h);
      },
      () => undefined, // the synchronous path hashes it when needed
    );
  }
}

/** The two demo accounts, their profiles and API tokens (DEMO_API_TOKENS). */
export const seedAuth: Seed = (db, { now }) => {
  const accounts = [
    { account: DEMO_ACCOUNT, ageDays: 400 },
    // the account in debt (the pay-debt box); an API token skips its second factor, as API tokens do
    { account: OTP_ACCOUNT, ageDays: 120 },
  ];
  insert(
    db,
    'users',
    accounts.map(({ account: a, ageDays }) => ({
      id: a.id,
      email: a.email,
      mobile: a.mobile,
      password_hash: seedHash(a.password),
      otp_type: a.profile.otp_type ?? null,
      otp_secret: a.totpSecret,
      created_at: now - ageDays * DAY,
    })),
  );
  insert(
    db,
    'profiles',
    accounts.map(({ account: { profile: p } }) => ({
      id: p.id,
      user_id: p.user_id,
      name: p.name,
      last_name: p.last_name,
      national_code: p.national_code ?? null,
      phone: p.phone,
      address: p.address ?? null,
      zip_code: p.zip_code ?? null,
      account_type: p.account_type,
      business_name: p.business_name ?? null,
      economic_code: p.economic_code ?? null,
      registration_number: p.registration_number ?? null,
      national_legal_id: p.national_legal_id ?? null,
    })),
  );
  insert(
    db,
    'tokens',
    DEMO_API_TOKENS.map((t) => ({
      id: t.id,
      user_id: t.userId,
      token_hash: hashToken(t.secret),
      kind: 'api',
      name: t.name,
      permissions: JSON.stringify(t.permissions),
      token_hint: maskToken(t.secret),
      device: null,
      ip: null,
      created_at: now - t.ageDays * DAY,
      last_used_at: t.lastUsedDaysAgo === null ? null : now - t.lastUsedDaysAgo * DAY,
      expires_at: null,
      revoked_at: null,
    })),
  );
};
