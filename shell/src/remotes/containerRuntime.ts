import type { FederationRuntime } from './loaderTypes';
import { DEADLINE_GLOBAL } from './loadDeadline';

/** A remote's container, as webpack's container interface defines it: `init(shareScope)`, then `get('./module')`. */
export interface RemoteContainer {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown> | (() => unknown);
}

/** How an entry script is loaded: the digest it must match, and how long it may take (ms). */
export interface ScriptOptions {
  integrity?: string;
  deadlineMs?: number;
}

export interface ContainerRuntimeDeps {
  /** Runs a remote's entry script (resolves once it ran, rejects when it could not be loaded, did not match its digest or passed its deadline). */
  loadScript(url: string, options: ScriptOptions): Promise<void>;
  /** Where an entry script puts its container, by container name (the page's window); also where the remotes' runtimes read the deadline. */
  globals: Record<string, unknown>;
  /** The page's share scope, initialised (webpack's `__webpack_init_sharing__('default')`, then `__webpack_share_scopes__.default`). */
  shareScope(): Promise<unknown>;
}

/**
 * Registers and loads remote modules through webpack's container interface: a container is its
 * entry script's global, initialised once with the page's share scope, and each module comes from
 * its `get`. What Module Federation's runtime would do for a remote given by its entry, without the
 * runtime's code for remotes in the shell (the shell is built with its remote loading left out;
 * the remote loader reads each build's mf-manifest.json itself). A container registered again with
 * another entry, or by force, starts afresh from its new entry.
 */
export function createContainerRuntime(
  deps: ContainerRuntimeDeps,
): Pick<FederationRuntime, 'registerRemotes' | 'loadRemote' | 'setLoadDeadline'> {
  const entries = new Map<string, { entry: string; integrity?: string }>();
  const containers = new Map<string, Promise<RemoteContainer>>();
  let deadlineMs: number | undefined;
  const starts = new Map<string, number>();

  async function start(
    name: string,
    { entry, integrity }: { entry: string; integrity?: string },
  ): Promise<RemoteContainer> {
    // an entry started again (a retry, a forced registration) is asked for at a new address, which
    // its runtime gives its chunks too (build/remoteIntegrity.cjs): the page's memory and HTTP caches
    // would give a file that failed its digest again, and a request that never answered is not waited for
    const attempt = starts.get(entry) ?? 0;
    starts.set(entry, attempt + 1);
    await deps.loadScript(attempt ? `${entry}?attempt=${attempt}` : entry, { integrity, deadlineMs });
    const container = deps.globals[name] as RemoteContainer | undefined;
    if (!container || typeof container.init !== 'function' || typeof container.get !== 'function') {
      throw new Error(`${entry} did not define the container ${name}`);
    }
    await container.init(await deps.shareScope());
    return container;
  }

  function containerOf(name: string): Promise<RemoteContainer> {
    const registered = entries.get(name);
    if (registered === undefined)
      return Promise.reject(new Error(`remote container ${name} is not registered`));
    const { entry } = registered;
    let container = containers.get(entry);
    if (!container) {
      const started = start(name, registered);
      containers.set(entry, started);
      // a failed start is not kept: the next load tries the entry again
      started.catch(() => {
        if (containers.get(entry) === started) containers.delete(entry);
      });
      container = started;
    }
    return container;
  }

  return {
    registerRemotes(remotes, options) {
      for (const { name, entry, integrity } of remotes) {
        const previous = entries.get(name);
        if (
          previous !== undefined &&
          (options?.force || previous.entry !== entry || previous.integrity !== integrity)
        ) {
          containers.delete(previous.entry);
          // the next entry script defines the container again; until then there is none
          deps.globals[name] = undefined;
        }
        entries.set(name, { entry, integrity });
      }
    },
    async loadRemote<T>(id: string): Promise<T | null> {
      // `mfe_billing/widgets/Balance` → container mfe_billing, module ./widgets/Balance
      const slash = id.indexOf('/');
      if (slash < 1) throw new Error(`${id} names no module of a container`);
      const container = await containerOf(id.slice(0, slash));
      const factory = await container.get(`.${id.slice(slash)}`);
      return factory() as T;
    },
    setLoadDeadline(ms) {
      deadlineMs = ms;
      deps.globals[DEADLINE_GLOBAL] = ms;
    },
  };
}

/**
 * Loads a classic script into the page's head; it is removed once it ran, failed or passed its
 * deadline. With a digest the browser runs it only if it matches (Subresource Integrity, a CORS
 * request); a mismatch fails like a missing file.
 */
export function loadScript(url: string, { integrity, deadlineMs }: ScriptOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    if (integrity) {
      script.setAttribute('integrity', integrity);
      script.setAttribute('crossorigin', 'anonymous');
    }
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const settle = (timedOut?: boolean) => {
      clearTimeout(deadline);
      script.onload = script.onerror = null;
      script.remove();
      if (timedOut === undefined) resolve();
      // the browser does not say whether a failed script was missing or did not match its digest
      else reject(new Error(`${url}: ${timedOut ? 'timeout' : 'error'}`));
    };
    script.onload = () => settle();
    script.onerror = () => settle(false);
    if (deadlineMs !== undefined) deadline = setTimeout(() => settle(true), deadlineMs);
    document.head.appendChild(script);
  });
}
