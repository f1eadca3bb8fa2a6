import * as React from 'react';
import { flushSync } from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Router } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ParcelProps } from '@portal/shared-sdk';
import { PortalProviders, type MessagesByLocale } from '../providers/PortalProviders';
import { directionOf } from '../i18n/PortalLocaleContext';
import { ErrorState } from '../feedback/ErrorState';
import { ParcelErrorBoundary } from './ParcelErrorBoundary';
import { ParcelPropsContext } from './ParcelPropsContext';
import { parcelNavigator } from './parcelNavigator';
import { WarmUpContext, type WarmUp } from './WarmUpContext';

export interface CreateParcelOptions {
  messages: MessagesByLocale;
  /** one client per parcel module by default, kept across mounts so its cache survives */
  queryClient?: QueryClient;
}

/** What single-spa passes to a parcel: the shell's ParcelProps plus single-spa's own. */
export type ParcelLifecycleProps = ParcelProps & { name?: string; domElement?: HTMLElement };

export interface ParcelLifecycles {
  bootstrap: (props: ParcelLifecycleProps) => Promise<void>;
  mount: (props: ParcelLifecycleProps) => Promise<void>;
  unmount: (props: ParcelLifecycleProps) => Promise<void>;
  update: (props: ParcelLifecycleProps) => Promise<void>;
}

/** createParcel's lifecycles plus `warm`, which the shell may call before a mount. */
export interface WarmableParcel extends ParcelLifecycles {
  /**
   * Not a single-spa lifecycle and no mount: renders the page behind `props.location` ahead of
   * time, hidden (React `<Activity>`) and detached, with no effects (nothing is fetched,
   * redirected or subscribed). A mount of that address soon after (in the locale it was warmed in)
   * takes the rendered page over: it moves it into the parcel's element and reveals it, so the
   * click pays for effects and what changed, not for a first render. Otherwise it is thrown away
   * (another mount, or after KEEP_WARM_MS). Settles when done.
   */
  warm: (props: ParcelProps) => Promise<void>;
}

/** How many index redirects a warm-up follows from the address it was given. */
const WARM_UP_HOPS = 3;

/** How long a finished warm-up waits for the mount that takes it over (a hover, then a click). */
export const KEEP_WARM_MS = 30_000;

function locationOf(path: string): ParcelProps['location'] {
  const url = new URL(path, 'http://portal.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key: 'warm-up' };
}

const pathOf = (location: ParcelProps['location']) => `${location.pathname}${location.search}${location.hash}`;

// what single-spa adds to the props on every lifecycle call (mountParcel is bound afresh each time)
const SINGLE_SPA_PROPS = new Set(['name', 'mountParcel', 'singleSpa', 'unmountSelf']);

/**
 * The same page with the same props: every prop identical but the location, which may differ in
 * its history key only (the shell confirming an address the parcel already shows).
 */
function sameProps(a: ParcelLifecycleProps, b: ParcelLifecycleProps): boolean {
  const keys = Object.keys(b).filter((k) => !SINGLE_SPA_PROPS.has(k));
  if (keys.length !== Object.keys(a).filter((k) => !SINGLE_SPA_PROPS.has(k)).length) return false;
  return keys.every((k) => {
    if (k !== 'location') return Object.is(a[k], b[k]);
    const x = a.location;
    const y = b.location;
    return pathOf(x) === pathOf(y) && (x.state ?? null) === (y.state ?? null);
  });
}

/** The same place: address and history state (the history key aside, as in sameProps). */
const samePlace = (a: ParcelProps['location'], b: ParcelProps['location']) => pathOf(a) === pathOf(b) && (a.state ?? null) === (b.state ?? null);

/** The same props for the parcel's components: what single-spa adds and the element aside. */
function sameContract(a: ParcelLifecycleProps, b: ParcelLifecycleProps): boolean {
  const keys = (p: ParcelLifecycleProps) => Object.keys(p).filter((k) => !SINGLE_SPA_PROPS.has(k) && k !== 'domElement');
  const ka = keys(a);
  return ka.length === keys(b).length && ka.every((k) => Object.is(a[k], b[k]));
}

/** `value`, or the one held from an earlier render while `same` says nothing changed. */
function useHeld<T>(value: T, same: (a: T, b: T) => boolean): T {
  const [held, setHeld] = React.useState(value);
  if (held === value || same(held, value)) return held;
  setHeld(value);
  return value;
}

/** Rendered after the parcel's tree in a warm-up: reached once the whole tree has rendered. */
function WarmUpRendered({ onRendered }: { onRendered: () => void }) {
  onRendered();
  return null;
}

function markRootElement(props: ParcelLifecycleProps): void {
  props.domElement?.setAttribute('dir', directionOf(props.locale));
  props.domElement?.setAttribute('lang', props.locale);
}

/** What a parcel's mount() rejects with: the error itself, or one carrying what was thrown. */
const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** Runs once, when its subtree first commits. */
function CommitSignal({ onCommit }: { onCommit: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first commit only
  React.useLayoutEffect(onCommit, []);
  return null;
}

/**
 * react-dom/client as single-spa-react sees it: a root's render() commits synchronously. Left to
 * itself, single-spa-react's `createRoot(el).render()` schedules the first render on React's
 * scheduler (a task of its own, often after a frame) and settles mount() another setTimeout
 * later; an area switch then paints a frame or two late. Rendering at once puts the parcel's
 * content on the page in the task that mounts it. `onUncaughtError` reports an error above the
 * parcel's boundary (its providers), which would otherwise leave mount() pending for ever.
 */
function synchronousClient(onUncaughtError: (error: unknown) => void) {
  return {
    createRoot(container: Element | DocumentFragment, options?: ReactDOMClient.RootOptions) {
      const root = ReactDOMClient.createRoot(container, {
        ...options,
        onUncaughtError: (error, info) => {
          onUncaughtError(error);
          if (options?.onUncaughtError) options.onUncaughtError(error, info);
          else if (typeof reportError === 'function') reportError(error);
          else console.error(error);
        },
      });
      return {
        render: (children: React.ReactNode) => flushSync(() => root.render(children)),
        unmount: () => root.unmount(),
      };
    },
  };
}

/** A warm-up's React root, rendered into a detached element of its own. */
interface WarmRoot {
  root: ReactDOMClient.Root;
  container: HTMLElement;
  /** the locale and address it rendered (after the redirects it followed) */
  locale: string;
  path: string;
  /** an uncaught error in the root, once a mount has taken it over, goes to that mount */
  owner: { key: string | null };
  expiry?: ReturnType<typeof setTimeout>;
}

/**
 * Turns a remote's root component into single-spa parcel lifecycles. The root renders inside
 * PortalProviders (in the locale of the props), a QueryClientProvider and a react-router Router
 * that follows the shell's location. A render error during mount rejects mount(), so the shell
 * can fall back (canary → stable, or in-place error); later errors show an ErrorState with retry.
 *
 * The lifecycles are single-spa-react's, over roots that render synchronously (synchronousClient):
 * mount() puts the content on the page before it returns and settles on that first commit.
 */
export function createParcel<P extends ParcelProps = ParcelProps>(
  Root: React.ComponentType,
  options: CreateParcelOptions,
): WarmableParcel {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  // mount() promises still waiting for their first commit, by single-spa parcel name
  const pendingMounts = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  // the parcel whose mount() is creating its root right now (single-spa-react does it synchronously)
  let mounting: string | null = null;
  // settles when that synchronous mount call has returned (single-spa-react then knows the root)
  let mountCall: Promise<void> = Promise.resolve();
  // parcels of this module on the page, and the warm-up in progress (at most one)
  const mountedNames = new Set<string>();
  let warmUp: { stop: () => void } | null = null;
  // a finished warm-up waiting for its mount, and the mounted parcels that took one over (their
  // roots are this module's, not single-spa-react's: update and unmount go to them directly)
  let kept: WarmRoot | null = null;
  const adopted = new Map<string, WarmRoot>();
  // index redirects met by warm-ups (address -> the address it stands for), and the props each
  // mounted parcel's root was last rendered with
  const redirects = new Map<string, string>();
  const rendered = new Map<string, ParcelLifecycleProps>();

  /** Where an address ends after the area's index redirects a warm-up has seen, if anywhere else. */
  function redirectOf(location: ParcelProps['location']): string | null {
    let path = pathOf(location);
    let target: string | null = null;
    for (let hop = 0; hop < WARM_UP_HOPS && redirects.has(path); hop += 1) {
      target = redirects.get(path) as string;
      path = target;
    }
    return target;
  }

  function ParcelRoot(props: ParcelLifecycleProps) {
    const key = props.name ?? '';
    // One navigate, location, props object and <Root /> element for as long as nothing a component
    // can see changes: a mount taking over a warm-up's page (new name, element and navigate) then
    // renders these few providers and reveals the page, instead of rendering the page again.
    const navigateRef = React.useRef(props.navigate);
    React.useInsertionEffect(() => {
      // before any layout or passive effect of the page: those may navigate
      navigateRef.current = props.navigate;
    });
    const navigate = React.useCallback<ParcelProps['navigate']>((to, opts) => navigateRef.current(to, opts), []);
    const navigator = React.useMemo(() => parcelNavigator(navigate), [navigate]);
    const location = useHeld(props.location, samePlace);
    const value = useHeld({ ...props, location, navigate }, sameContract);
    const root = React.useMemo(() => <Root />, []);
    return (
      <ParcelPropsContext.Provider value={value as P}>
        <PortalProviders locale={props.locale} messages={options.messages} dateLocale={props.session?.dateLocale}>
          <ParcelErrorBoundary
            onError={(error) => pendingMounts.get(key)?.reject(error)}
            fallback={(reset) => <ErrorState onRetry={reset} />}
          >
            <QueryClientProvider client={queryClient}>
              <Router location={location} navigator={navigator}>
                {root}
              </Router>
            </QueryClientProvider>
            {/* inside the boundary: a tree that failed to render never signals */}
            <CommitSignal onCommit={() => pendingMounts.get(key)?.resolve()} />
          </ParcelErrorBoundary>
        </PortalProviders>
      </ParcelPropsContext.Provider>
    );
  }

  /**
   * A warm-up's tree, and the same tree once a mount takes it over: the shape never changes, so
   * React keeps what the warm-up rendered and only reveals it and renders what changed.
   */
  function parcelTree(props: ParcelLifecycleProps, mode: 'hidden' | 'visible', warmUpValue: WarmUp | null, after: React.ReactNode = null) {
    return (
      <React.Activity mode={mode}>
        <WarmUpContext.Provider value={warmUpValue}>
          <ParcelRoot {...props} />
          {after}
        </WarmUpContext.Provider>
      </React.Activity>
    );
  }

  function destroy(warm: WarmRoot): void {
    clearTimeout(warm.expiry);
    warm.root.unmount();
    warm.container.remove();
  }

  /** destroy, deferred: this may run while React is rendering or committing (a mount from an effect). */
  function dispose(warm: WarmRoot): void {
    clearTimeout(warm.expiry);
    setTimeout(() => destroy(warm), 0);
  }

  /** Whether a warm-up rendered what a mount in `locale` at `location` shows (after index redirects). */
  function fits(warm: WarmRoot, locale: string, location: ParcelProps['location']): boolean {
    return warm.locale === locale && warm.path === (redirectOf(location) ?? pathOf(location));
  }

  /** The finished warm-up of this address in this locale, handed over; any other is thrown away. */
  function takeWarm(props: ParcelLifecycleProps): WarmRoot | null {
    const warm = kept;
    kept = null;
    if (!warm) return null;
    if (props.domElement && fits(warm, props.locale, props.location)) {
      clearTimeout(warm.expiry);
      return warm;
    }
    dispose(warm);
    return null;
  }

  const client = synchronousClient((error) => {
    const key = mounting;
    if (key !== null) pendingMounts.get(key)?.reject(asError(error));
  });
  const lifecycles = singleSpaReact<ParcelLifecycleProps>({
    React,
    ReactDOMClient: client as unknown as typeof ReactDOMClient,
    rootComponent: ParcelRoot,
    // the boundary lives inside ParcelRoot; this silences single-spa-react's warning about it
    suppressComponentDidCatchWarning: true,
  });

  return {
    bootstrap: (props) => Promise.resolve(lifecycles.bootstrap(props as never)),
    mount: (props) => {
      const key = props.name ?? '';
      markRootElement(props);
      // a warm-up still rendering has nothing left to give: the real render is starting
      warmUp?.stop();
      mountedNames.add(key);
      return new Promise<void>((resolve, reject) => {
        pendingMounts.set(key, {
          // the parcel's first commit: its content is on the page (single-spa-react settles its own
          // mount promise a setTimeout later; nothing is gained by waiting for it)
          resolve: () => {
            pendingMounts.delete(key);
            resolve();
          },
          reject: (error) => {
            pendingMounts.delete(key);
            mountedNames.delete(key);
            reject(error);
            // leave the DOM node empty for the shell's fallback; deferred because React is still
            // committing when the boundary reports, and a root cannot unmount itself mid-commit
            const own = adopted.get(key);
            adopted.delete(key);
            if (own) dispose(own);
            else setTimeout(() => void lifecycles.unmount(props as never), 0);
          },
        });
        // an address a warm-up saw redirect (e.g. /financial -> its first tab): render the page it
        // leads to at once and move the shell's address there, instead of a first render that only
        // redirects and a second one, through the shell, with the page
        const redirect = redirectOf(props.location);
        const mountProps = redirect ? { ...props, location: locationOf(redirect) } : props;
        const warm = takeWarm(mountProps);
        rendered.set(key, mountProps);
        mounting = key;
        let callReturned = () => undefined as void;
        mountCall = new Promise<void>((done) => {
          callReturned = done;
        });
        try {
          if (warm) {
            // the warm-up's page, moved into the parcel's element and revealed: effects run now
            adopted.set(key, warm);
            warm.owner.key = key;
            (props.domElement as HTMLElement).appendChild(warm.container);
            flushSync(() => warm.root.render(parcelTree(mountProps, 'visible', null)));
            pendingMounts.get(key)?.resolve();
          } else {
            // renders and commits synchronously (synchronousClient); an error rejects through the boundary
            Promise.resolve(lifecycles.mount(mountProps as never)).then(
              () => pendingMounts.get(key)?.resolve(),
              (error: unknown) => pendingMounts.get(key)?.reject(asError(error)),
            );
          }
        } catch (error) {
          pendingMounts.get(key)?.reject(asError(error));
        } finally {
          if (mounting === key) mounting = null;
          callReturned();
        }
        if (redirect && mountedNames.has(key)) props.navigate(redirect, { replace: true });
      });
    },
    unmount: (props) => {
      const key = props.name ?? '';
      mountedNames.delete(key);
      rendered.delete(key);
      const own = adopted.get(key);
      if (!own) return Promise.resolve(lifecycles.unmount(props as never));
      adopted.delete(key);
      destroy(own);
      return Promise.resolve();
    },
    update: (props) => {
      markRootElement(props);
      const key = props.name ?? '';
      const last = rendered.get(key);
      // nothing to render: the same props, at most a new history key for the same address
      if (last && sameProps(last, props)) return Promise.resolve();
      if (last) rendered.set(key, props);
      // the parcel's effects run during its synchronous first render: an update they cause at once
      // (a redirect answered synchronously) waits until single-spa-react has the root in hand
      const own = adopted.get(key);
      const render = own
        ? () => flushSync(() => own.root.render(parcelTree(props, 'visible', null)))
        : () => lifecycles.update?.(props as never);
      if (mounting !== null && mounting === key) return mountCall.then(render);
      return Promise.resolve(render());
    },
    warm: (props) => {
      // an area already on the page is warm; a warm-up of this address is waiting already
      if (mountedNames.size > 0 || warmUp || (kept && fits(kept, props.locale, props.location))) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const container = document.createElement('div');
        const owner: WarmRoot['owner'] = { key: null };
        let failed = false;
        const root = ReactDOMClient.createRoot(container, {
          onUncaughtError: (error) => {
            // taken over: the mount's (as synchronousClient does); before: a page that fails here
            // fails in the real mount too, which reports it
            if (owner.key === null) return stop();
            pendingMounts.get(owner.key)?.reject(asError(error));
            if (typeof reportError === 'function') reportError(error);
          },
          onCaughtError: () => {
            // a warm-up showing an error is not worth keeping: the mount renders afresh
            if (owner.key === null) failed = true;
          },
        });
        let location = props.location;
        let hops = 0;
        let next: string | null = null;
        let settled = false;
        const handle = { stop: () => stop() };
        /** Ends the warm-up: keeps a finished one for the mount, throws an interrupted or failed one away. */
        function settle(keep: boolean): void {
          if (settled) return;
          settled = true;
          if (warmUp === handle) warmUp = null;
          const warm: WarmRoot = { root, container, owner, locale: props.locale, path: pathOf(location) };
          if (keep && !failed) {
            if (kept) dispose(kept);
            warm.expiry = setTimeout(() => {
              if (kept === warm) {
                kept = null;
                dispose(warm);
              }
            }, KEEP_WARM_MS);
            kept = warm;
          } else {
            // deferred: it may be called while React renders the warm-up (or the parcel's mount)
            dispose(warm);
          }
          resolve();
        }
        function stop(): void {
          settle(false);
        }
        const context: WarmUp = {
          follow: (to) => {
            next = to;
          },
        };
        const onRendered = (at: ParcelProps['location']) => () => {
          if (settled || at !== location) return;
          const redirect = next;
          next = null;
          if (redirect !== null && hops < WARM_UP_HOPS) {
            hops += 1;
            redirects.set(pathOf(at), redirect);
            location = locationOf(redirect);
            setTimeout(render, 0);
          } else {
            setTimeout(() => settle(true), 0);
          }
        };
        function render(): void {
          if (settled) return;
          const at = location;
          // hidden: React renders it at idle priority, time-sliced, and runs none of its effects
          root.render(parcelTree({ ...props, location: at, navigate: () => undefined }, 'hidden', context, <WarmUpRendered onRendered={onRendered(at)} />));
        }
        warmUp = handle;
        render();
      });
    },
  };
}
