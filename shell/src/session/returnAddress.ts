// Where a user whose session ended (a 401) was: after signing in again they return there, in the
// same tab (sessionStorage), to the address they left, never to /login or an outside address.
const KEY = 'portal.returnTo';

/** An in-app address worth returning to: a path of this origin, not a sign-in page. */
export function isReturnAddress(address: string): boolean {
  if (!address.startsWith('/') || address.startsWith('//')) return false;
  const path = address.split(/[?#]/)[0] ?? '';
  return path !== '/' && path !== '/login' && path !== '/force-set-token';
}

export function rememberReturnAddress(address: string): void {
  try {
    if (isReturnAddress(address)) sessionStorage.setItem(KEY, address);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused: the user lands on the dashboard
  }
}

export function peekReturnAddress(): string | null {
  try {
    const address = sessionStorage.getItem(KEY);
    return address && isReturnAddress(address) ? address : null;
  } catch {
    return null;
  }
}

export function forgetReturnAddress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
