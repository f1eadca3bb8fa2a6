import type * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ParcelProps } from '@portal/shared-sdk';
import { parcelTree, type PendingMounts } from './ParcelRoot';
import { locationOf, pathOf, type ParcelLifecycleProps } from './propsIdentity';
import { asError } from './synchronousClient';
import type { WarmUp } from './WarmUpContext';

/** How many index redirects a warm-up follows from the address it was given. */
const WARM_UP_HOPS = 3;

/** How long a finished warm-up waits for the mount that takes it over (a hover, then a click). */
export const KEEP_WARM_MS = 30_000;

/** A warm-up's React root, rendered into a detached element of its own. */
export interface WarmRoot {
  root: ReactDOMClient.Root;
  container: HTMLElement;
  /** the locale and address it rendered (after the redirects it followed) */
  locale: string;
  path: string;
  /** an uncaught error in the root, once a mount has taken it over, goes to that mount */
  owner: { key: string | null };
  expiry?: ReturnType<typeof setTimeout>;
}

/** Rendered after the parcel's tree in a warm-up: reached once the whole tree has rendered. */
function WarmUpRendered({ onRendered }: { onRendered: () => void }) {
  onRendered();
  return null;
}

export interface WarmUpsOptions {
  ParcelRoot: React.ComponentType<ParcelLifecycleProps>;
  pendingMounts: PendingMounts;
  /** whether a parcel of this module is on the page (an area on the page is warm already) */
  anyMounted: () => boolean;
  /** fetches what the page behind an address needs first, before the warm-up renders it */
  prefetch?: (props: ParcelProps) => Promise<unknown> | unknown;
}

export interface WarmUps {
  /** Renders the page behind `props.location` ahead of a mount, hidden and detached; settles when done. */
  warm(props: ParcelProps): Promise<void>;
  /** Ends a warm-up still in progress: a mount is starting, and it has nothing left to give. */
  stop(): void;
  /** Where an address ends after the area's index redirects a warm-up has seen, if anywhere else. */
  redirectOf(location: ParcelProps['location']): string | null;
  /** The finished warm-up of a mount's address and locale, handed over; any other is thrown away. */
  take(props: ParcelLifecycleProps): WarmRoot | null;
  /** Unmounts a warm root now (after a mount that took it over ends). */
  destroy(warm: WarmRoot): void;
  /** destroy, deferred: this may run while React is rendering or committing (a mount from an effect). */
  dispose(warm: WarmRoot): void;
}

/**
 * The warm-ups of one parcel module (at most one in progress, one finished and waiting): its data
 * first (`prefetch`), then the page rendered hidden (React `<Activity>`) with no effects, following
 * the area's index redirects. A mount of the same address in the same locale takes it over.
 */
export function createWarmUps({ ParcelRoot, pendingMounts, anyMounted, prefetch }: WarmUpsOptions): WarmUps {
  let inProgress: { stop: () => void } | null = null;
  let kept: WarmRoot | null = null;
  // index redirects met by warm-ups (address -> the address it stands for)
  const redirects = new Map<string, string>();

  function redirectOf(location: ParcelProps['location']): string | null {
    let path = pathOf(location);
    let target: string | null = null;
    for (let hop = 0; hop < WARM_UP_HOPS && redirects.has(path); hop += 1) {
      target = redirects.get(path) as string;
      path = target;
    }
    return target;
  }

  function destroy(warm: WarmRoot): void {
    clearTimeout(warm.expiry);
    warm.root.unmount();
    warm.container.remove();
  }

  function dispose(warm: WarmRoot): void {
    clearTimeout(warm.expiry);
    setTimeout(() => destroy(warm), 0);
  }

  /** Whether a warm-up rendered what a mount in `locale` at `location` shows (after index redirects). */
  function fits(warm: WarmRoot, locale: string, location: ParcelProps['location']): boolean {
    return warm.locale === locale && warm.path === (redirectOf(location) ?? pathOf(location));
  }

  function warm(props: ParcelProps): Promise<void> {
    // an area already on the page is warm; a warm-up of this address is waiting already
    if (anyMounted() || inProgress || (kept && fits(kept, props.locale, props.location)))
      return Promise.resolve();
    return new Promise<void>((resolve) => {
      const container = document.createElement('div');
      const owner: WarmRoot['owner'] = { key: null };
      let failed = false;
      let root: ReactDOMClient.Root | null = null;
      let location = props.location;
      let hops = 0;
      let next: string | null = null;
      let settled = false;
      const handle = { stop: () => settle(false) };

      /** Ends the warm-up: keeps a finished one for the mount, throws an interrupted or failed one away. */
      function settle(keep: boolean): void {
        if (settled) return;
        settled = true;
        if (inProgress === handle) inProgress = null;
        if (root) {
          const done: WarmRoot = { root, container, owner, locale: props.locale, path: pathOf(location) };
          if (keep && !failed) {
            if (kept) dispose(kept);
            done.expiry = setTimeout(() => {
              if (kept === done) {
                kept = null;
                dispose(done);
              }
            }, KEEP_WARM_MS);
            kept = done;
          } else {
            // deferred: it may be called while React renders the warm-up (or the parcel's mount)
            dispose(done);
          }
        }
        resolve();
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
        root ??= ReactDOMClient.createRoot(container, {
          onUncaughtError: (error) => {
            // taken over: the mount's (as synchronousClient does); before: a page that fails here
            // fails in the real mount too, which reports it
            if (owner.key === null) return settle(false);
            pendingMounts.get(owner.key)?.reject(asError(error));
            if (typeof reportError === 'function') reportError(error);
          },
          onCaughtError: () => {
            // a warm-up showing an error is not worth keeping: the mount renders afresh
            if (owner.key === null) failed = true;
          },
        });
        const at = location;
        // hidden: React renders it at idle priority, time-sliced, and runs none of its effects
        root.render(
          parcelTree(
            ParcelRoot,
            { ...props, location: at, navigate: () => undefined },
            'hidden',
            context,
            <WarmUpRendered onRendered={onRendered(at)} />,
          ),
        );
      }

      inProgress = handle;
      // the page's first data, so that the hidden render (and the mount taking it over) shows it;
      // a failed fetch renders as the page would without it
      Promise.resolve()
        .then(() => prefetch?.(props))
        .catch(() => undefined)
        .then(render);
    });
  }

  return {
    warm,
    stop: () => inProgress?.stop(),
    redirectOf,
    take(props) {
      const warmRoot = kept;
      kept = null;
      if (!warmRoot) return null;
      if (props.domElement && fits(warmRoot, props.locale, props.location)) {
        clearTimeout(warmRoot.expiry);
        return warmRoot;
      }
      dispose(warmRoot);
      return null;
    },
    destroy,
    dispose,
  };
}
