/**
 * Where a 403 sends the user: from a CDN page to the domain list, from a cloud page to the
 * server list; null elsewhere, or when the user is already there (the page shows the message).
 */
export function forbiddenRedirect(pathname: string): string | null {
  const target = /^\/cdn(\/|$)/.test(pathname) ? '/cdn' : /^\/cloud(\/|$)/.test(pathname) ? '/cloud/servers' : null;
  if (!target) return null;
  return pathname.replace(/\/+$/, '') === target ? null : target;
}
