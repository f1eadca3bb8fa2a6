import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import type { RemoteName } from '../../release/src/remotes';

const ROOT = path.resolve(__dirname, '../..');

/** The release store the portal under test serves (scripts/lib.mjs `E2E_RELEASES_DIR`). */
export const RELEASES_DIR = path.resolve(
  process.env.RELEASES_DIR ?? process.env.E2E_RELEASES_DIR ?? path.join(os.tmpdir(), 'portal-e2e-releases'),
);

export type { RemoteName };

interface VersionJson {
  version: string;
  entry: string;
}

export interface ManifestJson {
  schemaVersion: 1;
  remotes: Record<
    RemoteName,
    {
      stable: VersionJson;
      canary?: VersionJson & { percentage: number };
      versions?: Array<VersionJson & { publishedAt: string }>;
      history?: Array<{ action: string; version: string; reason?: string; percentage?: number }>;
    }
  >;
}

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * `pnpm release ...` as a person would run it, against the tests' release store. Throws with the
 * tool's own message when it fails, unless `allowFail`.
 */
export function release(args: string[], options: { allowFail?: boolean } = {}): CliResult {
  const res = spawnSync(
    process.execPath,
    [path.join(ROOT, 'release/bin/release.mjs'), ...args, '--store', RELEASES_DIR],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
  const result = { status: res.status ?? 1, stdout: res.stdout ?? '', stderr: res.stderr ?? '' };
  if (result.status !== 0 && !options.allowFail) {
    throw new Error(`release ${args.join(' ')} failed (${result.status}):\n${result.stderr}${result.stdout}`);
  }
  return result;
}

export function readManifest(): ManifestJson {
  return JSON.parse(fs.readFileSync(path.join(RELEASES_DIR, 'manifest.json'), 'utf8')) as ManifestJson;
}

export function stableVersion(remote: RemoteName): string {
  return readManifest().remotes[remote].stable.version;
}

/** A retry starts without the canary an earlier attempt of the test left live. */
export function withdrawLeftoverCanary(remote: RemoteName): void {
  if (readManifest().remotes[remote].canary) release([remote, 'rollback']);
}

/**
 * Makes the `./app` parcel of a build reject in `mount()` — a release whose area throws while it
 * mounts. In the exposed chunk webpack defines the named exports as getters
 * (`a.d(t,{bootstrap:()=>F,mount:()=>I,...})`); the `mount` getter is swapped for a failing one.
 */
export function breakMount(chunk: string): string {
  const broken = chunk.replace(
    /([{,]mount:\(\)=>)([A-Za-z_$][\w$]*)/,
    '$1(()=>Promise.reject(new Error("broken release: mount")))',
  );
  if (broken === chunk) throw new Error('no mount export found in the exposed chunk');
  return broken;
}

/** The file name of a version's exposed `./app` chunk. */
export function exposedAppChunk(dir: string): string {
  const name = fs.readdirSync(dir).find((f) => f.startsWith('__federation_expose_app') && f.endsWith('.js'));
  if (!name) throw new Error(`no exposed app chunk in ${dir}`);
  return name;
}

/** The sha384 digest (Subresource Integrity) of a file's content, as the builds and the release tool write it. */
export function digestOf(content: Buffer | string): string {
  return `sha384-${crypto.createHash('sha384').update(content).digest('base64')}`;
}

/** The files of a build folder that may name another file's digest: its scripts and its manifest. */
function textFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.js') || f === 'mf-manifest.json');
}

/**
 * Rewrites `file` of the build in `dir` with `edit` and keeps the build's digest chain whole, as a
 * build of the edited code would have it: every other file naming the file's old digest (the script
 * that loads it, mf-manifest.json) names the new one, and so on up to mf-manifest.json. The brotli and
 * gzip copies of each changed file are removed (servers prefer them). Returns the changed files and
 * the digest of mf-manifest.json before and after (the release manifest names it).
 */
export function rewriteSigned(
  dir: string,
  file: string,
  edit: (text: string) => string,
): { changed: string[]; manifestDigest: { before: string; after: string } } {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const before = digestOf(fs.readFileSync(manifestFile));
  const changed = new Set<string>();
  const queue: Array<[string, (text: string) => string]> = [[file, edit]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [name, change] = next;
    const full = path.join(dir, name);
    const old = fs.readFileSync(full);
    const text = change(old.toString('utf8'));
    fs.chmodSync(full, 0o644);
    fs.writeFileSync(full, text);
    for (const copy of [`${full}.br`, `${full}.gz`]) fs.rmSync(copy, { force: true });
    changed.add(name);
    const [was, now] = [digestOf(old), digestOf(text)];
    if (was === now) continue;
    for (const other of textFiles(dir)) {
      if (other !== name && fs.readFileSync(path.join(dir, other), 'utf8').includes(was))
        queue.push([other, (t) => t.replaceAll(was, now)]);
    }
  }
  return {
    changed: [...changed],
    manifestDigest: { before, after: digestOf(fs.readFileSync(manifestFile)) },
  };
}

/** A copy of a published version's build in a folder of its own (without the store's record). */
export function copyOfVersion(remote: RemoteName, version: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `copy-${remote}-`));
  fs.cpSync(path.join(RELEASES_DIR, remote, version), dist, {
    recursive: true,
    filter: (src) => !src.endsWith('.release.json'),
  });
  return dist;
}

/**
 * A copy of `version` of `remote` whose exposed app chunk `edit` changes, built whole: its digests
 * name the changed code (a broken release, not a tampered one). Returns its folder, the changed
 * files and the digest of its mf-manifest.json before and after.
 */
export function signedChangeCopy(
  remote: RemoteName,
  version: string,
  edit: (chunk: string) => string,
): { dir: string } & ReturnType<typeof rewriteSigned> {
  const dir = copyOfVersion(remote, version);
  return { dir, ...rewriteSigned(dir, exposedAppChunk(dir), edit) };
}

/** A copy of `version` of `remote` whose area throws while mounting, built whole (`signedChangeCopy`). */
export function brokenMountCopy(
  remote: RemoteName,
  version: string,
): { dir: string } & ReturnType<typeof rewriteSigned> {
  return signedChangeCopy(remote, version, breakMount);
}

/**
 * Serves `page`, in place of the stable version of `remote`, that version with its exposed app
 * chunk changed by `edit` and built whole: the changed files from a copy, and the release manifest
 * naming the copy's mf-manifest.json digest, as a release of the changed code would. Nothing is
 * cached, so that once lifted the browser fetches the real files. Returns the function that lifts it.
 */
export async function serveSignedChange(
  page: Page,
  remote: RemoteName,
  edit: (chunk: string) => string,
): Promise<() => Promise<void>> {
  const version = stableVersion(remote);
  const changed = signedChangeCopy(remote, version, edit);
  const files = `**/remotes/${remote}/${version}/**`;
  const releaseManifest = '**/remotes/manifest.json';
  await page.route(files, async (route: Route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (!changed.changed.includes(name)) return route.fallback();
    const contentType = name.endsWith('.json') ? 'application/json' : 'text/javascript';
    await route.fulfill({
      body: fs.readFileSync(path.join(changed.dir, name)),
      contentType,
      headers: { 'cache-control': 'no-store' },
    });
  });
  await page.route(releaseManifest, async (route: Route) => {
    const original = await route.fetch();
    const body = (await original.text()).replaceAll(
      changed.manifestDigest.before,
      changed.manifestDigest.after,
    );
    // a request the page gave up meanwhile (it navigated) has no one left to answer
    await route
      .fulfill({ response: original, headers: { ...original.headers(), 'cache-control': 'no-store' }, body })
      .catch(() => undefined);
  });
  return async () => {
    await page.unroute(files);
    await page.unroute(releaseManifest);
    fs.rmSync(changed.dir, { recursive: true, force: true });
  };
}

/**
 * Publishes a broken copy of the current stable of `remote` as `version` (its area throws while
 * mounting), through the release tool, and returns the version.
 */
export function publishBrokenVersion(remote: RemoteName, version: string): string {
  const { dir } = brokenMountCopy(remote, stableVersion(remote));
  release([remote, 'publish', '--dist', dir, '--version', version]);
  fs.rmSync(dir, { recursive: true, force: true });
  return version;
}

/** Publishes a copy of the current stable of `remote`, untouched, as `version`, and returns the version. */
export function publishCopyOfStable(remote: RemoteName, version: string): string {
  const dir = copyOfVersion(remote, stableVersion(remote));
  release([remote, 'publish', '--dist', dir, '--version', version]);
  fs.rmSync(dir, { recursive: true, force: true });
  return version;
}

/** What a tampered file does when it runs: counts itself here (a file that never runs leaves it unset). */
export const TAMPER_MARK = '__portalTamperedRuns';

/**
 * Changes a file of a published version in the release store, after publishing, as a CDN, a proxy or
 * a bucket written by mistake would: code is added that counts its runs in `window[TAMPER_MARK]`.
 * Its brotli and gzip copies go (a server prefers them, and they would hold the whole file). Returns
 * the function that puts the file and its copies back as they were.
 */
export function tamperFile(remote: RemoteName, version: string, file: string): () => void {
  const full = path.join(RELEASES_DIR, remote, version, file);
  const originals = [full, `${full}.br`, `${full}.gz`]
    .filter((f) => fs.existsSync(f))
    .map((f) => [f, fs.readFileSync(f)] as const);
  fs.chmodSync(full, 0o644);
  fs.writeFileSync(
    full,
    `window.${TAMPER_MARK}=(window.${TAMPER_MARK}||0)+1;${fs.readFileSync(full, 'utf8')}`,
  );
  for (const copy of [`${full}.br`, `${full}.gz`]) fs.rmSync(copy, { force: true });
  return () => {
    for (const [f, content] of originals) fs.writeFileSync(f, content);
  };
}

/** The page and entries `buildAccountWithExtraPage` adds to the account remote. */
export const EXTRA_PAGE = {
  path: '/profile/whats-new',
  title: { fa: 'تازه‌ها', en: "What's new" },
  heading: "What's new in your account",
} as const;

/**
 * Builds the account remote as it is plus one page — what a product team's release adds — into a
 * folder of its own, and returns that folder. The build is made from a folder next to the
 * remote's sources (`mfe-account/.e2e-fixture/`, ignored by git and lint, removed afterwards) so
 * it resolves the remote's own packages: its `./app` renders the remote's routes and a page at
 * EXTRA_PAGE.path, and its contributions.json declares that page with its title, a side
 * navigation entry and an entry in the header's user menu. The shell is not rebuilt. Not minified:
 * its pages and contributions do not depend on it, and minifying is half the build's time.
 */
export function buildAccountWithExtraPage(): string {
  const remoteDir = path.join(ROOT, 'mfe-account');
  const fixture = path.join(remoteDir, '.e2e-fixture');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'account-extra-page-'));
  fs.rmSync(fixture, { recursive: true, force: true });
  fs.mkdirSync(path.join(fixture, 'src'), { recursive: true });
  try {
    const contributions = JSON.parse(fs.readFileSync(path.join(remoteDir, 'contributions.json'), 'utf8'));
    contributions.routes.push({ path: EXTRA_PAGE.path, title: EXTRA_PAGE.title });
    const label = { fa: EXTRA_PAGE.title.fa, en: EXTRA_PAGE.title.en };
    contributions.menus.push({ menu: 'side', key: 'whats-new', label, to: EXTRA_PAGE.path, order: 510 });
    contributions.menus.push({ menu: 'user', key: 'whats-new', label, to: EXTRA_PAGE.path, order: 50 });
    fs.writeFileSync(path.join(fixture, 'contributions.json'), JSON.stringify(contributions, null, 2));
    fs.writeFileSync(
      path.join(fixture, 'webpack.config.cjs'),
      `const { remoteConfig } = require('../../build/webpack.common.cjs');
module.exports = (env, argv) => {
  // the remote's other exposed modules, from its own sources (its contributions name ./search)
  const config = remoteConfig({ dir: __dirname, name: 'account', exposes: { './search': '../src/search/search.ts' } }, argv);
  config.output.uniqueName = 'mfe-account';
  return config;
};
`,
    );
    fs.writeFileSync(path.join(fixture, 'src/index.ts'), 'export {};\n');
    fs.writeFileSync(
      path.join(fixture, 'src/WhatsNewRoutes.tsx'),
      `import { Route, Routes } from 'react-router-dom';
import { AccountRoutes } from '../../src/routes';

export function WhatsNewRoutes() {
  return (
    <Routes>
      <Route path="${EXTRA_PAGE.path}" element={<h1 data-testid="whats-new">${EXTRA_PAGE.heading}</h1>} />
      <Route path="*" element={<AccountRoutes />} />
    </Routes>
  );
}
`,
    );
    // the remote's own ./app, with the extra route around its routes
    const remote = fs.readFileSync(path.join(remoteDir, 'src/remote.tsx'), 'utf8');
    const app = remote
      .replaceAll("from './", "from '../../src/")
      .replace('createParcel(AccountRoutes,', 'createParcel(WhatsNewRoutes,');
    if (!app.includes('createParcel(WhatsNewRoutes,'))
      throw new Error('mfe-account/src/remote.tsx no longer calls createParcel(AccountRoutes, …)');
    fs.writeFileSync(
      path.join(fixture, 'src/remote.tsx'),
      `import { WhatsNewRoutes } from './WhatsNewRoutes';\n${app}`,
    );
    const res = spawnSync(
      path.join(remoteDir, 'node_modules/.bin/webpack'),
      [
        '--config',
        path.join(fixture, 'webpack.config.cjs'),
        '--mode',
        'production',
        '--no-optimization-minimize',
        '--output-path',
        out,
      ],
      {
        cwd: remoteDir,
        encoding: 'utf8',
        timeout: 300_000,
      },
    );
    if (res.status !== 0)
      throw new Error(`the account build with an extra page failed:\n${res.stderr}${res.stdout}`);
    return out;
  } finally {
    fs.rmSync(fixture, { recursive: true, force: true });
  }
}
