import fs from 'node:fs';
import path from 'node:path';
import { readContributions, REMOTES, REMOTE_NAMES, type RemoteName } from '@portal/release';
import { createRemoteLoader, type ContributionsSnapshot, type RemoteLoader } from '../remotes/remoteLoader';

const ROOT = path.resolve(__dirname, '../../..');

/** What a remote contributes today: its contributions.json, as its build carries it into the release manifest. */
export function contributionsOf(remote: RemoteName): Record<string, unknown> {
  const { $schema: _editorOnly, ...contributions } = JSON.parse(
    fs.readFileSync(path.join(ROOT, REMOTES[remote].folder, 'contributions.json'), 'utf8'),
  ) as Record<string, unknown>;
  return contributions;
}

/** The contributions snapshot the shell reads: every remote's contributions today, or those given, as the shell reads them. */
export function testSnapshot(overrides: Partial<Record<RemoteName, unknown>> = {}): ContributionsSnapshot {
  return {
    status: 'ready',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((remote) => [
        remote,
        {
          version: '1.0.0',
          channel: 'stable',
          contributions: readContributions(remote, overrides[remote] ?? contributionsOf(remote)),
        },
      ]),
    ),
  };
}

/** The digest every file of the test releases carries (the test runtime loads no file, so none is checked). */
const TEST_DIGEST = 'sha384-test';

/** A release manifest with version 1.0.0 of every remote, each contributing what its folder declares (or what `contributions` says). */
export function testManifest(contributions: Partial<Record<RemoteName, unknown>> = {}) {
  return {
    schemaVersion: 1,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((remote) => [
        remote,
        {
          stable: {
            version: '1.0.0',
            entry: `/remotes/${remote}/1.0.0/mf-manifest.json`,
            integrity: TEST_DIGEST,
            contributions: contributions[remote] ?? contributionsOf(remote),
          },
        },
      ]),
    ),
  };
}

/**
 * The real remote loader over a manifest in hand, for tests of the whole shell: menus, titles,
 * tiles, widgets and dialogs come from `manifest`; a remote module never loads (its card or area
 * shows the failure), unless `modules` has it (by `mfe_<remote>/<module>` id).
 */
export function createTestLoader(
  manifest: unknown = testManifest(),
  modules: Record<string, unknown> = {},
): RemoteLoader {
  // an Error as the manifest: the release manifest cannot be read
  const loader = createRemoteLoader({
    runtime: {
      registerRemotes: () => undefined,
      loadRemote: async <T>(id: string) => {
        if (id in modules) return modules[id] as T;
        throw new Error(`${id} is not available in this test`);
      },
    },
    fetchJson: async (url) => {
      if (url.endsWith('/remotes/manifest.json')) {
        if (manifest instanceof Error) throw manifest;
        return manifest;
      }
      const remote = REMOTE_NAMES.find((r) => url.includes(`/remotes/${r}/`));
      const contributions = (manifest as ReturnType<typeof testManifest>).remotes[remote ?? '']?.stable
        .contributions as
        | {
            widgets?: Array<{ module: string }>;
            dialogs?: Array<{ module: string }>;
            search?: { module: string };
          }
        | undefined;
      const exposed = [
        './app',
        ...(contributions?.widgets ?? []).map((w) => w.module),
        ...(contributions?.dialogs ?? []).map((d) => d.module),
        ...(contributions?.search ? [contributions.search.module] : []),
      ];
      // a released build records its entry's digest: the loader refuses one that does not
      const portal = { integrity: { 'remoteEntry.js': TEST_DIGEST } };
      return {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, portal },
        exposes: exposed.map((p) => ({ path: p, assets: { js: { sync: [] } } })),
      };
    },
    pageUrl: () => window.location.href,
    storage: null,
    report: () => undefined,
  });
  loader.configure({ manifestUrl: '/remotes/manifest.json', remoteOrigins: [], getUser: () => ({ id: 1 }) });
  return loader;
}
