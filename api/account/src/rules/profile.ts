import { toLatinDigits } from '@portal/shared-sdk/rules';
import {
  isEconomicCode,
  isNationalCode,
  isNationalLegalId,
  isPostalCode,
  isRegistrationNumber,
} from './identity';

export type AccountKind = 'individual' | 'legal';

/** The profile fields a customer edits (e-mail and mobile change through a code instead). */
export interface ProfileDraft {
  name?: string | null;
  last_name?: string | null;
  national_code?: string | null;
  zip_code?: string | null;
  address?: string | null;
  account_type?: AccountKind | string | null;
  business_name?: string | null;
  economic_code?: string | null;
  registration_number?: string | null;
  national_legal_id?: string | null;
}

export type ProfileError =
  | 'fieldRequired'
  | 'legalFieldRequired'
  | 'nationalCodeInvalid'
  | 'zipCodeInvalid'
  | 'nationalLegalIdInvalid'
  | 'economicCodeInvalid'
  | 'registrationNumberInvalid';

export type ProfileErrors = Partial<Record<keyof ProfileDraft, ProfileError>>;

export const PROFILE_LEGAL_FIELDS = [
  'business_name',
  'economic_code',
  'registration_number',
  'national_legal_id',
] as const;

const blank = (v: string | null | undefined) => toLatinDigits(v ?? '').trim() === '';

/**
 * The profile rules, one error per field: first and last name required; the national code checked
 * by its check digit and the postal code by its format when given; a legal account needs the
 * company name, economic code (11 or 12 digits), registration number (digits) and national legal
 * id (checked by its check digit).
 */
export function validateProfile(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  if (blank(draft.name)) errors.name = 'fieldRequired';
  if (blank(draft.last_name)) errors.last_name = 'fieldRequired';
  if (!blank(draft.national_code) && !isNationalCode(draft.national_code))
    errors.national_code = 'nationalCodeInvalid';
  if (!blank(draft.zip_code) && !isPostalCode(draft.zip_code)) errors.zip_code = 'zipCodeInvalid';
  if (draft.account_type === 'legal') {
    for (const field of PROFILE_LEGAL_FIELDS) if (blank(draft[field])) errors[field] = 'legalFieldRequired';
    if (!errors.economic_code && !isEconomicCode(draft.economic_code))
      errors.economic_code = 'economicCodeInvalid';
    if (!errors.registration_number && !isRegistrationNumber(draft.registration_number)) {
      errors.registration_number = 'registrationNumberInvalid';
    }
    if (!errors.national_legal_id && !isNationalLegalId(draft.national_legal_id))
      errors.national_legal_id = 'nationalLegalIdInvalid';
  }
  return errors;
}
