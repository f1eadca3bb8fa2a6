import crypto from 'node:crypto';

/** Who a bearer token belongs to, as the provider API says. */
export interface Identity {
  userId: string | number;
}

export interface WhoIsOptions {
  /**
   * Ask the provider now, past a remembered answer: a report that would change the counts must come
   * from a session the provider still knows (a token revoked a moment ago counts for nothing).
   */
  fresh?: boolean;
  /**
   * The address the customer's browser asked from. Passed on to the provider as X-Forwarded-For:
   * a provider that holds sessions to the customer's IP whitelist must judge the customer's own
   * address, not this service's (which would end the session of every whitelisted customer whose
   * browser sends a report).
   */
  clientAddress?: string;
}

/** null: the provider does not know the token (not signed in); throws when the provider cannot answer. */
export type WhoIs = (token: string, options?: WhoIsOptions) => Promise<Identity | null>;

export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

export interface ProviderWhoIsOptions {
  /** The provider API's base URL (as nginx's PROVIDER_API_URL: an origin, or an origin and a path). */
  providerApiUrl: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** How long an answer is reused for the same token, ms (a known token 60 s, an unknown one 10 s). */
  knownTtlMs?: number;
  unknownTtlMs?: number;
  /** Most tokens remembered at once. */
  maxEntries?: number;
  timeoutMs?: number;
}

const PROFILE_PATH = '/api/v1/auth/profile';

/**
 * Asks the provider API who a token belongs to (`GET /api/v1/auth/profile` with that bearer) and
 * remembers the answer a short while, keyed by the token's hash, so a busy canary does not send one
 * provider call per report. A refusal (401, 403) replaces what was remembered for that token at once:
 * a revoked session is nobody from the provider's first refusal on, not 60 s later.
 */
export function providerWhoIs(options: ProviderWhoIsOptions): WhoIs {
  const base = options.providerApiUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  const knownTtl = options.knownTtlMs ?? 60_000;
  const unknownTtl = options.unknownTtlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, { until: number; identity: Identity | null }>();

  return async (token, { fresh = false, clientAddress } = {}) => {
    const key = crypto.createHash('sha256').update(token).digest('base64url');
    const hit = cache.get(key);
    if (!fresh && hit && hit.until > now()) return hit.identity;
    let response: Response;
    try {
      response = await fetchImpl(`${base}${PROFILE_PATH}`, {
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`the provider API did not answer: ${(error as Error).message}`);
    }
    let identity: Identity | null;
    if (response.status === 401 || response.status === 403) {
      identity = null;
    } else if (response.ok) {
      const body = (await response.json().catch(() => null)) as {
        data?: { user_id?: unknown; id?: unknown };
      } | null;
      const id = body?.data?.user_id ?? body?.data?.id;
      if (typeof id !== 'string' && typeof id !== 'number')
        throw new ProviderUnavailableError('the provider API answered a profile without an id');
      identity = { userId: id };
    } else {
      throw new ProviderUnavailableError(`the provider API answered HTTP ${response.status}`);
    }
    cache.delete(key);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(key, { until: now() + (identity ? knownTtl : unknownTtl), identity });
    return identity;
  };
}
