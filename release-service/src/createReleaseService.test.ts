import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { cohortOf } from '@portal/release';
import { ReleaseStore, integrityOf, withFileLock } from '@portal/release/store';
import {
  createReleaseService,
  type ReleaseService,
  type ReleaseServiceOptions,
} from './createReleaseService';
import { ProviderUnavailableError, providerWhoIs, type WhoIs } from './providerIdentity';
import { operatorView } from './rolloutView';
import { DEFAULT_MIN_ACCOUNTS } from './withdrawDecision';

/** A build folder with the digest of its entry recorded, as the remotes' builds record it (promote checks it). */
function fakeBuild(root: string, marker: string): string {
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${marker}`);
  const integrity = { 'remoteEntry.js': integrityOf(path.join(dir, 'remoteEntry.js')) };
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_cdn',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, portal: { integrity } },
      shared: [],
      exposes: [],
    }),
  );
  return dir;
}

/** User ids inside (or outside) the cdn canary's first `percent` cohorts. */
function users(count: number, inside: boolean, percent = 50): number[] {
  const found: number[] = [];
  for (let id = 1; found.length < count; id += 1)
    if (cohortOf(id, 'cdn') < percent === inside) found.push(id);
  return found;
}

/** The stand-in provider: token `t-<id>` belongs to user <id>; anything else is unknown. */
const whoIs: WhoIs = async (token) => (/^t-\d+$/.test(token) ? { userId: Number(token.slice(2)) } : null);

describe('release service', () => {
  let root: string;
  let store: ReleaseStore;
  let dbPath: string;
  let service: ReleaseService;
  // the canary's own policy decides here (minSamples 3); the service's floor of accounts has its own test
  const start = (extra: Partial<ReleaseServiceOptions> = {}) =>
    createReleaseService({
      releasesDir: store.dir,
      dbPath,
      whoIs,
      logErrors: false,
      minAccounts: 1,
      ...extra,
    });

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-service-'));
    store = new ReleaseStore({ dir: path.join(root, 'releases') });
    dbPath = path.join(root, 'data/rollout.sqlite');
    await store.publish('cdn', fakeBuild(root, 'a'), { version: '1.0.0' });
    await store.publish('cdn', fakeBuild(root, 'b'), { version: '1.1.0' });
    await store.promote('cdn', '1.1.0', { percentage: 50, policy: { maxFailureRate: 0.5, minSamples: 3 } });
    service = start();
  });
  afterEach(() => {
    service.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const report = (token: string | null, body: Record<string, unknown>, app = service.app) => {
    const req = request(app).post('/rollout/reports');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send({ remote: 'cdn', version: '1.1.0', channel: 'canary', ...body });
  };

  it('refuses reports without a signed-in session, and counts none of them', async () => {
    const [user] = users(1, true);
    expect((await report(null, { outcome: 'failed', userId: user }).expect(401)).body).toEqual({
      success: false,
      message: 'Please login again',
    });
    await report('invented-token', { outcome: 'failed', userId: user }).expect(401);
    expect(service.db.countsOf('cdn')).toEqual([]);
  });

  it('counts the user the provider names, not the one a report names: ten reports with invented ids are one user', async () => {
    const [user] = users(1, true);
    for (let i = 0; i < 10; i += 1)
      await report(`t-${user}`, { outcome: 'failed', userId: 1000 + i }).expect(202);
    const res = await report(`t-${user}`, { outcome: 'failed' }).expect(202);
    expect(res.body.data).toMatchObject({ tried: 1, failed: 1, counted: true, withdrawn: false });
    expect(store.read().remotes.cdn?.canary?.version).toBe('1.1.0');
  });

  it('withdraws the canary once the failure rate among distinct signed-in users passes the policy', async () => {
    const [a, b, c] = users(3, true);
    await report(`t-${a}`, { outcome: 'loaded' }).expect(202);
    await report(`t-${b}`, { outcome: 'failed', phase: 'mount' }).expect(202);
    expect(store.read().remotes.cdn?.canary?.version).toBe('1.1.0'); // 2 users: below minSamples
    const res = await report(`t-${c}`, { outcome: 'failed' }).expect(202);
    expect(res.body.data).toMatchObject({ tried: 3, loaded: 1, failed: 2, withdrawn: true });
    const entry = store.read().remotes.cdn;
    expect(entry?.canary).toBeUndefined();
    expect(entry?.stable.version).toBe('1.0.0');
    expect(entry?.history?.[0]).toMatchObject({
      action: 'withdraw',
      version: '1.1.0',
      reason: 'automatic: 67 % of 3 users failed (limit 50 %)',
    });
  });

  it('counts only the canary the manifest serves that user; QA overrides never count', async () => {
    const outside = users(3, false);
    for (const user of outside) {
      const res = await report(`t-${user}`, { outcome: 'failed' }).expect(202);
      expect(res.body.data).toMatchObject({ counted: false, tried: 0 });
    }
    for (const user of users(3, true))
      await report(`t-${user}`, { outcome: 'failed', channel: 'override' }).expect(202);
    expect(store.read().remotes.cdn?.canary?.version).toBe('1.1.0');
    await report(`t-${outside[0]}`, { remote: 'video', outcome: 'failed' }).expect(422);
    await report(`t-${outside[0]}`, { version: '../x', outcome: 'failed' }).expect(422);
    await report(`t-${outside[0]}`, { outcome: 'maybe' }).expect(422);
    await report(`t-${outside[0]}`, { outcome: 'failed', channel: 'beta' }).expect(422);
  });

  it('rate-limits reports per user and per address, with Retry-After', async () => {
    service.close();
    service = start({ perUser: { limit: 3, windowMs: 60_000 }, perAddress: { limit: 6, windowMs: 60_000 } });
    const [a, b] = users(2, true);
    for (let i = 0; i < 3; i += 1) await report(`t-${a}`, { outcome: 'loaded' }).expect(202);
    const limited = await report(`t-${a}`, { outcome: 'loaded' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await report(`t-${b}`, { outcome: 'loaded' }).expect(202); // another user from the same address
    // the address's budget also covers requests that never get past sign-in
    await report('invented', { outcome: 'failed' }).expect(401);
    await report(`t-${b}`, { outcome: 'loaded' }).expect(429);
  });

  it('keeps its counts and withdrawals in its database across a restart', async () => {
    const [a, b, c] = users(3, true);
    await report(`t-${a}`, { outcome: 'failed' }).expect(202);
    await report(`t-${b}`, { outcome: 'loaded' }).expect(202);
    service.close();
    service = start();
    await report(`t-${c}`, { outcome: 'failed' }).expect(202);
    expect(store.read().remotes.cdn?.canary).toBeUndefined();
    service.close();
    service = start();
    expect(operatorView(store.read(), service.db).remotes.cdn?.counts).toEqual([
      {
        version: '1.1.0',
        tried: 3,
        loaded: 1,
        failed: 2,
        failureRate: 2 / 3,
        withdrawn: { at: expect.any(String), reason: expect.stringMatching(/^automatic/) },
      },
    ]);
  });

  it("writes the manifest under the release tool's lock: a withdrawal waits for a release in progress", async () => {
    const [a, b, c] = users(3, true);
    await report(`t-${a}`, { outcome: 'failed' }).expect(202);
    await report(`t-${b}`, { outcome: 'failed' }).expect(202);
    let answered = false;
    let reply: Promise<request.Response> | undefined;
    await withFileLock(`${store.manifestFile}.lock`, async () => {
      reply = report(`t-${c}`, { outcome: 'failed' }).then((res) => {
        answered = true;
        return res;
      });
      await new Promise((r) => setTimeout(r, 600));
      // the report waits for the lock; the manifest is untouched meanwhile
      expect(answered).toBe(false);
      expect(store.read().remotes.cdn?.canary?.version).toBe('1.1.0');
    });
    const res = await reply!;
    expect(res.status).toBe(202);
    expect(res.body.data.withdrawn).toBe(true);
    expect(store.read().remotes.cdn?.canary).toBeUndefined();
  });

  it('answers 503 when the provider cannot say who is signed in', async () => {
    service.close();
    service = start({
      whoIs: async () => {
        throw new ProviderUnavailableError('down');
      },
    });
    await report('t-1', { outcome: 'failed' }).expect(503);
  });

  it('serves the release manifest, revalidated on every use', async () => {
    const res = await request(service.app).get('/remotes/manifest.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.remotes.cdn.canary.version).toBe('1.1.0');
    const empty = createReleaseService({ releasesDir: path.join(root, 'none'), dbPath: ':memory:', whoIs });
    await request(empty.app).get('/remotes/manifest.json').expect(404);
    empty.close();
  });

  it('withdraws a canary only once more accounts than a few self-registered ones tried it, whatever its policy says', async () => {
    service.close();
    service = start({ minAccounts: undefined });
    const accounts = users(DEFAULT_MIN_ACCOUNTS, true);
    // ten fresh accounts in the cohort, every one failing: far over the policy's rate and its minSamples 3
    for (const user of accounts.slice(0, 10)) await report(`t-${user}`, { outcome: 'failed' }).expect(202);
    expect(store.read().remotes.cdn?.canary?.version).toBe('1.1.0');
    for (const user of accounts.slice(10, -1)) await report(`t-${user}`, { outcome: 'failed' }).expect(202);
    expect(store.read().remotes.cdn?.canary?.version).toBe('1.1.0');
    const last = await report(`t-${accounts.at(-1)}`, { outcome: 'failed' }).expect(202);
    expect(last.body.data).toMatchObject({ tried: DEFAULT_MIN_ACCOUNTS, withdrawn: true });
    expect(store.read().remotes.cdn?.canary).toBeUndefined();
  });

  it('does not count a report whose token was revoked since the provider last named it, though its answer is remembered', async () => {
    const revoked = new Set<string>();
    const profiles: string[] = [];
    const fetchImpl: typeof fetch = async (_url, init) => {
      const token = new Headers(init?.headers).get('authorization')!.replace('Bearer ', '');
      profiles.push(token);
      if (revoked.has(token))
        return Response.json({ success: false, message: 'Unauthenticated' }, { status: 401 });
      return Response.json({ success: true, data: { user_id: Number(token.slice(2)) } });
    };
    service.close();
    service = start({ whoIs: providerWhoIs({ providerApiUrl: 'https://provider.example.test', fetchImpl }) });
    const [a] = users(1, true);
    await report(`t-${a}`, { outcome: 'loaded' }).expect(202);
    // the same answer again changes no count: the remembered identity serves it, no provider call
    const calls = profiles.length;
    await report(`t-${a}`, { outcome: 'loaded' }).expect(202);
    expect(profiles.length).toBe(calls);
    // signed out elsewhere a moment later: its failure is refused, and counted nowhere
    revoked.add(`t-${a}`);
    expect((await report(`t-${a}`, { outcome: 'failed' }).expect(401)).body.message).toBe(
      'Please login again',
    );
    expect(service.db.counts('cdn', '1.1.0')).toMatchObject({ tried: 1, loaded: 1, failed: 0 });
    // and the provider's refusal is what is remembered from then on
    await report(`t-${a}`, { outcome: 'loaded' }).expect(401);
  });

  it("asks the provider about a customer's token from the customer's address (a whitelist judges theirs, not this service's)", async () => {
    const forwarded: Array<string | null> = [];
    const fetchImpl: typeof fetch = async (_url, init) => {
      forwarded.push(new Headers(init?.headers).get('x-forwarded-for'));
      const token = new Headers(init?.headers).get('authorization')!.replace('Bearer ', '');
      return Response.json({ success: true, data: { user_id: Number(token.slice(2)) } });
    };
    service.close();
    service = start({ whoIs: providerWhoIs({ providerApiUrl: 'https://provider.example.test', fetchImpl }) });
    const [a] = users(1, true);
    await report(`t-${a}`, { outcome: 'loaded' }).set('X-Forwarded-For', '203.0.113.7').expect(202);
    expect(forwarded.length).toBeGreaterThan(0);
    expect(new Set(forwarded)).toEqual(new Set(['203.0.113.7']));
  });

  it('tells a signed-in customer their own cohort and version of each remote, and nothing else', async () => {
    const mine = await request(service.app).get('/rollout').set('Authorization', 'Bearer t-42').expect(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const inCanary = cohortOf('42', 'cdn') < 50;
    expect(mine.body.data).toEqual({
      user: '42',
      remotes: {
        cdn: {
          cohort: cohortOf('42', 'cdn'),
          version: inCanary ? '1.1.0' : '1.0.0',
          channel: inCanary ? 'canary' : 'stable',
        },
        cloud: null,
        support: null,
        billing: null,
        account: null,
      },
    });
    // the same with its own id named; anyone else's cohort, or the counts, to nobody
    await request(service.app).get('/rollout?user=42').set('Authorization', 'Bearer t-42').expect(200);
    expect(
      (await request(service.app).get('/rollout?user=43').set('Authorization', 'Bearer t-42').expect(403))
        .body.message,
    ).toBe('Only your own rollout can be shown');
    await request(service.app).get('/rollout?user=42').expect(401);
    await request(service.app).get('/rollout').set('Authorization', 'Bearer invented').expect(401);
  });

  it('shows the operators what each remote serves to whom, with the counts', async () => {
    const [a] = users(1, true);
    await report(`t-${a}`, { outcome: 'failed' }).expect(202);
    const view = operatorView(store.read(), service.db);
    expect(view.remotes.cdn).toMatchObject({
      stable: '1.0.0',
      canary: { version: '1.1.0', percentage: 50 },
      audience: [
        { version: '1.1.0', channel: 'canary', cohorts: '0–49', share: 50 },
        { version: '1.0.0', channel: 'stable', cohorts: '50–99', share: 50 },
      ],
      counts: [{ version: '1.1.0', tried: 1, failed: 1 }],
    });
    expect(view.remotes.cloud).toMatchObject({ stable: null, audience: [] });
  });

  it("answers its container's health check", async () => {
    expect((await request(service.app).get('/healthz').expect(200)).body).toEqual({
      success: true,
      message: 'ok',
    });
  });
});
