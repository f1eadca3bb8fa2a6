import type { LifeCycles } from 'single-spa';
import { pickRemoteEntry, type PickedRemote, type RemoteUser } from '@portal/release';
import { isAllowedEntry, parseManifest, resolveEntryUrl, type RemoteManifest } from './manifest';
import { OVERRIDE_KEY, readQaOverride, type OverrideNotice, type SessionStore } from './qaOverride';
import { REMOTE_NAMES, REMOTES, type RemoteName } from '@portal/release';

/** A parcel module as loaded from a remote: single-spa lifecycles (named exports or a default export). */
export type ParcelLifecycles = LifeCycles<Record<string, unknown>>;

/** What a remote module load gives the ParcelHost. */
export interface LoadedParcel {
  config: ParcelLifecycles;
  version: string;
  channel?: PickedRemote['channel'];
}

/** How ParcelHost gets parcels; the real one talks to Module Federation, tests pass a fake. */
export interface ParcelLoader {
  load(remote: RemoteName, module: string): Promise<LoadedParcel>;
  /** Forgets a failed load so the next `load` starts over (retry without a page reload). */
  reset(remote: RemoteName, module: string): void;
  /**
   * After a failure of `version` (load or mount): true when that was a canary and the loader has
   * switched this remote to stable for this customer, so the host should simply load again.
   */
  fallBack?(remote: RemoteName, version: string, phase: 'load' | 'mount', error: unknown): boolean;
  /** A parcel of `version` mounted (counts towards the canary's cohort). */
  mounted?(remote: RemoteName, version: string): void;
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
  /**
   * Drops the chunks a container pushed into its webpack chunk-loading global. MF's force
   * re-registration starts a fresh container runtime, which would otherwise adopt the chunks (and
   * module factories) of the version it replaces: a broken canary's module under the stable version.
   */
  forgetChunks?(container: string): void;
  /**
   * Starts downloading scripts a module is about to need, in parallel with its container's entry
   * (`<link rel="preload">` in the page). What Module Federation's snapshot plugin would do from
   * the build's mf-manifest.json, which the loader reads anyway.
   */
  preloadScripts?(urls: readonly string[]): void;
  /**
   * Starts loading what the shell provides on demand: the whole tiered shared modules
   * (build/sharedTiers.cjs), which an area uses and the dashboard does not. Alongside an area's
   * entry rather than after it, when its module asks for them.
   */
  preloadOnDemandShares?(): void;
}

export interface RemoteLoaderSettings {
  manifestUrl: string;
  remoteOrigins: readonly string[];
  /** The signed-in user when a remote is first needed (for the version choice). */
  getUser: () => RemoteUser | null;
  /** Where canary outcomes are reported (the sandbox's rollout endpoint); nothing is sent when absent. */
  reportUrl?: string;
  /**
   * An area load re-reads the manifest when the copy in hand is older than this (ms), so a long-open
   * tab picks up a new stable on its next area load. Never when absent.
   */
  manifestMaxAgeMs?: number;
}

/** What the sandbox counts per canary version (POST to `reportUrl`). */
export interface RolloutReport {
  remote: RemoteName;
  version: string;
  channel: PickedRemote['channel'];
  outcome: 'loaded' | 'failed';
  phase?: 'load' | 'mount';
  userId: string | number | null;
  cohort: number | null;
  message?: string;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  /** `immutable`: a file of a version folder, which never changes (the browser cache may answer). */
  fetchJson?: (url: string, options?: { immutable?: boolean }) => Promise<unknown>;
  pageUrl?: () => string;
  /** Per-tab memory of QA overrides and failed canaries (sessionStorage in the page). */
  storage?: SessionStore | null;
  /** Sends a rollout report; by default a keepalive POST of JSON to `reportUrl`. */
  report?: (url: string, report: RolloutReport) => void;
  now?: () => number;
}

export interface RemoteLoader extends ParcelLoader {
  configure(settings: RemoteLoaderSettings): void;
  fallBack(remote: RemoteName, version: string, phase: 'load' | 'mount', error: unknown): boolean;
  mounted(remote: RemoteName, version: string): void;
  /** The version registered for a remote, once it has been needed. */
  registeredVersion(remote: RemoteName): string | undefined;
  /** Loads a remote's area parcel ahead of need (menu hover); a failure is forgotten. */
  preload(remote: RemoteName): Promise<void>;
  /** QA overrides in effect or refused in this tab. */
  notices(): readonly OverrideNotice[];
  subscribe(listener: () => void): () => void;
  /** Drops a remembered QA override: the next load of that remote gets the usual version. */
  clearOverride(remote: RemoteName): void;
}

async function defaultFetchJson(url: string, { immutable = false }: { immutable?: boolean } = {}): Promise<unknown> {
  // the release manifest changes with every release; a version's mf-manifest.json never does, and
  // reading it through the HTTP cache lets the federation runtime's own read of it hit the cache
  const response = await fetch(url, { cache: immutable ? 'force-cache' : 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

function defaultReport(url: string, report: RolloutReport): void {
  // fire and forget: a report must never hold up or break the page
  void fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

function defaultStorage(): SessionStore | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled: overrides then last for the page only
  }
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

/** What the loader takes from a remote build's mf-manifest.json. */
export interface BuildInfo {
  /** the container's entry script */
  remoteEntry: string;
  /** exposed module (`./app`) → the scripts it needs at once */
  exposes: Map<string, string[]>;
}

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * Reads a remote build's mf-manifest.json (null when it is not one). Its files are relative to the
 * manifest's folder: the builds use `publicPath: 'auto'`, and a version folder is served whole.
 */
export function parseBuildManifest(json: unknown, manifestUrl: string): BuildInfo | null {
  const manifest = json as MfManifest | null;
  const entryName = manifest?.metaData?.remoteEntry?.name;
  if (!entryName || !Array.isArray(manifest?.exposes)) return null;
  const at = (file: string) => new URL(file, manifestUrl).href;
  const entryPath = manifest.metaData?.remoteEntry?.path?.replace(/^\/+|\/+$/g, '');
  return {
    remoteEntry: at(entryPath ? `${entryPath}/${entryName}` : entryName),
    exposes: new Map(manifest.exposes.map((e) => [e.path ?? '', (e.assets?.js?.sync ?? []).map(at)])),
  };
}

export type { OverrideNotice };
export const FAILED_KEY = 'portal.rollout.failed';
const AREA_MODULE = './app';

/**
 * Loads remote modules through the Module Federation runtime. Every promise is cached per module and
 * version at this level, never per render (TOOLCHAIN.md: a lazy remote created inside a render
 * re-suspends). Which version a customer gets is `pickRemoteEntry`'s decision (@portal/release);
 * this adds the page's side of the rollout: QA overrides remembered for the tab, canaries that
 * failed here never tried again in this tab, reports to the sandbox, and re-reading the manifest on
 * area loads.
 */
export function createRemoteLoader({
  runtime,
  fetchJson = defaultFetchJson,
  pageUrl = () => window.location.href,
  storage = defaultStorage(),
  report = defaultReport,
  now = () => Date.now(),
}: RemoteLoaderOptions): RemoteLoader {
  let settings: RemoteLoaderSettings | null = null;
  let manifestState: { promise: Promise<RemoteManifest>; fetchedAt: number; good: RemoteManifest | null } | null = null;
  const registered = new Map<RemoteName, PickedRemote>();
  const needsForce = new Set<RemoteName>();
  const modules = new Map<string, Promise<LoadedParcel>>();
  const builds = new Map<string, Promise<BuildInfo | null>>();
  const reported = new Set<string>();
  const notices = new Map<RemoteName, OverrideNotice>();
  const listeners = new Set<() => void>();
  let noticeList: readonly OverrideNotice[] = [];

  function readFailed(): Record<string, string[]> {
    try {
      return JSON.parse(storage?.getItem(FAILED_KEY) ?? '{}') as Record<string, string[]>;
    } catch {
      return {};
    }
  }
  const failed = readFailed();

  function setNotice(remote: RemoteName, notice: OverrideNotice | null): void {
    const current = notices.get(remote);
    if (JSON.stringify(current ?? null) === JSON.stringify(notice)) return;
    if (notice) notices.set(remote, notice);
    else notices.delete(remote);
    noticeList = REMOTE_NAMES.flatMap((r) => (notices.has(r) ? [notices.get(r) as OverrideNotice] : []));
    for (const listener of listeners) listener();
  }

  /**
   * A remote build's mf-manifest.json, read once per version: where its container entry is, and
   * the scripts each exposed module needs at once. Null when unreadable (a failure is not kept: a
   * retry reads it again).
   */
  function buildInfo(manifestUrl: string): Promise<BuildInfo | null> {
    let promise = builds.get(manifestUrl);
    if (!promise) {
      promise = fetchJson(manifestUrl, { immutable: true }).then(
        (json) => parseBuildManifest(json, manifestUrl),
        () => null,
      );
      promise.then((info) => {
        if (!info && builds.get(manifestUrl) === promise) builds.delete(manifestUrl);
      });
      builds.set(manifestUrl, promise);
    }
    return promise;
  }

  function manifest(maxAgeMs?: number): Promise<RemoteManifest> {
    if (!settings) return Promise.reject(new Error('remote loader is not configured'));
    const stale = manifestState && maxAgeMs !== undefined && now() - manifestState.fetchedAt > maxAgeMs;
    if (!manifestState || stale) {
      const previous = manifestState?.good ?? null;
      const state: NonNullable<typeof manifestState> = {
        fetchedAt: now(),
        good: previous,
        promise: fetchJson(new URL(settings.manifestUrl, pageUrl()).href)
          .then(parseManifest)
          .then(
            (parsed) => {
              state.good = parsed;
              return parsed;
            },
            (error: unknown) => {
              // keep serving the last good manifest rather than failing an area that was working
              if (previous) return previous;
              if (manifestState === state) manifestState = null; // a later retry fetches it again
              throw error;
            },
          ),
      };
      manifestState = state;
    }
    return manifestState.promise;
  }

  function overrideFor(remote: RemoteName, parsed: RemoteManifest): string | null {
    const entry = parsed.remotes[remote];
    if (!entry) return null;
    const { version, notice } = readQaOverride(remote, entry, pageUrl(), storage);
    setNotice(remote, notice);
    return version;
  }

  async function register(remote: RemoteName, refresh: boolean): Promise<PickedRemote> {
    const known = registered.get(remote);
    if (known && !needsForce.has(remote) && !refresh) return known;
    let parsed: RemoteManifest;
    try {
      parsed = await manifest(refresh ? settings?.manifestMaxAgeMs : undefined);
    } catch (cause) {
      throw new RemoteLoadError(`remote manifest failed: ${String(cause)}`, remote, '', 'manifest', {
        cause,
      });
    }
    const entry = parsed.remotes[remote];
    if (!entry || !settings)
      throw new RemoteLoadError(`remote ${remote} is not in the manifest`, remote, '', 'missing');
    const picked = pickRemoteEntry(entry, settings.getUser(), {
      override: overrideFor(remote, parsed),
      failedVersions: failed[remote] ?? [],
    });
    const url = resolveEntryUrl(picked.entry, settings.manifestUrl, pageUrl());
    const current = registered.get(remote);
    if (current && !needsForce.has(remote) && current.entry === url) {
      // the same build, perhaps under another channel now (a canary made stable)
      if (current.channel !== picked.channel) registered.set(remote, { ...current, channel: picked.channel });
      return registered.get(remote) as PickedRemote;
    }
    if (!isAllowedEntry(url, settings.remoteOrigins, new URL(pageUrl()).origin)) {
      throw new RemoteLoadError(
        `remote ${remote} entry ${url} is not from an allowed origin`,
        remote,
        picked.version,
        'refused',
      );
    }
    // a build is published with its mf-manifest.json: the container entry is named there
    let containerEntry = url;
    if (url.endsWith('.json')) {
      const build = await buildInfo(url);
      if (!build) {
        throw new RemoteLoadError(`remote ${remote}: ${url} is not readable`, remote, picked.version, 'load');
      }
      containerEntry = build.remoteEntry;
      // another load of this remote registered the same build while this one read the file
      const now = registered.get(remote);
      if (now && !needsForce.has(remote) && now.entry === url) return now;
    }
    const previous = registered.get(remote);
    // MF caches the container (and a failed entry script): another version, or a retry, needs force
    const force = needsForce.has(remote) || (previous !== undefined && previous.entry !== url);
    if (force) runtime.forgetChunks?.(REMOTES[remote].container);
    runtime.registerRemotes(
      [{ name: REMOTES[remote].container, entry: containerEntry }],
      force ? { force: true } : undefined,
    );
    needsForce.delete(remote);
    const chosen = { ...picked, entry: url };
    registered.set(remote, chosen);
    return chosen;
  }

  async function loadModule(remote: RemoteName, module: string, picked: PickedRemote): Promise<LoadedParcel> {
    if (picked.entry.endsWith('.json')) {
      const scripts = (await buildInfo(picked.entry))?.exposes.get(module);
      if (!scripts) {
        throw new RemoteLoadError(
          `${remoteModuleId(remote, module)} is not exposed by ${picked.version}`,
          remote,
          picked.version,
          'not-exposed',
        );
      }
      runtime.preloadScripts?.(scripts);
    }
    if (module === AREA_MODULE) runtime.preloadOnDemandShares?.();
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
    return { config, version: picked.version, channel: picked.channel };
  }

  const cacheKey = (remote: RemoteName, entry: string, module: string) => `${remote}|${entry}#${module}`;

  function load(remote: RemoteName, module: string): Promise<LoadedParcel> {
    return register(remote, module === AREA_MODULE).then((picked) => {
      const key = cacheKey(remote, picked.entry, module);
      let promise = modules.get(key);
      if (!promise) {
        promise = loadModule(remote, module, picked);
        modules.set(key, promise);
      }
      return promise.then((loaded) => (loaded.channel === picked.channel ? loaded : { ...loaded, channel: picked.channel }));
    });
  }

  /** Forgets cached loads of a remote (one module, or all); the next load registers it afresh. */
  function forget(remote: RemoteName, module?: string): void {
    for (const key of [...modules.keys()]) {
      if (key.startsWith(`${remote}|`) && (module === undefined || key.endsWith(`#${module}`))) modules.delete(key);
    }
    if (registered.has(remote)) needsForce.add(remote);
  }

  function send(picked: PickedRemote, remote: RemoteName, outcome: RolloutReport['outcome'], phase?: 'load' | 'mount', error?: unknown): void {
    if (!settings?.reportUrl) return;
    const user = settings.getUser();
    report(new URL(settings.reportUrl, pageUrl()).href, {
      remote,
      version: picked.version,
      channel: picked.channel,
      outcome,
      ...(phase ? { phase } : {}),
      userId: user?.id ?? null,
      cohort: picked.cohort,
      ...(error instanceof Error ? { message: error.message.slice(0, 200) } : {}),
    });
  }

  return {
    configure(next) {
      settings = next;
      manifestState = null;
    },
    load,
    reset(remote, module) {
      // MF caches the container and its failed entry script, so the next load registers it with force
      forget(remote, module);
    },
    fallBack(remote, version, phase, error) {
      const current = registered.get(remote);
      if (!current) return false;
      if (current.channel === 'stable' && current.version !== version) return true; // already switched by another host
      if (current.channel !== 'canary' || current.version !== version) return false;
      if (failed[remote]?.includes(version)) return true; // another host of this remote already fell back
      failed[remote] = [...new Set([...(failed[remote] ?? []), version])];
      try {
        storage?.setItem(FAILED_KEY, JSON.stringify(failed));
      } catch {
        /* the tab still remembers it in memory */
      }
      send(current, remote, 'failed', phase, error);
      forget(remote);
      return true;
    },
    mounted(remote, version) {
      const current = registered.get(remote);
      const key = `${remote}@${version}`;
      if (!current || current.version !== version || current.channel !== 'canary' || reported.has(key)) return;
      reported.add(key);
      send(current, remote, 'loaded');
    },
    registeredVersion(remote) {
      return registered.get(remote)?.version;
    },
    async preload(remote) {
      try {
        await load(remote, AREA_MODULE);
      } catch {
        // a failed preload must not stand in for the real load: forget it
        forget(remote, AREA_MODULE);
      }
    },
    notices: () => noticeList,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clearOverride(remote) {
      storage?.removeItem(OVERRIDE_KEY(remote));
      setNotice(remote, null);
      if (registered.get(remote)?.channel === 'override') forget(remote);
    },
  };
}
