// The monolith's stand-in for the shell's Module Federation loader (build/webpack.monolith.cjs puts
// it in place of shell/src/remotes/federationLoader.ts): the same remote code, bundled at build time
// and split per exposed module with import(), so the benchmark compares federation with a plain
// code-split single build of the very same sources and libraries.
import type {
  ContributionsSnapshot,
  LoadedParcel,
  OverrideNotice,
  ParcelLifecycles,
  RemoteLoader,
} from '../../shell/src/remotes/remoteLoader';
import { RemoteLoadError } from '../../shell/src/remotes/remoteLoader';
import { readContributions } from '../../release/src/contributions/readContributions';
import { REMOTE_NAMES, type RemoteName } from '../../release/src/remotes';

/** remote → exposed module → file under the remote's src, from each remote's webpack config. */
declare const MONOLITH_EXPOSES: Record<RemoteName, Record<string, string>>;
/** remote → its contributions.json, read at build time. */
declare const MONOLITH_CONTRIBUTIONS: Record<RemoteName, unknown>;

interface LazyContext {
  (id: string): Promise<unknown>;
  keys(): string[];
}
declare const require: {
  context(directory: string, useSubdirectories: boolean, filter: RegExp, mode: 'lazy'): LazyContext;
};

// one lazy context per remote (literal arguments: webpack reads them at build time)
const SOURCES: Record<RemoteName, LazyContext> = {
  cdn: require.context('../../mfe-cdn/src', true, /remote\.tsx$/, 'lazy'),
  cloud: require.context('../../mfe-cloud/src', true, /remote\.tsx$/, 'lazy'),
  support: require.context('../../mfe-support/src', true, /remote\.tsx$/, 'lazy'),
  billing: require.context('../../mfe-billing/src', true, /remote\.tsx$/, 'lazy'),
  account: require.context('../../mfe-account/src', true, /remote\.tsx$/, 'lazy'),
};

const VERSION = 'monolith';
// one constant: useSyncExternalStore needs the same snapshot every time
const NO_NOTICES: readonly OverrideNotice[] = [];
// what every remote contributes, bundled like its code
const CONTRIBUTIONS: ContributionsSnapshot = {
  status: 'ready',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      {
        version: VERSION,
        channel: 'stable',
        contributions: readContributions(name, MONOLITH_CONTRIBUTIONS[name]),
      },
    ]),
  ),
};

function toLifecycles(mod: unknown): ParcelLifecycles | null {
  const isParcel = (m: unknown): m is ParcelLifecycles =>
    !!m && typeof m === 'object' && 'mount' in m && 'unmount' in m;
  if (isParcel(mod)) return mod;
  const fallback = mod && typeof mod === 'object' ? (mod as { default?: unknown }).default : undefined;
  return isParcel(fallback) ? fallback : null;
}

const cache = new Map<string, Promise<LoadedParcel>>();

function load(remote: RemoteName, module: string): Promise<LoadedParcel> {
  const key = `${remote}#${module}`;
  let promise = cache.get(key);
  if (!promise) {
    const file = MONOLITH_EXPOSES[remote]?.[module];
    promise = !file
      ? Promise.reject(
          new RemoteLoadError(`${remote} ${module} is not exposed`, remote, VERSION, 'not-exposed'),
        )
      : SOURCES[remote](file).then((mod) => {
          const config = toLifecycles(mod);
          if (!config)
            throw new RemoteLoadError(`${remote} ${module} is not a parcel`, remote, VERSION, 'not-a-parcel');
          return { config, version: VERSION, channel: 'stable' as const };
        });
    cache.set(key, promise);
  }
  return promise;
}

export const remoteLoader: RemoteLoader = {
  configure: () => undefined,
  load,
  reset: (remote, module) => void cache.delete(`${remote}#${module}`),
  fallBack: () => false,
  mounted: () => undefined,
  registeredVersion: () => VERSION,
  preload: async (remote) => {
    await load(remote, './app').catch(() => cache.delete(`${remote}#./app`));
  },
  notices: () => NO_NOTICES,
  subscribe: () => () => undefined,
  clearOverride: () => undefined,
  contributions: () => CONTRIBUTIONS,
  refreshContributions: async () => undefined,
  prefetchManifest: () => undefined,
};
