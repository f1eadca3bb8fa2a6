import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError, ReleaseStore, checkEntryOverHttp } from './ReleaseStore';
import { ManifestSchemaError, validateManifest } from './validateManifest';
import { REMOTES, type RemoteName } from '../remotes';
import { integrityOf } from './hashing';

const SHELL_SHARED = {
  react: { version: '19.3.1', requiredVersion: '^19.3.0' },
  '@portal/shared-sdk': {
    version: '1.1.0',
    requiredVersion: '^1.1.0',
    exports: ['api', 'bus', 'formatPrice'],
  },
};

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** What the remote contributes, as its build writes it into mf-manifest.json (`metaData.portal.contributions`). */
function contributionsFor(remote: RemoteName, marker: string, extra: Record<string, unknown> = {}) {
  const base = REMOTES[remote].basePath;
  return {
    schemaVersion: 1,
    routes: [{ path: `${base}/*`, title: { fa: marker, en: marker } }],
    menus: [{ menu: 'side', key: 'home', label: { fa: marker, en: marker }, to: base, order: 1 }],
    tiles: [],
    widgets: [],
    dialogs: [],
    ...extra,
  };
}

/**
 * A build folder like webpack + Module Federation writes it, with its digests as
 * build/remoteIntegrity.cjs records them: the entry names its chunk's digest, mf-manifest.json the
 * entry's and the chunk's.
 */
function fakeBuild(
  remote: RemoteName,
  marker: string,
  shared: Record<string, string> = { react: '^19.0.0', '@portal/shared-sdk': '^1.0.0' },
  sharedImports: Record<string, string[]> = { '@portal/shared-sdk': ['api'] },
  contributions: unknown = contributionsFor(remote, marker),
): string {
  // contributions null: a build from before contributions
  const dir = fs.mkdtempSync(path.join(tmp, `${remote}-build-`));
  fs.writeFileSync(path.join(dir, '__federation_expose_app.js'), `/* ${marker} */`);
  const chunk = integrityOf(path.join(dir, '__federation_expose_app.js'));
  fs.writeFileSync(
    path.join(dir, 'remoteEntry.js'),
    `var mfe_${remote}; r.sriHashes={473:"${chunk}"}; // ${marker}`,
  );
  const integrity = {
    'remoteEntry.js': integrityOf(path.join(dir, 'remoteEntry.js')),
    '__federation_expose_app.js': chunk,
  };
  const manifest = {
    id: `mfe_${remote}`,
    name: `mfe_${remote}`,
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      sharedImports,
      portal: { ...(contributions === null ? {} : { contributions }), integrity },
    },
    shared: Object.entries(shared).map(([name, requiredVersion]) => ({
      name,
      version: requiredVersion.replace(/^[\^~]/, ''),
      singleton: true,
      requiredVersion,
      assets: { js: { sync: [], async: [] } },
    })),
    exposes: [{ path: './app', assets: { js: { sync: ['__federation_expose_app.js'], async: [] } } }],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, '.build-stamp'), 'production:x');
  return dir;
}

function store(dir = path.join(tmp, 'store'), at = '2025-01-01T00:00:00Z') {
  let clock = new Date(at).getTime();
  // each call a second later, so publish order is visible in the timestamps
  return new ReleaseStore({ dir, now: () => new Date((clock += 1000)), retain: 3 });
}

async function publishVersions(s: ReleaseStore, remote: RemoteName, ...versions: string[]) {
  for (const v of versions) await s.publish(remote, fakeBuild(remote, v), { version: v });
}

describe('ReleaseStore.publish', () => {
  it('stores a build as its own version folder with integrity hashes; the first version becomes stable', async () => {
    const s = store();
    const result = await s.publish('cdn', fakeBuild('cdn', 'a'), { version: '1.0.0' });
    expect(result).toMatchObject({
      remote: 'cdn',
      version: '1.0.0',
      created: true,
      entry: '/remotes/cdn/1.0.0/mf-manifest.json',
    });
    const folder = s.versionDir('cdn', '1.0.0');
    expect(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toContain('// a');
    expect(fs.existsSync(path.join(folder, '.build-stamp'))).toBe(false);
    const record = s.versionRecord('cdn', '1.0.0');
    expect(record?.integrity['remoteEntry.js']).toMatch(/^sha384-/);
    const manifest = s.read();
    expect(manifest.remotes.cdn?.stable).toEqual({
      version: '1.0.0',
      entry: '/remotes/cdn/1.0.0/mf-manifest.json',
      integrity: record?.integrity['mf-manifest.json'],
      contributions: expect.objectContaining({ schemaVersion: 1 }),
    });
    expect(manifest.remotes.cdn?.versions?.map((v) => v.version)).toEqual(['1.0.0']);
  });

  it('treats the same build under the same version as already published, and refuses a different one', async () => {
    const s = store();
    const build = fakeBuild('cdn', 'a');
    await s.publish('cdn', build, { version: '1.0.0' });
    await expect(s.publish('cdn', build, { version: '1.0.0' })).resolves.toMatchObject({ created: false });
    await expect(s.publish('cdn', fakeBuild('cdn', 'b'), { version: '1.0.0' })).rejects.toThrow(/immutable/);
    expect(fs.readFileSync(path.join(s.versionDir('cdn', '1.0.0'), 'remoteEntry.js'), 'utf8')).toContain(
      '// a',
    );
  });

  it('refuses a build of another remote and a version name that is a path', async () => {
    const s = store();
    await expect(s.publish('cdn', fakeBuild('cloud', 'a'), { version: '1.0.0' })).rejects.toThrow(
      /mfe_cloud, not of mfe_cdn/,
    );
    await expect(s.publish('cdn', fakeBuild('cdn', 'a'), { version: '../1.0.0' })).rejects.toBeInstanceOf(
      ReleaseError,
    );
  });

  it('leaves every other remote exactly as it was', async () => {
    const s = store();
    await publishVersions(s, 'cloud', '1.0.0');
    const before = JSON.stringify(s.read().remotes.cloud);
    await publishVersions(s, 'cdn', '1.0.0', '1.1.0');
    expect(JSON.stringify(s.read().remotes.cloud)).toBe(before);
  });

  it('keeps a bounded number of versions besides stable and canary, deleting the oldest folders', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0');
    const versions = s.read().remotes.cdn?.versions?.map((v) => v.version);
    // stable 1.0.0 plus the 3 newest
    expect(versions?.sort()).toEqual(['1.0.0', '1.3.0', '1.4.0', '1.5.0']);
    expect(fs.existsSync(s.versionDir('cdn', '1.1.0'))).toBe(false);
  });

  it('makes a version stable at once when asked (the npm start loop)', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0');
    await s.publish('cdn', fakeBuild('cdn', 'b'), {
      version: '1.1.0',
      stable: true,
      checks: { shellShared: SHELL_SHARED },
    });
    expect(s.read().remotes.cdn?.stable.version).toBe('1.1.0');
  });
});

describe('what a version contributes', () => {
  it('is copied from the build into the release manifest, for stable, canary and every retained version', async () => {
    const s = store();
    await publishVersions(s, 'support', '1.0.0', '1.1.0', '1.2.0');
    await s.promote('support', '1.1.0', { percentage: 10 });
    const entry = s.read().remotes.support;
    const label = (v?: { contributions?: { menus: Array<{ label: { en: string } }> } }) =>
      v?.contributions?.menus[0]?.label.en;
    expect(label(entry?.stable)).toBe('1.0.0');
    expect(label(entry?.canary)).toBe('1.1.0');
    expect(entry?.versions?.map(label)).toEqual(['1.2.0', '1.1.0', '1.0.0']);
    await s.promote('support', '1.2.0', { percentage: 100 });
    expect(label(s.read().remotes.support?.stable)).toBe('1.2.0');
  });

  it('is checked at publish: a build whose contributions break the contract is not stored', async () => {
    const s = store();
    const broken = fakeBuild(
      'support',
      'x',
      undefined,
      undefined,
      contributionsFor('support', 'x', { dialogs: [{ name: 'NewTicket', module: './dialogs/NewTicket' }] }),
    );
    await expect(s.publish('support', broken, { version: '1.0.0' })).rejects.toThrow(
      /support's contributions are not valid:\n {2}dialog NewTicket: the build does not expose \.\/dialogs\/NewTicket/,
    );
    const outside = fakeBuild(
      'support',
      'x',
      undefined,
      undefined,
      contributionsFor('support', 'x', { routes: [{ path: '/financial', title: { fa: 'x', en: 'x' } }] }),
    );
    await expect(s.publish('support', outside, { version: '1.0.0' })).rejects.toThrow(
      /route \/financial is not under support's base path \/support/,
    );
    expect(fs.existsSync(s.versionDir('support', '1.0.0'))).toBe(false);
    expect(s.read().remotes.support).toBeUndefined();
  });

  it('is nothing for a build without contributions, which publishes and says so', async () => {
    const s = store();
    await expect(
      s.publish('support', fakeBuild('support', 'x', undefined, undefined, null), { version: '1.0.0' }),
    ).resolves.toMatchObject({ contributions: false });
    expect(s.read().remotes.support?.stable).not.toHaveProperty('contributions');
  });
});

describe('ReleaseStore.promote and rollback', () => {
  it('makes a canary for a share of users, grows it, and makes it stable at 100 %', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0', '1.1.0');
    await s.promote('cdn', '1.1.0', { percentage: 10, checks: { shellShared: SHELL_SHARED } });
    expect(s.read().remotes.cdn?.canary).toMatchObject({
      version: '1.1.0',
      percentage: 10,
      policy: { maxFailureRate: 0.1, minSamples: 10 },
    });
    await s.promote('cdn', '1.1.0', { percentage: 20, policy: { maxFailureRate: 0.5, minSamples: 2 } });
    expect(s.read().remotes.cdn?.canary).toMatchObject({
      percentage: 20,
      policy: { maxFailureRate: 0.5, minSamples: 2 },
    });
    await s.promote('cdn', '1.1.0', { percentage: 100 });
    const entry = s.read().remotes.cdn;
    expect(entry?.stable.version).toBe('1.1.0');
    expect(entry?.canary).toBeUndefined();
    expect(entry?.history?.slice(0, 3).map((e) => `${e.action} ${e.percentage}`)).toEqual([
      'promote 100',
      'promote 20',
      'promote 10',
    ]);
  });

  it('withdraws a canary at 0 %', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0', '1.1.0');
    await s.promote('cdn', '1.1.0', { percentage: 30 });
    await s.promote('cdn', '1.1.0', { percentage: 0 });
    expect(s.read().remotes.cdn?.canary).toBeUndefined();
  });

  it('refuses a build whose shared versions the shell cannot satisfy', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0');
    await s.publish('cdn', fakeBuild('cdn', 'sdk2', { react: '^19.0.0', '@portal/shared-sdk': '^2.0.0' }), {
      version: '2.0.0',
    });
    await s.publish('cdn', fakeBuild('cdn', 'react20', { react: '^20.0.0' }), { version: '2.1.0' });
    await expect(
      s.promote('cdn', '2.0.0', { percentage: 10, checks: { shellShared: SHELL_SHARED } }),
    ).rejects.toThrow(/@portal\/shared-sdk: the remote needs \^2\.0\.0, the shell provides 1\.1\.0/);
    await expect(
      s.promote('cdn', '2.1.0', { percentage: 100, checks: { shellShared: SHELL_SHARED } }),
    ).rejects.toThrow(/react: the remote needs \^20/);
    expect(s.read().remotes.cdn?.canary).toBeUndefined();
    expect(s.read().remotes.cdn?.stable.version).toBe('1.0.0');
  });

  it('refuses a build made against a newer minor of a shared module than the shell has, naming both versions', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0');
    await s.publish('cdn', fakeBuild('cdn', 'sdk12', { react: '^19.3.0', '@portal/shared-sdk': '^1.2.0' }), {
      version: '1.2.0',
    });
    await expect(
      s.promote('cdn', '1.2.0', { percentage: 10, checks: { shellShared: SHELL_SHARED } }),
    ).rejects.toThrow(
      /cdn 1\.2\.0 needs shared modules the shell cannot satisfy:\n {2}@portal\/shared-sdk: the remote needs \^1\.2\.0, the shell provides 1\.1\.0/,
    );
    // …and publish --stable runs the same checks
    await expect(
      s.publish('cdn', fakeBuild('cdn', 'sdk12b', { '@portal/shared-sdk': '^1.2.0' }), {
        version: '1.2.1',
        stable: true,
        checks: { shellShared: SHELL_SHARED },
      }),
    ).rejects.toThrow(/the remote needs \^1\.2\.0, the shell provides 1\.1\.0/);
    expect(s.read().remotes.cdn?.stable.version).toBe('1.0.0');
  });

  it("refuses a build that imports a name the shell's copy of a shared module does not export, naming module and name", async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0');
    await s.publish(
      'cdn',
      fakeBuild('cdn', 'imports', undefined, { '@portal/shared-sdk': ['api', 'validateCoupon'] }),
      { version: '1.1.0' },
    );
    await expect(
      s.promote('cdn', '1.1.0', { percentage: 100, checks: { shellShared: SHELL_SHARED } }),
    ).rejects.toThrow(
      /@portal\/shared-sdk: the remote imports validateCoupon, which the shell's @portal\/shared-sdk does not export/,
    );
    expect(s.read().remotes.cdn?.stable.version).toBe('1.0.0');
    // --force, said out loud, skips the checks
    await s.promote('cdn', '1.1.0', { percentage: 100, checks: { shellShared: SHELL_SHARED, force: true } });
    expect(s.read().remotes.cdn?.stable.version).toBe('1.1.0');
  });

  it('refuses a version whose entry files are missing, or whose entry does not answer over HTTP', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0', '1.1.0');
    fs.chmodSync(s.versionDir('cdn', '1.1.0'), 0o755);
    fs.rmSync(path.join(s.versionDir('cdn', '1.1.0'), 'remoteEntry.js'));
    await expect(s.promote('cdn', '1.1.0', { percentage: 10 })).rejects.toThrow(
      /entry not reachable, missing remoteEntry\.js/,
    );

    await publishVersions(s, 'cdn', '1.2.0');
    const down = jest.fn(async () => new Response('no', { status: 404 }));
    await expect(
      checkEntryOverHttp('http://portal.test/remotes/cdn/1.2.0/mf-manifest.json', down as typeof fetch),
    ).rejects.toThrow(/HTTP 404/);
    const up = jest.fn(async (url: string | URL | Request) =>
      String(url).endsWith('.json')
        ? Response.json({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } })
        : new Response(''),
    );
    await checkEntryOverHttp('http://portal.test/remotes/cdn/1.2.0/mf-manifest.json', up as typeof fetch);
    expect(up).toHaveBeenLastCalledWith('http://portal.test/remotes/cdn/1.2.0/remoteEntry.js', {
      method: 'HEAD',
    });
  });

  it('refuses a version the shell would not run unchecked: no digests, a file that does not match its digest, a chunk no script names', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0');
    const edited = (version: string, edit: (dir: string) => void) => {
      const dir = fakeBuild('cdn', version);
      edit(dir);
      return s.publish('cdn', dir, { version });
    };
    const rewriteManifest = (
      dir: string,
      change: (m: {
        metaData: { portal: { integrity?: Record<string, string> } };
        exposes: Array<{ assets: { js: { async: string[] } } }>;
      }) => void,
    ) => {
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      change(manifest);
      fs.writeFileSync(file, JSON.stringify(manifest));
    };
    // a build made without integrity checks
    await edited('1.1.0', (dir) => rewriteManifest(dir, (m) => delete m.metaData.portal.integrity));
    await expect(s.promote('cdn', '1.1.0', { percentage: 10 })).rejects.toThrow(
      /records no digests: the build was made without integrity checks/,
    );
    // a chunk changed after it was built
    await edited('1.2.0', (dir) =>
      fs.appendFileSync(path.join(dir, '__federation_expose_app.js'), '/* changed */'),
    );
    await expect(s.promote('cdn', '1.2.0', { percentage: 10 })).rejects.toThrow(
      /__federation_expose_app\.js does not match the digest mf-manifest\.json records/,
    );
    // a chunk loaded later whose digest no script carries
    await edited('1.3.0', (dir) => {
      fs.writeFileSync(path.join(dir, 'later.js'), '/* later */');
      rewriteManifest(dir, (m) => m.exposes[0]!.assets.js.async.push('later.js'));
    });
    await expect(s.promote('cdn', '1.3.0', { percentage: 10 })).rejects.toThrow(
      /no script of the build names the digest of later\.js: it would run unchecked/,
    );
    expect(s.read().remotes.cdn?.canary).toBeUndefined();
    // a whole chain passes; --force, said out loud, skips the check
    await publishVersions(s, 'cdn', '1.4.0');
    await s.promote('cdn', '1.4.0', { percentage: 10 });
    await s.promote('cdn', '1.3.0', { percentage: 10, checks: { force: true } });
    expect(s.read().remotes.cdn?.canary?.version).toBe('1.3.0');
  });

  it('refuses versions that were never published and nonsense percentages', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0');
    await expect(s.promote('cdn', '9.9.9', { percentage: 10 })).rejects.toThrow(/not published/);
    await expect(s.promote('cdn', '1.0.0', { percentage: 150 })).rejects.toThrow(/0 to 100/);
    await expect(s.promote('cdn', '1.0.0', { percentage: 50 })).rejects.toThrow(/is stable/);
  });

  it('rolls back a live canary first, then to the previous stable, or to any retained version', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0', '1.1.0', '1.2.0');
    await s.promote('cdn', '1.1.0', { percentage: 100 });
    await s.promote('cdn', '1.2.0', { percentage: 5 });
    await expect(s.rollback('cdn')).resolves.toMatchObject({ withdrawn: '1.2.0', stable: '1.1.0' });
    expect(s.read().remotes.cdn).toMatchObject({ stable: { version: '1.1.0' } });
    expect(s.read().remotes.cdn?.canary).toBeUndefined();
    expect(s.read().remotes.cdn?.history?.[0]).toMatchObject({
      action: 'withdraw',
      version: '1.2.0',
      reason: 'rollback',
    });
    await expect(s.rollback('cdn')).resolves.toMatchObject({ withdrawn: null, stable: '1.0.0' });
    await s.promote('cdn', '1.1.0', { percentage: 50 });
    await expect(s.rollback('cdn', '1.2.0')).resolves.toMatchObject({ withdrawn: '1.1.0', stable: '1.2.0' });
    expect(s.read().remotes.cdn?.canary).toBeUndefined();
    await expect(s.rollback('cdn', '1.2.0')).rejects.toThrow(/already stable/);
    await expect(s.rollback('cdn', '0.1.0')).rejects.toThrow(/not a retained version/);
  });

  it('withdraws a canary only while that version is still the canary', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0', '1.1.0');
    await s.promote('cdn', '1.1.0', { percentage: 50 });
    await expect(s.withdrawCanary('cdn', '1.0.0', 'x')).resolves.toBe(false);
    await expect(s.withdrawCanary('cdn', '1.1.0', 'failure rate 60 % > 10 %')).resolves.toBe(true);
    expect(s.read().remotes.cdn?.history?.[0]).toMatchObject({
      action: 'withdraw',
      version: '1.1.0',
      reason: 'failure rate 60 % > 10 %',
    });
  });

  it('adopts a manifest from before version lists when its folders are there', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0', '1.1.0');
    const legacy = {
      schemaVersion: 1,
      remotes: { cdn: { stable: { version: '1.0.0', entry: '/remotes/cdn/1.0.0/mf-manifest.json' } } },
    };
    fs.writeFileSync(s.manifestFile, JSON.stringify(legacy));
    await s.publish('cdn', fakeBuild('cdn', 'c'), { version: '1.2.0' });
    await s.promote('cdn', '1.2.0', { percentage: 100 });
    await s.rollback('cdn');
    expect(s.read().remotes.cdn?.stable.version).toBe('1.0.0');
  });
});

describe('the manifest file', () => {
  it('is schema-validated on read', async () => {
    const s = store();
    fs.mkdirSync(s.dir, { recursive: true });
    fs.writeFileSync(
      s.manifestFile,
      JSON.stringify({
        schemaVersion: 1,
        remotes: { cdn: { stable: { version: 'https://evil/x', entry: 'x' } } },
      }),
    );
    expect(() => s.read()).toThrow(ManifestSchemaError);
  });

  it('holds only the remotes of the registry', () => {
    const manifest = {
      schemaVersion: 1,
      remotes: { video: { stable: { version: '1.0.0', entry: '/remotes/video/1.0.0/mf-manifest.json' } } },
    };
    expect(() => validateManifest(manifest)).toThrow(
      /\/remotes must be equal to one of the allowed values \(cdn, cloud, support, billing, account\)/,
    );
  });

  it('loses no change when two releases run at once, and leaves no temporary files', async () => {
    const dir = path.join(tmp, 'store');
    const a = store(dir);
    const b = store(dir, '2025-02-01T00:00:00Z');
    await Promise.all([
      publishVersions(a, 'cdn', '1.0.0', '1.1.0'),
      publishVersions(b, 'cloud', '1.0.0', '1.1.0'),
      publishVersions(a, 'support', '1.0.0'),
    ]);
    await Promise.all([
      a.promote('cdn', '1.1.0', { percentage: 10 }),
      b.promote('cloud', '1.1.0', { percentage: 20 }),
    ]);
    const manifest = a.read();
    expect(manifest.remotes.cdn?.canary?.percentage).toBe(10);
    expect(manifest.remotes.cloud?.canary?.percentage).toBe(20);
    expect(manifest.remotes.support?.stable.version).toBe('1.0.0');
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
  });

  it('reports every remote in status', async () => {
    const s = store();
    await publishVersions(s, 'cdn', '1.0.0', '1.1.0');
    await s.promote('cdn', '1.1.0', { percentage: 25 });
    expect(s.status()).toEqual([
      {
        remote: 'cdn',
        stable: '1.0.0',
        canary: expect.objectContaining({ version: '1.1.0', percentage: 25 }),
        retained: ['1.1.0', '1.0.0'],
        lastEvent: expect.objectContaining({ action: 'promote', percentage: 25 }),
      },
    ]);
  });
});
