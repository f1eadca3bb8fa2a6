import { toLatinDigits } from '@portal/shared-sdk';
import { validateProfile, type ProfileError } from '@portal/api-account';
import type { ProfileQueryData } from '../../data/profile/profile-query';
import type { ProfileUpdateVariables } from '../../data/profile/profile-update-mutation';

/** Every field of the form as text; e-mail and mobile are shown, not sent (they change with a code). */
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

/** The message id of a profile rule's code (validateProfile of @portal/shared-sdk). */
export const profileErrorId = (code: ProfileError) => `account.profile.error.${code}`;

/**
 * The form's checks: the profile rules the provider applies too (names, the national code's check
 * digit, the postal code, a legal account's company fields), as message ids beside the fields.
 */
export function validateProfileForm(values: ProfileFormValues): Record<string, string> {
  const errors = validateProfile(values);
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, profileErrorId(code as ProfileError)]),
  );
}

/** The fields a server message can stand beside (toSubmissionErrors from @portal/shared-ui). */
export const PROFILE_FORM_FIELDS: ReadonlySet<string> = new Set([
  ...EDITABLE,
  ...LEGAL_FIELDS,
  'account_type',
]);
