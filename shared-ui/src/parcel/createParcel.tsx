import * as React from 'react';
import { flushSync } from 'react-dom';
import type * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClient } from '@tanstack/react-query';
import type { ParcelProps } from '@portal/shared-sdk';
import type { MessagesByLocale } from '../providers/PortalProviders';
import { directionOf } from '../i18n/PortalLocaleContext';
import { createParcelRoot, parcelTree, type PendingMounts } from './ParcelRoot';
import { locationOf, sameProps, type ParcelLifecycleProps } from './propsIdentity';
import { asError, synchronousClient } from './synchronousClient';
import { createWarmUps, type WarmRoot } from './warmUps';

export type { ParcelLifecycleProps } from './propsIdentity';
export { KEEP_WARM_MS } from './warmUps';

/**
 * What the first page behind an address needs: started when the user points at a link to it (the
 * shell's warm-up), so that a preloaded switch shows content, not a skeleton. Calls
 * `queryClient.prefetchQuery(<the page's query options>)` for the address in `location`.
 */
export type ParcelPrefetch = (
  location: ParcelProps['location'],
  queryClient: QueryClient,
  props: ParcelProps,
) => Promise<unknown> | void;

export interface CreateParcelOptions {
  messages: MessagesByLocale;
  /** one client per parcel module by default, kept across mounts so its cache survives */
  queryClient?: QueryClient;
  /** the data an area's first page needs, fetched by the warm-up before it renders the page */
  prefetch?: ParcelPrefetch;
}

export interface ParcelLifecycles {
  bootstrap: (props: ParcelLifecycleProps) => Promise<void>;
  mount: (props: ParcelLifecycleProps) => Promise<void>;
  unmount: (props: ParcelLifecycleProps) => Promise<void>;
  update: (props: ParcelLifecycleProps) => Promise<void>;
}

/** createParcel's lifecycles plus `warm`, which the shell may call before a mount. */
export interface WarmableParcel extends ParcelLifecycles {
  /**
   * Not a single-spa lifecycle and no mount: fetches what the page behind `props.location` needs
   * first (`prefetch`), then renders that page ahead of time, hidden (React `<Activity>`) and
   * detached, with no effects (nothing else is fetched, redirected or subscribed). A mount of that
   * address soon after (in the locale it was warmed in) takes the rendered page over: it moves it
   * into the parcel's element and reveals it, so the click pays for effects and what changed, not
   * for a first render or a round trip. Otherwise it is thrown away (another mount, or after
   * KEEP_WARM_MS). Settles when done.
   */
  warm: (props: ParcelProps) => Promise<void>;
}

/**
 * The answers the shell hands to an area's mount for its page's first query (`firstAnswers`), put
 * into the area's cache unless it holds that query's data already (a newer answer stays): the page
 * renders them at its first render. The props without them, as the parcel renders and compares them.
 */
function seedFirstAnswers(queryClient: QueryClient, props: ParcelLifecycleProps): ParcelLifecycleProps {
  const { firstAnswers, ...rest } = props;
  for (const answer of Array.isArray(firstAnswers) ? firstAnswers : []) {
    if (queryClient.getQueryData(answer.queryKey) === undefined)
      queryClient.setQueryData(answer.queryKey, answer.data);
  }
  return rest;
}

function markRootElement(props: ParcelLifecycleProps): void {
  props.domElement?.setAttribute('dir', directionOf(props.locale));
  props.domElement?.setAttribute('lang', props.locale);
}

/**
 * Turns a remote's root component into single-spa parcel lifecycles. The root renders inside
 * PortalProviders (in the locale of the props), a QueryClientProvider and a react-router Router
 * that follows the shell's location (ParcelRoot). A render error during mount rejects mount(), so
 * the shell can fall back (canary → stable, or in-place error); later errors show an ErrorState
 * with retry.
 *
 * The lifecycles are single-spa-react's, over roots that render synchronously (synchronousClient):
 * mount() puts the content on the page before it returns and settles on that first commit. A mount
 * may take over the page a warm-up rendered (warmUps), whose root is then this module's.
 */
export function createParcel(Root: React.ComponentType, options: CreateParcelOptions): WarmableParcel {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  const pendingMounts: PendingMounts = new Map();
  // the parcel whose mount() is creating its root right now (single-spa-react does it synchronously)
  let mounting: string | null = null;
  // settles when that synchronous mount call has returned (single-spa-react then knows the root)
  let mountCall: Promise<void> = Promise.resolve();
  // parcels of this module on the page; the mounted ones that took a warm-up over (their roots are
  // this module's, not single-spa-react's: update and unmount go to them directly); the props each
  // mounted parcel's root was last rendered with
  const mountedNames = new Set<string>();
  const adopted = new Map<string, WarmRoot>();
  const rendered = new Map<string, ParcelLifecycleProps>();

  const ParcelRoot = createParcelRoot({ Root, messages: options.messages, queryClient, pendingMounts });
  const warmUps = createWarmUps({
    ParcelRoot,
    pendingMounts,
    anyMounted: () => mountedNames.size > 0,
    prefetch: options.prefetch && ((props) => options.prefetch?.(props.location, queryClient, props)),
  });

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
    mount: (given) => {
      const props = seedFirstAnswers(queryClient, given);
      const key = props.name ?? '';
      markRootElement(props);
      warmUps.stop();
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
            if (own) warmUps.dispose(own);
            else setTimeout(() => void lifecycles.unmount(props as never), 0);
          },
        });
        // an address a warm-up saw redirect (e.g. /financial -> its first tab): render the page it
        // leads to at once and move the shell's address there, instead of a first render that only
        // redirects and a second one, through the shell, with the page
        const redirect = warmUps.redirectOf(props.location);
        const mountProps = redirect ? { ...props, location: locationOf(redirect) } : props;
        const warm = warmUps.take(mountProps);
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
            flushSync(() => warm.root.render(parcelTree(ParcelRoot, mountProps, 'visible', null)));
            pendingMounts.get(key)?.resolve();
          } else {
            // a mount nothing warmed: the page's first data is asked for now, beside the page's own
            // code (a lazy chunk), instead of once that code has arrived and rendered; the page's
            // query then joins the request in flight
            void Promise.resolve(options.prefetch?.(mountProps.location, queryClient, mountProps)).catch(
              () => undefined,
            );
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
      warmUps.destroy(own);
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
        ? () => flushSync(() => own.root.render(parcelTree(ParcelRoot, props, 'visible', null)))
        : () => lifecycles.update?.(props as never);
      if (mounting !== null && mounting === key) return mountCall.then(render);
      return Promise.resolve(render());
    },
    warm: (props) => warmUps.warm(props),
  };
}
