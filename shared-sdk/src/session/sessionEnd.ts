// Why the provider ended the session, kept from its 401 until the shell reads it on the way to the
// login page. The bus's `session:unauthorized` carries no payload (its events are the page-wide core
// protocol), so the reason travels beside it: in sessionStorage (this tab only), which every copy of
// the SDK on the page shares.

const STORAGE_KEY = 'portal.sessionEnd';

/** The reasons a provider names for ending a session (`reason` with `code: session_ended`). */
const REASONS: readonly string[] = ['ip_not_allowed'];

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readReason(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { code, reason } = body as Record<string, unknown>;
  return code === 'session_ended' && typeof reason === 'string' && REASONS.includes(reason) ? reason : null;
}

/**
 * Notes why a 401 ended the session (its body's `reason` when `code` is `session_ended`); any other
 * 401 forgets an earlier reason, so a later plain "Please login again" is not mistaken for it.
 */
export function noteSessionEnd(body: unknown): void {
  try {
    const reason = readReason(body);
    if (reason) storage()?.setItem(STORAGE_KEY, reason);
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // private mode or a full quota: the login page then says only "Please login again"
  }
}

/** The reason the last 401 named (`ip_not_allowed`), once: reading it forgets it. */
export function takeSessionEndReason(): string | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY) ?? null;
    storage()?.removeItem(STORAGE_KEY);
    return raw !== null && REASONS.includes(raw) ? raw : null;
  } catch {
    return null;
  }
}
