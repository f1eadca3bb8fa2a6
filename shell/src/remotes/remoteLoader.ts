import type { LifeCycles } from 'single-spa';
import { isAllowedEntry, parseManifest, resolveEntryUrl, type RemoteManifest } from './manifest';
import { pickRemoteEntry, type PickedRemote, type RemoteUser } from './pickRemoteEntry';
import { REMOTES, type RemoteName } from './remoteNames';

/** A parcel module as loaded from a remote: single-spa lifecycles (named exports or a default export). */
export type ParcelLifecycles = LifeCycles<Record<string, unknown>>;

/** What a remote module load gives the ParcelHost. */
export interface LoadedParcel {
  config: ParcelLifecycles;
  version: string;
}

/** How ParcelHost gets parcels; the real one talks to Module Federation, tests pass a fake. */
export interface ParcelLoader {
  load(remote: RemoteName, module: string): Promise<LoadedParcel>;
  /** Forgets a failed load so the next `load` starts over (retry without a page reload). */
  reset(remote: RemoteName, module: string): void;
}

/** A failure to get a remote's module, with what the bus `remote:failed` event reports. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    message: string,
    readonly remote: RemoteName,
    readonly version: string,
    readonly reason: 'manifest' | 'missing' | 'refused' | 'not-exposed' | 'load' | 'not-a-parcel',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The part of the Module Federation runtime the loader uses. */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderSettings {
  manifestUrl: string;
  remoteOrigins: readonly string[];
  /** The signed-in user when a remote is first needed (for the version choice). */
  getUser: () => RemoteUser | null;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  fetchJson?: (url: string) => Promise<unknown>;
  pageUrl?: () => string;
}

export interface RemoteLoader extends ParcelLoader {
  configure(settings: RemoteLoaderSettings): void;
  /** The version registered for a remote, once it has been needed. */
  registeredVersion(remote: RemoteName): string | undefined;
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** `./widgets/Balance` → `mfe_billing/widgets/Balance`. */
export function remoteModuleId(remote: RemoteName, module: string): string {
  return `${REMOTES[remote].container}/${module.replace(/^\.\//, '')}`;
}

function toLifecycles(mod: unknown): ParcelLifecycles | null {
  const isParcel = (m: unknown): m is ParcelLifecycles =>
    !!m && typeof m === 'object' && 'mount' in m && 'unmount' in m;
  if (isParcel(mod)) return mod;
  const fallback = mod && typeof mod === 'object' ? (mod as { default?: unknown }).default : undefined;
  return isParcel(fallback) ? fallback : null;
}

/**
 * Loads remote modules through the Module Federation runtime. Every promise is cached per module at
 * this level, never per render (TOOLCHAIN.md: a lazy remote created inside a render re-suspends).
 */
export function createRemoteLoader({
  runtime,
  fetchJson = defaultFetchJson,
  pageUrl = () => window.location.href,
}: RemoteLoaderOptions): RemoteLoader {
  let settings: RemoteLoaderSettings | null = null;
  let manifestPromise: Promise<RemoteManifest> | null = null;
  const registered = new Map<RemoteName, PickedRemote>();
  const needsForce = new Set<RemoteName>();
  const modules = new Map<string, Promise<LoadedParcel>>();
  const exposes = new Map<string, Promise<Set<string> | null>>();

  /**
   * The modules a remote build exposes, from its mf-manifest.json (null when unreadable: then the
   * MF runtime's own load decides). Lets the dashboard leave out widgets an area has not shipped.
   */
  function exposedModules(entryUrl: string): Promise<Set<string> | null> {
    let promise = exposes.get(entryUrl);
    if (!promise) {
      promise = fetchJson(entryUrl).then(
        (json) => {
          const list = (json as { exposes?: Array<{ path?: string }> } | null)?.exposes;
          return Array.isArray(list) ? new Set(list.map((e) => e.path ?? '')) : null;
        },
        () => null,
      );
      exposes.set(entryUrl, promise);
    }
    return promise;
  }

  function manifest(): Promise<RemoteManifest> {
    if (!settings) return Promise.reject(new Error('remote loader is not configured'));
    const { manifestUrl } = settings;
    manifestPromise ??= fetchJson(new URL(manifestUrl, pageUrl()).href).then(parseManifest);
    return manifestPromise;
  }

  async function register(remote: RemoteName): Promise<PickedRemote> {
    const known = registered.get(remote);
    if (known && !needsForce.has(remote)) return known;
    let parsed: RemoteManifest;
    try {
      parsed = await manifest();
    } catch (cause) {
      manifestPromise = null; // a later retry fetches it again
      throw new RemoteLoadError(`remote manifest failed: ${String(cause)}`, remote, '', 'manifest', {
        cause,
      });
    }
    const entry = parsed.remotes[remote];
    if (!entry || !settings)
      throw new RemoteLoadError(`remote ${remote} is not in the manifest`, remote, '', 'missing');
    const picked = pickRemoteEntry(entry, settings.getUser());
    const url = resolveEntryUrl(picked.entry, settings.manifestUrl, pageUrl());
    if (!isAllowedEntry(url, settings.remoteOrigins, new URL(pageUrl()).origin)) {
      throw new RemoteLoadError(
        `remote ${remote} entry ${url} is not from an allowed origin`,
        remote,
        picked.version,
        'refused',
      );
    }
    const force = needsForce.has(remote);
    runtime.registerRemotes(
      [{ name: REMOTES[remote].container, entry: url }],
      force ? { force: true } : undefined,
    );
    needsForce.delete(remote);
    const chosen = { ...picked, entry: url };
    registered.set(remote, chosen);
    return chosen;
  }

  async function loadModule(remote: RemoteName, module: string): Promise<LoadedParcel> {
    const picked = await register(remote);
    if (picked.entry.endsWith('.json')) {
      const exposed = await exposedModules(picked.entry);
      if (exposed && !exposed.has(module)) {
        throw new RemoteLoadError(
          `${remoteModuleId(remote, module)} is not exposed by ${picked.version}`,
          remote,
          picked.version,
          'not-exposed',
        );
      }
    }
    let mod: unknown;
    try {
      mod = await runtime.loadRemote<unknown>(remoteModuleId(remote, module));
    } catch (cause) {
      throw new RemoteLoadError(
        `${remoteModuleId(remote, module)} failed to load`,
        remote,
        picked.version,
        'load',
        { cause },
      );
    }
    const config = toLifecycles(mod);
    if (!config) {
      throw new RemoteLoadError(
        `${remoteModuleId(remote, module)} is not a parcel`,
        remote,
        picked.version,
        'not-a-parcel',
      );
    }
    return { config, version: picked.version };
  }

  return {
    configure(next) {
      settings = next;
      manifestPromise = null;
    },
    load(remote, module) {
      const key = remoteModuleId(remote, module);
      let promise = modules.get(key);
      if (!promise) {
        promise = loadModule(remote, module);
        modules.set(key, promise);
      }
      return promise;
    },
    reset(remote, module) {
      modules.delete(remoteModuleId(remote, module));
      // MF caches the container and its failed entry script; force a fresh registration.
      if (registered.has(remote)) needsForce.add(remote);
    },
    registeredVersion(remote) {
      return registered.get(remote)?.version;
    },
  };
}
