import path from 'node:path';
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from 'express';
import { isRemoteName, pickRemoteEntry, type RemoteManifest, type RemoteName } from '@portal/release';
import { DEFAULT_POLICY, ReleaseStore } from '@portal/release/store';
import { ProviderUnavailableError, type Identity, type WhoIs } from './providerIdentity';
import { createRateLimiter, type RateLimit } from './rateLimiter';
import { RolloutDb, type Outcome } from './rolloutDb';
import { customerView } from './rolloutView';
import { DEFAULT_MIN_ACCOUNTS, withdrawReason } from './withdrawDecision';

export interface ReleaseServiceOptions {
  /** The release store: `manifest.json` and the version folders (the release tool's `--store`). */
  releasesDir: string;
  /** The SQLite file of the rollout counts (created when absent). */
  dbPath: string;
  /** Who a bearer token belongs to (the provider API's profile: providerWhoIs). */
  whoIs: WhoIs;
  now?: () => Date;
  /** Which hops' X-Forwarded-For to believe (express `trust proxy`); default loopback and private networks. */
  trustProxy?: string | boolean | number;
  /** Reports per signed-in user, and per client address (signed in or not). */
  perUser?: RateLimit;
  perAddress?: RateLimit;
  /**
   * The fewest distinct accounts that may withdraw a canary automatically, above the policy's own
   * `minSamples` (default DEFAULT_MIN_ACCOUNTS: more than a few self-registered accounts).
   */
  minAccounts?: number;
  /** Print unexpected errors to stderr; default on. */
  logErrors?: boolean;
}

export interface ReleaseService {
  /** Answers its own paths and passes anything else on (mountable in another express app). */
  app: Express;
  db: RolloutDb;
  store: ReleaseStore;
  close(): void;
}

/** The paths the service answers, as nginx and the portal server route them to it (`/healthz` is the container's own). */
export const RELEASE_SERVICE_PATHS = /^\/(remotes\/manifest\.json$|rollout(\/|$))/;

const VERSION_TEXT = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const CHANNELS = new Set(['stable', 'canary', 'override']);

class ReportError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function fail(res: Response, status: number, message: string): void {
  res.status(status).json({ success: false, message });
}

/**
 * The release service:
 * - `GET /remotes/manifest.json`: the release manifest, revalidated on every use (`no-cache`);
 * - `POST /rollout/reports` (bearer token of a signed-in session): how a canary went for that
 *   customer, `{ remote, version, channel, outcome: 'loaded'|'failed', phase? }`. The user is the
 *   one the provider API names for the token, never one the report names; a report counts only for
 *   the canary the manifest serves that user. Counted per distinct user in SQLite; rate-limited per
 *   user and per client address. When a canary's failure rate passes its policy it is withdrawn
 *   from the manifest through the release store (the release tool's lock, schema and atomic write),
 *   and only once enough distinct accounts tried it (`minAccounts`);
 * - `GET /rollout` (bearer token of a signed-in session): the caller's own cohort and version of each
 *   remote, nobody else's; the counts are the operators' (`pnpm --filter @portal/release-service status`);
 * - `GET /healthz`: the container's health check (neither nginx nor the portal server routes it).
 */
export function createReleaseService(options: ReleaseServiceOptions): ReleaseService {
  const now = options.now ?? (() => new Date());
  const store = new ReleaseStore({ dir: path.resolve(options.releasesDir), now });
  const db = new RolloutDb(options.dbPath);
  const clock = () => now().getTime();
  const perUser = createRateLimiter(options.perUser ?? { limit: 30, windowMs: 60_000 }, clock);
  const perAddress = createRateLimiter(options.perAddress ?? { limit: 120, windowMs: 60_000 }, clock);
  const minAccounts = options.minAccounts ?? DEFAULT_MIN_ACCOUNTS;

  const readManifest = (): RemoteManifest | null => {
    try {
      return store.read();
    } catch {
      return null;
    }
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback, linklocal, uniquelocal');

  app.get('/remotes/manifest.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(store.manifestFile, { dotfiles: 'allow', lastModified: true }, (err) => {
      if (err && !res.headersSent) fail(res, 404, 'No manifest is published');
    });
  });

  const limited = (seconds: number, what: string) =>
    new ReportError(429, `Too many reports from this ${what}; try again in ${seconds} s`, {
      'Retry-After': String(seconds),
    });

  /** The request's bearer token, once the client address is within its budget. */
  function bearerOf(req: Request): string {
    const addressWait = perAddress.take(`ip:${req.ip ?? 'unknown'}`);
    if (addressWait) throw limited(addressWait, 'address');
    const token = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!token) throw new ReportError(401, 'Please login again');
    return token;
  }

  /** Who the provider says `token` belongs to (`fresh`: asked now, past a remembered answer). */
  async function identify(req: Request, token: string, fresh = false): Promise<Identity> {
    let identity;
    try {
      identity = await options.whoIs(token, { fresh, clientAddress: req.ip });
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new ReportError(503, 'The provider API cannot say who is signed in; try again later');
      throw error;
    }
    if (!identity) throw new ReportError(401, 'Please login again');
    return identity;
  }

  async function report(req: Request): Promise<Record<string, unknown>> {
    const token = bearerOf(req);
    const identity = await identify(req, token);
    const userWait = perUser.take(`user:${identity.userId}`);
    if (userWait) throw limited(userWait, 'user');

    const { remote, version, outcome, channel } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof remote !== 'string' || !isRemoteName(remote)) throw new ReportError(422, 'Unknown remote');
    if (typeof version !== 'string' || !VERSION_TEXT.test(version))
      throw new ReportError(422, 'Invalid version');
    if (outcome !== 'loaded' && outcome !== 'failed')
      throw new ReportError(422, 'outcome must be loaded or failed');
    if (typeof channel !== 'string' || !CHANNELS.has(channel))
      throw new ReportError(422, 'channel must be stable, canary or override');

    // only the canary this user is served counts: not a QA override, not a version they never got
    const entry = readManifest()?.remotes[remote];
    const canary = entry?.canary;
    const served = entry ? pickRemoteEntry({ ...entry, name: remote }, { id: identity.userId }) : null;
    const counted =
      channel === 'canary' &&
      !!canary &&
      canary.version === version &&
      served?.version === version &&
      served.channel === 'canary';
    if (!counted) return { ...db.counts(remote, version), remote, counted: false, withdrawn: false };

    // a report that changes the counts comes from a session the provider knows now: the remembered
    // answer may be a minute old, and the token revoked since
    const user = String(identity.userId);
    if (!db.hasRecorded(remote, version, user, outcome)) {
      const current = await identify(req, token, true);
      if (String(current.userId) !== user) throw new ReportError(401, 'Please login again');
    }
    db.record(remote, version, user, outcome as Outcome, now());
    const counts = db.counts(remote, version);
    let withdrawn = false;
    const reason =
      outcome === 'failed' ? withdrawReason(counts, canary.policy ?? DEFAULT_POLICY, minAccounts) : null;
    if (reason) {
      withdrawn = await store.withdrawCanary(remote as RemoteName, version, reason);
      if (withdrawn) db.recordWithdrawal(remote as RemoteName, version, now(), reason);
    }
    return { ...db.counts(remote, version), remote, counted: true, withdrawn };
  }

  /** Answers `answer(req)` with `status`, a ReportError with its own status and headers. */
  const handle =
    (status: number, message: string, answer: (req: Request) => Promise<unknown>) =>
    async (req: Request, res: Response, next: (error: unknown) => void) => {
      try {
        const data = await answer(req);
        res.setHeader('Cache-Control', 'no-store');
        res.status(status).json({ success: true, message, data });
      } catch (error) {
        if (!(error instanceof ReportError)) return next(error);
        for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
        fail(res, error.status, error.message);
      }
    };

  app.post('/rollout/reports', express.json({ limit: '4kb' }), handle(202, 'Report received', report));

  // a customer's own cohort only: who else is in a canary, and how it fares, is the operators' to know
  app.get(
    '/rollout',
    handle(200, 'ok', async (req) => {
      const identity = await identify(req, bearerOf(req));
      const asked = req.query.user;
      if (asked !== undefined && String(asked) !== String(identity.userId))
        throw new ReportError(403, 'Only your own rollout can be shown');
      return customerView(readManifest(), identity.userId);
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, message: 'ok' });
  });

  const errors: ErrorRequestHandler = (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    const e = err as { type?: string; status?: number };
    if (e.type === 'entity.too.large') return fail(res, 413, 'The report is too large');
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
      return fail(res, e.status, 'The report could not be read');
    if (options.logErrors !== false) console.error('[release-service]', req.method, req.originalUrl, err);
    fail(res, 500, 'Please try again');
  };
  app.use(errors);

  return { app, db, store, close: () => db.close() };
}
