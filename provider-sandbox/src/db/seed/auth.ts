import { hashPassword, hashPasswordAsync } from '../../security/passwords';
import { hashToken } from '../../security/tokens';
import { DAY, insert, type Seed } from './seedTools';

/** The demo accounts (README and docs/CONTRACTS.md name them). */
export const DEMO = {
  email: 'demo@example.com',
  mobile: '09120000001',
  password: 'Demo@12345',
  apiToken: 'demo-0123456789abcdef',
} as const;
export const OTP_DEMO = {
  email: 'otp@example.com',
  mobile: '09120000002',
  password: 'Otp@12345',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  /** An API token of this account (in debt), so tests can sign it in with /force-set-token. */
  apiToken: 'otp-0123456789abcdef',
} as const;

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

/** The two demo accounts, their profiles and API tokens. */
export const seedAuth: Seed = (db, { now }) => {
  insert(db, 'users', [
    { id: 1, email: DEMO.email, mobile: DEMO.mobile, password_hash: seedHash(DEMO.password), otp_type: null, otp_secret: null, created_at: now - 400 * DAY },
    { id: 2, email: OTP_DEMO.email, mobile: OTP_DEMO.mobile, password_hash: seedHash(OTP_DEMO.password), otp_type: 'app', otp_secret: OTP_DEMO.totpSecret, created_at: now - 120 * DAY },
  ]);
  insert(db, 'profiles', [
    { id: 1, user_id: 1, name: 'علی', last_name: 'رضایی', national_code: '0012345678', phone: DEMO.mobile, address: 'تهران، خیابان ولیعصر، کوچه بهار، پلاک 12', zip_code: '1416713115', account_type: 'individual', business_name: null, economic_code: null, registration_number: null, national_legal_id: null },
    { id: 2, user_id: 2, name: 'سارا', last_name: 'محمدی', national_code: '0087654321', phone: OTP_DEMO.mobile, address: 'اصفهان، خیابان چهارباغ، پلاک 7', zip_code: '8173914567', account_type: 'legal', business_name: 'شرکت ابر نمونه', economic_code: '411111111111', registration_number: '123456', national_legal_id: '10101010101' },
  ]);
  insert(db, 'tokens', [
    { id: 1, user_id: 1, token_hash: hashToken(DEMO.apiToken), kind: 'api', name: 'Demo API token', permissions: JSON.stringify(['cdn', 'cloud', 'support', 'financial']), device: null, ip: null, created_at: now - 200 * DAY, last_used_at: null, expires_at: null, revoked_at: null },
    // the account in debt (the pay-debt box); an API token skips its second factor, as API tokens do
    { id: 2, user_id: 2, token_hash: hashToken(OTP_DEMO.apiToken), kind: 'api', name: 'Debt demo API token', permissions: JSON.stringify(['financial']), device: null, ip: null, created_at: now - 100 * DAY, last_used_at: null, expires_at: null, revoked_at: null },
  ]);
};
