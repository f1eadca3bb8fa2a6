import { toLatinDigits } from '@portal/shared-sdk';
import type { ProfileQueryData } from '../../data/profile/profile-query';
import type { ProfileUpdateVariables } from '../../data/profile/profile-update-mutation';

/** Every field of the form as text; e-mail and mobile are shown, not sent (they change through verification). */
export interface ProfileFormValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  national_code: string;
  address: string;
  zip_code: string;
  account_type: 'individual' | 'legal';
  business_name: string;
  economic_code: string;
  registration_number: string;
  national_legal_id: string;
}

const EDITABLE = ['name', 'last_name', 'national_code', 'address', 'zip_code'] as const;
export const LEGAL_FIELDS = [
  'business_name',
  'economic_code',
  'registration_number',
  'national_legal_id',
] as const;
const DIGIT_FIELDS: ReadonlySet<string> = new Set([
  'national_code',
  'zip_code',
  'economic_code',
  'registration_number',
  'national_legal_id',
]);

export function toFormValues(profile: ProfileQueryData): ProfileFormValues {
  return {
    name: profile.name,
    last_name: profile.last_name,
    email: profile.email,
    phone: profile.phone,
    national_code: profile.national_code ?? '',
    address: profile.address ?? '',
    zip_code: profile.zip_code ?? '',
    account_type: profile.account_type,
    business_name: profile.business_name ?? '',
    economic_code: profile.economic_code ?? '',
    registration_number: profile.registration_number ?? '',
    national_legal_id: profile.national_legal_id ?? '',
  };
}

/** The update body: trimmed texts, Latin digits, legal fields only for a legal account. */
export function toUpdateBody(values: ProfileFormValues): ProfileUpdateVariables {
  const fields = values.account_type === 'legal' ? [...EDITABLE, ...LEGAL_FIELDS] : EDITABLE;
  const body: ProfileUpdateVariables = { account_type: values.account_type };
  for (const f of fields) {
    const text = (values[f] ?? '').trim();
    body[f] = DIGIT_FIELDS.has(f) ? toLatinDigits(text) : text;
  }
  return body;
}

/** National code and postal code: exactly 10 digits when given (the provider's rule). */
export function tenDigits(value: string | undefined): string | undefined {
  const text = toLatinDigits(value ?? '').trim();
  return text === '' || /^\d{10}$/.test(text) ? undefined : 'account.profile.error.tenDigits';
}

/** The fields a server message can stand beside (toSubmissionErrors from @portal/shared-ui). */
export const PROFILE_FORM_FIELDS: ReadonlySet<string> = new Set(['name', 'last_name', ...EDITABLE, ...LEGAL_FIELDS]);
