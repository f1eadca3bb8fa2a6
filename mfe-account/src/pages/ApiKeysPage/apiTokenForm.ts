import { validateApiTokenDraft, type ApiToken } from '@portal/shared-sdk';

export interface ApiTokenFormValues {
  name: string;
  permissions: string[];
}

export const API_TOKEN_FORM_FIELDS: ReadonlySet<string> = new Set(['name', 'permissions']);

export const valuesOf = (token: ApiToken | null): ApiTokenFormValues => ({ name: token?.name ?? '', permissions: token?.permissions ?? [] });

/**
 * The token rules (validateApiTokenDraft of @portal/shared-sdk, the provider's too): a name, and a
 * permission list that is not empty ("The permissions list cannot be empty").
 */
export function validateApiTokenForm(values: ApiTokenFormValues): Partial<Record<keyof ApiTokenFormValues, string>> {
  const errors = validateApiTokenDraft(values);
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, `account.tokens.error.${code}`]));
}
