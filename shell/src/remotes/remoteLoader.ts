import {
  REMOTE_NAMES,
  contributionsOf,
  pickRemoteEntry,
  readContributions,
  type Contributions,
  type PickedRemote,
  type RemoteName,
} from '@portal/release';
import { createBuildInfoCache } from './buildInfo';
import { createContainerRegistry } from './containerRegistry';
import { createContributionsBoard } from './contributionsBoard';
import { createFailedCanaries } from './failedCanaries';
import { createListeners } from './listeners';
import type {
  ContributionsSnapshot,
  FederationRuntime,
  FetchJson,
  ParcelLoader,
  RemoteContributions,
  RemoteLoaderSettings,
  RolloutReport,
} from './loaderTypes';
import { resolveEntryUrl, type RemoteManifest } from './manifest';
import { createManifestCache } from './manifestCache';
import { takeEarlyManifest } from './earlyManifest';
import { AREA_MODULE, createModuleCache } from './moduleCache';
import {
  DEV_OVERRIDE_KEY,
  DEV_VERSION,
  NO_DEV_OVERRIDES,
  readDevOverride,
  withoutOverrideParam,
} from './devOverride';
import { createNoticeBoard, type OverrideNotice } from './overrideNotices';
import { OVERRIDE_KEY, readQaOverride, type SessionStore } from './qaOverride';
import { RemoteLoadError } from './RemoteLoadError';
import { createRolloutReporter, sendReport } from './rolloutReporter';

export type {
  ContributionsSnapshot,
  FederationRuntime,
  LoadedParcel,
  ParcelLifecycles,
  ParcelLoader,
  RemoteContributions,
  RemoteLoaderSettings,
  RolloutReport,
} from './loaderTypes';
export type { OverrideNotice } from './overrideNotices';
export type { DevOverrideSettings } from './devOverride';
export { RemoteLoadError } from './RemoteLoadError';
export { FAILED_KEY } from './failedCanaries';
export { remoteModuleId } from './moduleCache';
export { parseBuildManifest, type BuildInfo } from './buildInfo';

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  fetchJson?: FetchJson;
  pageUrl?: () => string;
  /** Per-tab memory of QA overrides and failed canaries (sessionStorage in the page). */
  storage?: SessionStore | null;
  /** This browser's memory of development overrides (localStorage in the page). */
  devStorage?: SessionStore | null;
  /** Sends a rollout report; by default a keepalive POST of JSON to `reportUrl`, with the session's bearer token. */
  report?: (url: string, report: RolloutReport) => void;
  now?: () => number;
  /** The first read of the manifest: an early answer for its address, or null (first-paint.js's, by default). */
  earlyManifest?: (href: string, fetchJson: FetchJson) => Promise<unknown> | null;
}

export interface RemoteLoader extends ParcelLoader {
  configure(settings: RemoteLoaderSettings): void;
  fallBack(remote: RemoteName, version: string, phase: 'load' | 'mount', error: unknown): boolean;
  mounted(remote: RemoteName, version: string): void;
  /** The version registered for a remote, once it has been needed. */
  registeredVersion(remote: RemoteName): string | undefined;
  /**
   * Loads a module of a remote that is plain code, not a parcel (its `./search`), from the version
   * this customer gets; a failure is forgotten, so the next call tries again.
   */
  loadExports(remote: RemoteName, module: string): Promise<unknown>;
  /** Loads a remote's area parcel ahead of need (menu hover); a failure is forgotten. */
  preload(remote: RemoteName): Promise<void>;
  /** QA overrides in effect or refused in this tab. */
  notices(): readonly OverrideNotice[];
  /** Told when the notices or the contributions change. */
  subscribe(listener: () => void): () => void;
  /** Drops a remembered QA or development override: the next load of that remote gets the usual version. */
  clearOverride(remote: RemoteName): void;
  /** What every remote contributes in the version this customer gets (menus, titles, tiles, widgets, dialogs). */
  contributions(): ContributionsSnapshot;
  /** Chooses every remote's version for the current user now (reading the manifest once if needed). */
  refreshContributions(): Promise<void>;
  /** Starts reading the release manifest, so it is in hand when the signed-in portal first needs it. */
  prefetchManifest(): void;
}

const defaultFetchJson: FetchJson = async (
  url,
  { immutable = false, integrity, reload = false, deadlineMs } = {},
) => {
  // the release manifest changes with every release; a version's mf-manifest.json never does, and
  // reading it through the HTTP cache lets the federation runtime's own read of it hit the cache
  // (unless a copy from there did not match its digest before)
  const cache: RequestCache = reload ? 'reload' : immutable ? 'force-cache' : 'no-store';
  const signal = deadlineMs === undefined ? undefined : AbortSignal.timeout(deadlineMs);
  const response = await fetch(url, { cache, integrity, signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
};

function defaultStorage(kind: 'sessionStorage' | 'localStorage'): SessionStore | null {
  try {
    return typeof window !== 'undefined' ? window[kind] : null;
  } catch {
    return null; // storage disabled: overrides then last for the page only
  }
}

/**
 * The page's remote loader: which version of each remote this customer gets (`pickRemoteEntry`, with
 * this tab's QA override and failed canaries), what those versions contribute, and their modules
 * through the Module Federation runtime. The jobs are modules of their own: the manifest cache,
 * build manifests, container registration, the module cache, override notices, failed canaries and
 * rollout reports; this wires them together.
 */
export function createRemoteLoader({
  runtime,
  fetchJson = defaultFetchJson,
  pageUrl = () => window.location.href,
  storage = defaultStorage('sessionStorage'),
  devStorage = defaultStorage('localStorage'),
  report = sendReport,
  now = () => Date.now(),
  earlyManifest = (href, fetch) => takeEarlyManifest(href, fetch),
}: RemoteLoaderOptions): RemoteLoader {
  let settings: RemoteLoaderSettings | null = null;
  let contributionsWanted = false;
  const listeners = createListeners();
  const notices = createNoticeBoard(listeners);
  const board = createContributionsBoard(listeners);
  const failed = createFailedCanaries(storage);
  const buildInfo = createBuildInfoCache(fetchJson, () => settings?.loadDeadlineMs);
  // remotes whose next load is a retry after a failure: it starts afresh, the release manifest read again
  const retrying = new Set<RemoteName>();
  const devContributions = new Map<string, Contributions>();
  const containers = createContainerRegistry(runtime, buildInfo);
  const modules = createModuleCache(runtime, buildInfo);
  const manifests = createManifestCache({
    fetchJson,
    now,
    url: () => (settings ? new URL(settings.manifestUrl, pageUrl()).href : null),
    early: (href) => earlyManifest(href, fetchJson),
    onRead: (manifest) => {
      if (contributionsWanted) showContributions(manifest);
    },
  });
  const reporter = createRolloutReporter({
    url: () => (settings?.reportUrl ? new URL(settings.reportUrl, pageUrl()).href : null),
    user: () => settings?.getUser() ?? null,
    send: report,
  });

  /** The version of a remote this customer gets now, by the manifest in hand; null when it lists none. */
  function choose(remote: RemoteName, manifest: RemoteManifest): PickedRemote | null {
    const entry = manifest.remotes[remote];
    if (!entry || !settings) return null;
    const page = pageUrl();
    const dev = readDevOverride(remote, page, devStorage, settings.devOverrides ?? NO_DEV_OVERRIDES);
    if (dev.entry) {
      notices.set(remote, dev.notice);
      return { version: DEV_VERSION, entry: dev.entry, channel: 'dev', cohort: null };
    }
    const override = readQaOverride(
      remote,
      entry,
      dev.claimed ? withoutOverrideParam(remote, page) : page,
      storage,
    );
    notices.set(remote, dev.notice ?? override.notice);
    return pickRemoteEntry(entry, settings.getUser(), {
      override: override.version,
      failedVersions: failed.versions(remote),
    });
  }

  /**
   * What a chosen version contributes: a released one's are in the manifest; a development build's
   * are in its own mf-manifest.json, read once per page (the released stable's stand in meanwhile).
   */
  function contributionsFor(
    name: RemoteName,
    entry: NonNullable<RemoteManifest['remotes'][RemoteName]>,
    picked: PickedRemote,
  ): Contributions {
    if (picked.channel !== 'dev') return contributionsOf(name, entry, picked.version);
    const dev = devContributions.get(picked.entry);
    if (dev) return dev;
    buildInfo(picked.entry).then(
      (info) => {
        if (info.contributions === undefined || devContributions.has(picked.entry)) return;
        devContributions.set(picked.entry, readContributions(name, info.contributions));
        choicesChanged();
      },
      () => undefined, // the area's own load reports an unreadable build
    );
    return contributionsOf(name, entry, entry.stable.version);
  }

  function showContributions(manifest: RemoteManifest): void {
    const remotes: ContributionsSnapshot['remotes'] = {};
    for (const name of REMOTE_NAMES) {
      const picked = choose(name, manifest);
      const entry = manifest.remotes[name];
      if (picked && entry)
        remotes[name] = {
          version: picked.version,
          channel: picked.channel,
          contributions: contributionsFor(name, entry, picked),
        } satisfies RemoteContributions;
    }
    board.set({ status: 'ready', remotes });
  }

  /** After a choice changed in this tab (a fall-back, an override cleared): the contributions follow. */
  function choicesChanged(): void {
    const manifest = manifests.latest();
    if (contributionsWanted && manifest) showContributions(manifest);
  }

  async function register(remote: RemoteName, refresh: boolean): Promise<PickedRemote> {
    const known = containers.current(remote);
    if (known && !containers.stale(remote) && !refresh) return known;
    let manifest: RemoteManifest;
    if (retrying.delete(remote)) manifests.expire();
    try {
      manifest = await manifests.read(refresh ? settings?.manifestMaxAgeMs : undefined);
    } catch (cause) {
      throw new RemoteLoadError(`remote manifest failed: ${String(cause)}`, remote, '', 'manifest', {
        cause,
      });
    }
    const picked = choose(remote, manifest);
    if (!picked || !settings)
      throw new RemoteLoadError(`remote ${remote} is not in the manifest`, remote, '', 'missing');
    const page = pageUrl();
    const entry = resolveEntryUrl(picked.entry, settings.manifestUrl, page);
    return containers.register(
      remote,
      { ...picked, entry },
      { allowed: settings.remoteOrigins, page: new URL(page).origin },
    );
  }

  function load(remote: RemoteName, module: string) {
    return register(remote, module === AREA_MODULE).then((picked) => modules.load(remote, module, picked));
  }

  /** Forgets cached loads of a remote (one module, or all); the next load registers it afresh. */
  function forget(remote: RemoteName, module?: string): void {
    modules.forget(remote, module);
    containers.markStale(remote);
  }

  return {
    configure(next) {
      settings = next;
      manifests.reset();
      runtime.setLoadDeadline?.(next.loadDeadlineMs);
    },
    load,
    async loadExports(remote, module) {
      try {
        return await register(remote, false).then((picked) => modules.loadExports(remote, module, picked));
      } catch (error) {
        // only this module is forgotten: the area of the same remote, mounted or not, keeps its container
        modules.forget(remote, module);
        throw error;
      }
    },
    reset(remote, module) {
      // MF caches the container and its failed entry script, so the next load registers it with
      // force; and it reads the release manifest again (a withdrawn or replaced version is not retried)
      forget(remote, module);
      retrying.add(remote);
    },
    fallBack(remote, version, phase, error) {
      const current = containers.current(remote);
      if (!current) return false;
      if (current.channel === 'stable' && current.version !== version) return true; // already switched by another host
      if (current.channel !== 'canary' || current.version !== version) return false;
      if (failed.has(remote, version)) return true; // another host of this remote already fell back
      failed.add(remote, version);
      reporter.failed(remote, current, phase, error);
      forget(remote);
      choicesChanged();
      return true;
    },
    mounted(remote, version) {
      const current = containers.current(remote);
      if (current && current.version === version && current.channel === 'canary')
        reporter.loaded(remote, current);
    },
    registeredVersion: (remote) => containers.current(remote)?.version,
    async preload(remote) {
      try {
        await load(remote, AREA_MODULE);
      } catch {
        // a failed preload must not stand in for the real load: forget it
        forget(remote, AREA_MODULE);
      }
    },
    notices: () => notices.list(),
    subscribe: (listener) => listeners.add(listener),
    clearOverride(remote) {
      storage?.removeItem(OVERRIDE_KEY(remote));
      devStorage?.removeItem(DEV_OVERRIDE_KEY(remote));
      notices.set(remote, null);
      const channel = containers.current(remote)?.channel;
      if (channel === 'override' || channel === 'dev') forget(remote);
      choicesChanged();
    },
    contributions: () => board.get(),
    async refreshContributions() {
      contributionsWanted = true;
      try {
        showContributions(await manifests.read());
      } catch {
        // without a manifest the shell shows its own entries; a later read fills them in
        if (board.get().status === 'loading') board.set({ status: 'unavailable', remotes: {} });
      }
    },
    prefetchManifest() {
      manifests.read().catch(() => undefined);
    },
  };
}
