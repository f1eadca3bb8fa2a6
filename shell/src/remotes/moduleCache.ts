import { REMOTES, type PickedRemote, type RemoteName } from '@portal/release';
import { manifestDigest, type BuildInfo } from './buildInfo';
import type { FederationRuntime, LoadedParcel, ParcelLifecycles } from './loaderTypes';
import { RemoteLoadError } from './RemoteLoadError';

/** An area's parcel; the other exposed modules are widgets and dialogs. */
export const AREA_MODULE = './app';

/** `./widgets/Balance` → `mfe_billing/widgets/Balance`. */
export function remoteModuleId(remote: RemoteName, module: string): string {
  return `${REMOTES[remote].container}/${module.replace(/^\.\//, '')}`;
}

/** A loaded module's single-spa lifecycles: its named exports, or its default export; null when it is no parcel. */
export function toLifecycles(mod: unknown): ParcelLifecycles | null {
  const isParcel = (m: unknown): m is ParcelLifecycles =>
    !!m && typeof m === 'object' && 'mount' in m && 'unmount' in m;
  if (isParcel(mod)) return mod;
  const fallback = mod && typeof mod === 'object' ? (mod as { default?: unknown }).default : undefined;
  return isParcel(fallback) ? fallback : null;
}

/**
 * The hints for a module's scripts: a checked build's carry the digest its runtime gives the script
 * element (a script whose digest the build did not record gets no hint, never an unchecked copy);
 * a development build's, none.
 */
function preloadHints(
  scripts: readonly string[],
  info: BuildInfo,
  checked: boolean,
): Array<{ href: string; integrity?: string }> {
  return scripts.flatMap((href) => {
    const integrity = info.integrity.get(href);
    if (!checked) return [{ href }];
    return integrity ? [{ href, integrity }] : [];
  });
}

export interface ModuleCache {
  /** A module of a registered version, loaded once per version (the promise is cached, a failure too until forgotten). */
  load(remote: RemoteName, module: string, picked: PickedRemote): Promise<LoadedParcel>;
  /** A module that is plain code, not a parcel (a remote's `./search`): its exports, cached the same way. */
  loadExports(remote: RemoteName, module: string, picked: PickedRemote): Promise<unknown>;
  /** Forgets a remote's loads (one module, or all). */
  forget(remote: RemoteName, module?: string): void;
}

/**
 * Exposed modules loaded through the Module Federation runtime, cached per remote, version and
 * module at this level, never per render (a lazy remote created inside a render re-suspends). A
 * module's scripts, named by its build's mf-manifest.json, are asked for alongside its container.
 */
export function createModuleCache(
  runtime: FederationRuntime,
  buildInfo: (url: string, integrity?: string) => Promise<BuildInfo>,
): ModuleCache {
  const modules = new Map<string, Promise<LoadedParcel>>();
  const plain = new Map<string, Promise<unknown>>();
  const keyOf = (remote: RemoteName, entry: string, module: string) => `${remote}|${entry}#${module}`;

  async function loadExports(remote: RemoteName, module: string, picked: PickedRemote): Promise<unknown> {
    const id = remoteModuleId(remote, module);
    // a build published with its mf-manifest.json names the module's scripts and the shares it
    // consumes (the registry read and checked that file before registering the container)
    const fromManifest = picked.entry.endsWith('.json');
    let info: BuildInfo | null = null;
    if (fromManifest) {
      info = await buildInfo(picked.entry, manifestDigest(picked));
      const scripts = info.exposes.get(module);
      if (!scripts)
        throw new RemoteLoadError(
          `${id} is not exposed by ${picked.version}`,
          remote,
          picked.version,
          'not-exposed',
        );
      runtime.preloadScripts?.(preloadHints(scripts, info, picked.channel !== 'dev'));
    }
    // the shares this build consumes, as its manifest names them (a bare container entry names none: all)
    if (module === AREA_MODULE) runtime.preloadOnDemandShares?.(info?.shares);
    let mod: unknown;
    try {
      mod = await runtime.loadRemote<unknown>(id);
    } catch (cause) {
      throw new RemoteLoadError(`${id} failed to load`, remote, picked.version, 'load', { cause });
    }
    return mod;
  }

  async function loadModule(remote: RemoteName, module: string, picked: PickedRemote): Promise<LoadedParcel> {
    const id = remoteModuleId(remote, module);
    const config = toLifecycles(await loadExports(remote, module, picked));
    if (!config) throw new RemoteLoadError(`${id} is not a parcel`, remote, picked.version, 'not-a-parcel');
    return { config, version: picked.version, channel: picked.channel };
  }

  return {
    load(remote, module, picked) {
      const key = keyOf(remote, picked.entry, module);
      let promise = modules.get(key);
      if (!promise) {
        promise = loadModule(remote, module, picked);
        modules.set(key, promise);
      }
      return promise.then((loaded) =>
        loaded.channel === picked.channel ? loaded : { ...loaded, channel: picked.channel },
      );
    },
    loadExports(remote, module, picked) {
      const key = keyOf(remote, picked.entry, module);
      let promise = plain.get(key);
      if (!promise) {
        promise = loadExports(remote, module, picked);
        plain.set(key, promise);
      }
      return promise;
    },
    forget(remote, module) {
      for (const cache of [modules, plain] as Map<string, unknown>[]) {
        for (const key of [...cache.keys()]) {
          if (key.startsWith(`${remote}|`) && (module === undefined || key.endsWith(`#${module}`)))
            cache.delete(key);
        }
      }
    },
  };
}
