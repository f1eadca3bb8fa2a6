import {
  API_TOKEN_EXPIRY_DAYS,
  DEFAULT_API_TOKEN_EXPIRY_DAYS,
  validateApiTokenDraft,
  type ApiToken,
  type ApiTokenExpiryDays,
} from '@portal/api-account';

/** A lifetime as the create dialog's choice holds it: days as text, or never. */
export type ApiTokenExpiryChoice = `${(typeof API_TOKEN_EXPIRY_DAYS)[number]}` | 'never';

export interface ApiTokenFormValues {
  name: string;
  permissions: string[];
  /** only when creating: a token's lifetime is chosen once */
  expires_in_days: ApiTokenExpiryChoice;
}

/** The dialog's choices, shortest first, then no expiry. */
export const API_TOKEN_EXPIRY_CHOICES: readonly ApiTokenExpiryChoice[] = [
  ...API_TOKEN_EXPIRY_DAYS.map((d) => `${d}` as ApiTokenExpiryChoice),
  'never',
];

export const API_TOKEN_FORM_FIELDS: ReadonlySet<string> = new Set(['name', 'permissions', 'expires_in_days']);

const choiceOf = (days: ApiTokenExpiryDays): ApiTokenExpiryChoice =>
  days === null ? 'never' : (`${days}` as ApiTokenExpiryChoice);

/** What the provider is sent for a choice: the days, or null for a token that never expires. */
export const expiryDaysOf = (choice: ApiTokenExpiryChoice): ApiTokenExpiryDays =>
  choice === 'never' ? null : (Number(choice) as ApiTokenExpiryDays);

export const valuesOf = (token: ApiToken | null): ApiTokenFormValues => ({
  name: token?.name ?? '',
  permissions: token?.permissions ?? [],
  expires_in_days: choiceOf(DEFAULT_API_TOKEN_EXPIRY_DAYS),
});

/**
 * The token rules (validateApiTokenDraft of @portal/shared-sdk, the provider's too): a name, and a
 * permission list that is not empty ("The permissions list cannot be empty"). The lifetime is one of
 * the choices offered, so it needs no check here (the provider refuses any other).
 */
export function validateApiTokenForm(
  values: ApiTokenFormValues,
): Partial<Record<keyof ApiTokenFormValues, string>> {
  const errors = validateApiTokenDraft(values);
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, `account.tokens.error.${code}`]),
  );
}
