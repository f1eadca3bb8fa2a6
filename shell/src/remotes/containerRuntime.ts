import type { FederationRuntime } from './loaderTypes';

/** A remote's container, as webpack's container interface defines it: `init(shareScope)`, then `get('./module')`. */
export interface RemoteContainer {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown> | (() => unknown);
}

export interface ContainerRuntimeDeps {
  /** Runs a remote's entry script (resolves once it ran, rejects when it could not be loaded). */
  loadScript(url: string): Promise<void>;
  /** Where an entry script puts its container, by container name (the page's window). */
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
export function createContainerRuntime(deps: ContainerRuntimeDeps): Pick<FederationRuntime, 'registerRemotes' | 'loadRemote'> {
  const entries = new Map<string, string>();
  const containers = new Map<string, Promise<RemoteContainer>>();

  async function start(name: string, entry: string): Promise<RemoteContainer> {
    await deps.loadScript(entry);
    const container = deps.globals[name] as RemoteContainer | undefined;
    if (!container || typeof container.init !== 'function' || typeof container.get !== 'function') {
      throw new Error(`${entry} did not define the container ${name}`);
    }
    await container.init(await deps.shareScope());
    return container;
  }

  function containerOf(name: string): Promise<RemoteContainer> {
    const entry = entries.get(name);
    if (entry === undefined) return Promise.reject(new Error(`remote container ${name} is not registered`));
    let container = containers.get(entry);
    if (!container) {
      const started = start(name, entry);
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
      for (const { name, entry } of remotes) {
        const previous = entries.get(name);
        if (previous !== undefined && (options?.force || previous !== entry)) {
          containers.delete(previous);
          // the next entry script defines the container again; until then there is none
          deps.globals[name] = undefined;
        }
        entries.set(name, entry);
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
  };
}

/** Loads a classic script into the page's head; it is removed once it ran. */
export function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });
}
