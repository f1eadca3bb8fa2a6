import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSandbox, DEMO, type Sandbox } from '@portal/provider-sandbox';
import { hashToken } from '@portal/provider-sandbox/src/security/tokens';
import { providerWhoIs, ProviderUnavailableError } from './providerIdentity';

describe('providerWhoIs against the provider sandbox', () => {
  let dir: string;
  let sandbox: Sandbox;
  let server: Server;
  let url: string;
  const calls: string[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-service-provider-'));
    sandbox = createSandbox({
      dbPath: path.join(dir, 'sandbox.sqlite'),
      uploadsDir: path.join(dir, 'uploads'),
      logErrors: false,
    });
    server = sandbox.app.listen(0);
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    sandbox.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const counting: typeof fetch = (input, init) => {
    calls.push(String(input));
    return fetch(input, init);
  };

  it('names the user a token belongs to from GET /api/v1/auth/profile, and null for a token it does not know', async () => {
    const whoIs = providerWhoIs({ providerApiUrl: `${url}/`, fetchImpl: counting });
    const demo = await whoIs(DEMO.apiToken);
    const profile = sandbox.db
      .prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?')
      .get(DEMO.email);
    expect(demo).toEqual({ userId: profile?.id });
    expect(await whoIs('not-a-token')).toBeNull();
    expect(calls).toEqual([`${url}/api/v1/auth/profile`, `${url}/api/v1/auth/profile`]);
  });

  it('asks once per token while the answer is fresh, again once it is stale', async () => {
    let t = 0;
    calls.length = 0;
    const whoIs = providerWhoIs({ providerApiUrl: url, fetchImpl: counting, now: () => t, knownTtlMs: 1000 });
    await whoIs(DEMO.apiToken);
    await whoIs(DEMO.apiToken);
    expect(calls).toHaveLength(1);
    t = 1001;
    await whoIs(DEMO.apiToken);
    expect(calls).toHaveLength(2);
  });

  it('asks again when told to, and remembers a refusal in place of the identity: a revoked token is nobody from then on', async () => {
    let t = 0;
    const whoIs = providerWhoIs({ providerApiUrl: url, now: () => t });
    const demo = await whoIs(DEMO.apiToken);
    expect(demo).not.toBeNull();
    // signed out elsewhere: the provider revokes the token (as its logout does)
    const row = sandbox.db
      .prepare<[string], { id: number }>('SELECT id FROM tokens WHERE token_hash = ?')
      .get(hashToken(DEMO.apiToken));
    sandbox.db
      .prepare('UPDATE tokens SET revoked_at = ? WHERE id = ?')
      .run(Math.floor(Date.now() / 1000), row!.id);
    try {
      t = 1000; // well within the minute an identity is remembered
      expect(await whoIs(DEMO.apiToken)).toEqual(demo);
      expect(await whoIs(DEMO.apiToken, { fresh: true })).toBeNull();
      expect(await whoIs(DEMO.apiToken)).toBeNull();
    } finally {
      sandbox.db.prepare('UPDATE tokens SET revoked_at = NULL WHERE id = ?').run(row!.id);
    }
  });

  it("keeps the provider URL's path, and says the provider is unavailable when it cannot answer", async () => {
    const fetchImpl: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response('bad gateway', { status: 502 });
    };
    calls.length = 0;
    await expect(
      providerWhoIs({ providerApiUrl: 'https://gw.example.test/portal/', fetchImpl })('tok'),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(calls).toEqual(['https://gw.example.test/portal/api/v1/auth/profile']);
    await expect(
      providerWhoIs({ providerApiUrl: 'http://127.0.0.1:9', timeoutMs: 2000 })('tok'),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
