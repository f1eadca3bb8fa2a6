import { API_PERMISSIONS } from '@portal/shared-sdk/rules';

// A token's permissions are the core's catalogue (every area's calls need one; the shell gates its
// pages with it); its name and list as the API tokens page creates them are the account's.

/** The longest name a token may have. */
export const API_TOKEN_NAME_MAX = 120;

export type ApiTokenError =
  'fieldRequired' | 'tokenNameTooLong' | 'permissionsRequired' | 'permissionUnknown';

/**
 * A token as created or edited: a name (required, at most API_TOKEN_NAME_MAX characters) and a
 * permission list that is not empty ("The permissions list cannot be empty") and names only
 * catalogue keys.
 */
export function validateApiTokenDraft(draft: {
  name?: string | null;
  permissions?: readonly string[] | null;
}): {
  name?: ApiTokenError;
  permissions?: ApiTokenError;
} {
  const errors: { name?: ApiTokenError; permissions?: ApiTokenError } = {};
  const name = (draft.name ?? '').trim();
  if (name === '') errors.name = 'fieldRequired';
  else if (name.length > API_TOKEN_NAME_MAX) errors.name = 'tokenNameTooLong';
  const permissions = draft.permissions ?? [];
  if (permissions.length === 0) errors.permissions = 'permissionsRequired';
  else if (permissions.some((p) => !API_PERMISSIONS.includes(p))) errors.permissions = 'permissionUnknown';
  return errors;
}

/** A token as the list shows it after creation: its first and last four characters. */
export function maskToken(token: string): string {
  return token.length <= 8 ? '••••' : `${token.slice(0, 4)}…${token.slice(-4)}`;
}
