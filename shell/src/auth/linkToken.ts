import { TOKEN_MAX_INVALID_LENGTH } from '@portal/shared-sdk/rules';

/** The sign-in token a `/force-set-token?token=…` address carries: trimmed, null when missing or 4 characters or fewer. */
export function linkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return token.length > TOKEN_MAX_INVALID_LENGTH ? token : null;
}

/** The address's query without its token (the locale and anything else stay), '' when nothing is left. */
export function withoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
