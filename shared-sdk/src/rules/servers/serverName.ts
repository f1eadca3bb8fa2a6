import { isServerName } from '../validators/names';

export const SERVER_NAME_MAX_LENGTH = 63;

export type ServerNameError = 'required' | 'tooLong' | 'format';

/** A server name: required, at most 63 characters of English letters, digits, `-` or `_`. */
export function validateServerName(value: string | null | undefined): ServerNameError | null {
  const name = (value ?? '').trim();
  if (name === '') return 'required';
  if (name.length > SERVER_NAME_MAX_LENGTH) return 'tooLong';
  return isServerName(name) ? null : 'format';
}
