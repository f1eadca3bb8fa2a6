import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cohortOf } from '@portal/release';
import { ReleaseStore } from '@portal/release/store';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { createRolloutResource } from './rollout';

function fakeBuild(root: string, marker: string): string {
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mfe_cdn', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [], exposes: [] }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${marker}`);
  return dir;
}

describe('rollout service', () => {
  let root: string;
  let store: ReleaseStore;
  let t: TestSandbox;

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-rollout-'));
    store = new ReleaseStore({ dir: path.join(root, 'releases') });
    await store.publish('cdn', fakeBuild(root, 'a'), { version: '1.0.0' });
    await store.publish('cdn', fakeBuild(root, 'b'), { version: '1.1.0' });
    await store.promote('cdn', '1.1.0', { percentage: 20, policy: { maxFailureRate: 0.5, minSamples: 3 } });
    t = startTestSandbox({ resources: [createRolloutResource({ releasesDir: store.dir })] });
  });
  afterEach(() => {
    t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const report = (body: Record<string, unknown>) =>
    t.http.post('/api/v1/rollout/reports').send({ remote: 'cdn', version: '1.1.0', channel: 'canary', ...body });

  it('counts outcomes per version and per user', async () => {
    await report({ outcome: 'loaded', userId: 1 }).expect(202);
    await report({ outcome: 'loaded', userId: 1 }).expect(202);
    const res = await report({ outcome: 'failed', userId: 2, phase: 'mount' }).expect(202);
    expect(res.body.data).toMatchObject({ version: '1.1.0', tried: 2, loaded: 1, failed: 1, failureRate: 0.5, withdrawn: false });
  });

  it('withdraws the canary from the manifest once its failure rate passes the policy', async () => {
    await report({ outcome: 'loaded', userId: 1 });
    await report({ outcome: 'failed', userId: 2 });
    expect(store.read().remotes.cdn?.canary?.version).toBe('1.1.0'); // 2 users: below minSamples
    const res = await report({ outcome: 'failed', userId: 3 }).expect(202);
    expect(res.body.data).toMatchObject({ tried: 3, failed: 2, withdrawn: true });
    const entry = store.read().remotes.cdn;
    expect(entry?.canary).toBeUndefined();
    expect(entry?.stable.version).toBe('1.0.0');
    expect(entry?.history?.[0]).toMatchObject({ action: 'withdraw', version: '1.1.0', reason: 'automatic: 67 % of 3 users failed (limit 50 %)' });
  });

  it('leaves a healthy canary alone and never withdraws for QA overrides', async () => {
    for (const userId of [1, 2, 3, 4]) await report({ outcome: 'loaded', userId });
    await report({ outcome: 'failed', userId: 5 });
    for (const userId of [6, 7, 8]) await report({ outcome: 'failed', userId, channel: 'override' });
    expect(store.read().remotes.cdn?.canary?.version).toBe('1.1.0');
  });

  it('refuses malformed reports', async () => {
    await report({ remote: 'video', outcome: 'failed' }).expect(422);
    await report({ version: '../x', outcome: 'failed' }).expect(422);
    await report({ outcome: 'maybe' }).expect(422);
  });

  it('shows what each remote serves to whom, with the failure counts', async () => {
    await report({ outcome: 'failed', userId: 9 });
    const res = await t.http.get('/api/v1/rollout').query({ user: '42' }).expect(200);
    const cdn = res.body.data.remotes.cdn;
    expect(cdn).toMatchObject({
      stable: '1.0.0',
      canary: { version: '1.1.0', percentage: 20 },
      audience: [
        { version: '1.1.0', channel: 'canary', cohorts: '0–19', share: 20 },
        { version: '1.0.0', channel: 'stable', cohorts: '20–99', share: 80 },
      ],
      forUser: { user: '42', cohort: cohortOf('42', 'cdn'), version: cohortOf('42', 'cdn') < 20 ? '1.1.0' : '1.0.0' },
      counts: [expect.objectContaining({ version: '1.1.0', failed: 1 })],
    });
    expect(res.body.data.remotes.cloud).toMatchObject({ stable: null, audience: [] });
  });

  it('counts without withdrawing when it has no release store', async () => {
    const plain = startTestSandbox({ resources: [createRolloutResource({ releasesDir: null })] });
    const res = await plain.http.post('/api/v1/rollout/reports').send({ remote: 'cdn', version: '1.1.0', outcome: 'failed', userId: 1 }).expect(202);
    expect(res.body.data.withdrawn).toBe(false);
    plain.close();
  });
});
