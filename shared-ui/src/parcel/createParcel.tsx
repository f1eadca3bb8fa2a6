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

function markRootElement(props: ParcelLifecycleProps): void {
  props.domElement?.setAttribute('dir', directionOf(props.locale));
  props.domElement?.setAttribute('lang', props.locale);
}

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
): ParcelLifecycles {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  // mount() promises still waiting for their first commit, by single-spa parcel name
  const pendingMounts = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  // the parcel whose mount() is creating its root right now (single-spa-react does it synchronously)
  let mounting: string | null = null;
  // settles when that synchronous mount call has returned (single-spa-react then knows the root)
  let mountCall: Promise<void> = Promise.resolve();

  function ParcelRoot(props: ParcelLifecycleProps) {
    const key = props.name ?? '';
    const navigator = React.useMemo(() => parcelNavigator(props.navigate), [props.navigate]);
    return (
      <ParcelPropsContext.Provider value={props as P}>
        <PortalProviders locale={props.locale} messages={options.messages} dateLocale={props.session?.dateLocale}>
          <ParcelErrorBoundary
            onError={(error) => pendingMounts.get(key)?.reject(error)}
            fallback={(reset) => <ErrorState onRetry={reset} />}
          >
            <QueryClientProvider client={queryClient}>
              <Router location={props.location} navigator={navigator}>
                <Root />
              </Router>
            </QueryClientProvider>
            {/* inside the boundary: a tree that failed to render never signals */}
            <CommitSignal onCommit={() => pendingMounts.get(key)?.resolve()} />
          </ParcelErrorBoundary>
        </PortalProviders>
      </ParcelPropsContext.Provider>
    );
  }

  const client = synchronousClient((error) => {
    const key = mounting;
    if (key !== null) pendingMounts.get(key)?.reject(error instanceof Error ? error : new Error(String(error)));
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
            reject(error);
            // leave the DOM node empty for the shell's fallback; deferred because React is still
            // committing when the boundary reports, and a root cannot unmount itself mid-commit
            setTimeout(() => void lifecycles.unmount(props as never), 0);
          },
        });
        mounting = key;
        let callReturned = () => undefined as void;
        mountCall = new Promise<void>((done) => {
          callReturned = done;
        });
        try {
          // renders and commits synchronously (synchronousClient); an error rejects through the boundary
          Promise.resolve(lifecycles.mount(props as never)).then(
            () => pendingMounts.get(key)?.resolve(),
            (error: unknown) => pendingMounts.get(key)?.reject(error instanceof Error ? error : new Error(String(error))),
          );
        } catch (error) {
          pendingMounts.get(key)?.reject(error instanceof Error ? error : new Error(String(error)));
        } finally {
          if (mounting === key) mounting = null;
          callReturned();
        }
      });
    },
    unmount: (props) => Promise.resolve(lifecycles.unmount(props as never)),
    update: (props) => {
      markRootElement(props);
      // the parcel's effects run during its synchronous first render: an update they cause at once
      // (a redirect answered synchronously) waits until single-spa-react has the root in hand
      if (mounting !== null && mounting === (props.name ?? '')) {
        return mountCall.then(() => lifecycles.update?.(props as never));
      }
      return Promise.resolve(lifecycles.update?.(props as never));
    },
  };
}
