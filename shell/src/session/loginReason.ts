// Why the signed-in shell sent the visitor to the login page. The page is a full load of /login (the
// lean login app), so the reason travels in the address as a code from this list, never as text: an
// address naming an unknown code shows nothing.
const REASONS = {
  /** the session ended (a 401): "Please login again" */
  expired: 'shell.auth.loginAgain',
  /** the provider ended the session: the address is not in the account's IP whitelist */
  ip_not_allowed: 'shell.auth.ipNotAllowed',
} as const;

export type LoginReason = keyof typeof REASONS;

const PARAM = 'reason';

/** The address of the login page, naming `reason` when there is one. */
export function loginAddress(reason?: LoginReason): string {
  return reason ? `/login?${PARAM}=${reason}` : '/login';
}

/** The message id of the reason `search` names, or null when it names none or an unknown one. */
export function loginReasonMessage(search: string): string | null {
  const code = new URLSearchParams(search).get(PARAM);
  return code !== null && Object.prototype.hasOwnProperty.call(REASONS, code)
    ? REASONS[code as LoginReason]
    : null;
}

/** The login page's reason for a 401: why the provider ended the session when it said, else "expired". */
export function unauthorizedReason(ended: string | null): LoginReason {
  return ended === 'ip_not_allowed' ? 'ip_not_allowed' : 'expired';
}

/** The search part of an address without its reason (the page shows it once, a reload does not). */
export function withoutLoginReason(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
