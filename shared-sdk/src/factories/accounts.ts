import type { Schemas } from '../api/schemas';

type Profile = Schemas['Profile'];

/** A demo account of the sandbox: how to sign in, and what its profile answers. */
export interface DemoAccount {
  id: number;
  email: string;
  mobile: string;
  password: string;
  /** an API token of the account (`/force-set-token?token=…` signs it in) */
  apiToken: string;
  /** base32 TOTP secret of the authenticator-app second factor, if it has one */
  totpSecret: string | null;
  profile: Profile;
}

/** The demo customer: an individual account, no second factor, money in the wallet. */
export const DEMO_ACCOUNT = {
  id: 1,
  email: 'demo@example.com',
  mobile: '09120000001',
  password: 'Demo@12345',
  apiToken: 'demo-0123456789abcdef',
  totpSecret: null,
  profile: {
    id: 1,
    user_id: 1,
    name: 'علی',
    last_name: 'رضایی',
    national_code: '0012345679',
    phone: '09120000001',
    email: 'demo@example.com',
    address: 'تهران، خیابان ولیعصر، کوچه بهار، پلاک 12',
    zip_code: '1416713115',
    account_type: 'individual',
    business_name: null,
    economic_code: null,
    registration_number: null,
    national_legal_id: null,
    otp_enabled: false,
    otp_type: null,
  },
} satisfies DemoAccount;

/** The second demo customer: a legal account with an authenticator app, its wallet in debt. */
export const OTP_ACCOUNT = {
  id: 2,
  email: 'otp@example.com',
  mobile: '09120000002',
  password: 'Otp@12345',
  apiToken: 'otp-0123456789abcdef',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  profile: {
    id: 2,
    user_id: 2,
    name: 'سارا',
    last_name: 'محمدی',
    national_code: '0087654326',
    phone: '09120000002',
    email: 'otp@example.com',
    address: 'اصفهان، خیابان چهارباغ، پلاک 7',
    zip_code: '8173914567',
    account_type: 'legal',
    business_name: 'شرکت ابر نمونه',
    economic_code: '411111111111',
    registration_number: '123456',
    national_legal_id: '10101010103',
    otp_enabled: true,
    otp_type: 'app',
  },
} satisfies DemoAccount;

/** A profile with every field filled in (an individual account); `over` replaces fields. */
export function makeProfile(over: Partial<Profile> = {}): Profile {
  return { ...DEMO_ACCOUNT.profile, ...over };
}
