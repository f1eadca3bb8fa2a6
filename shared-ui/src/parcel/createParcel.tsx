import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { flushSync } from 'react-dom';
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
  /**
   * Optional lifecycle beyond single-spa's: renders the parcel ahead of its mount, off the page
   * (the shell calls it when the user is about to open the area). The next `mount` adopts that
   * React root, so the click only moves it into place and renders what changed.
   */
  prepare?: (props: ParcelLifecycleProps) => Promise<void>;
}

/** A prepared root nobody mounted is dropped after this long (ms). */
export const PREPARED_TTL_MS = 60_000;

interface Instance {
  root: ReactDOMClient.Root;
  /** the node React renders into: the mount's domElement, or a prepared root's own wrapper */
  container: HTMLElement;
  /** set while mount() waits for its first commit */
  failMount: ((error: Error) => void) | null;
  /** update() promises waiting for the next commit */
  commits: Array<() => void>;
  /** a render error while prepared: the mount starts afresh instead */
  failed: boolean;
}

interface Prepared {
  instance: Instance;
  props: ParcelLifecycleProps;
  timer: ReturnType<typeof setTimeout>;
}

function markRootElement(props: ParcelLifecycleProps): void {
  props.domElement?.setAttribute('dir', directionOf(props.locale));
  props.domElement?.setAttribute('lang', props.locale);
}

/** Runs after every commit of the parcel's root component (update() settles on it). */
function CommitSignal({ onCommit }: { onCommit: () => void }) {
  React.useLayoutEffect(onCommit);
  return null;
}

/**
 * Turns a remote's root component into single-spa parcel lifecycles. The root renders inside
 * PortalProviders (in the locale of the props), a QueryClientProvider and a react-router Router
 * that follows the shell's location. A render error during mount rejects mount(), so the shell
 * can fall back (canary → stable, or in-place error); later errors show an ErrorState with retry.
 *
 * mount() renders synchronously (its promise settles with the content on the page, no extra
 * scheduler round), and adopts a root made earlier by prepare() when there is one. A prepared root
 * renders its tree inside a hidden <Activity>: no effects run until the mount reveals it, so
 * nothing is fetched, redirected or subscribed ahead of the click.
 */
export function createParcel<P extends ParcelProps = ParcelProps>(
  Root: React.ComponentType,
  options: CreateParcelOptions,
): Required<ParcelLifecycles> {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  const instances = new Map<string, Instance>();
  let prepared: Prepared | null = null;

  // one element for the root's life: a new location or props re-renders only what reads them
  const rootElement = <Root />;

  function ParcelRoot({ props, instance, visible }: { props: ParcelLifecycleProps; instance: Instance; visible: boolean }) {
    // one navigator for the root's life: a new props.navigate (adoption) does not re-run effects
    const navigateRef = React.useRef(props.navigate);
    navigateRef.current = props.navigate;
    const navigator = React.useMemo(() => parcelNavigator((to, opts) => navigateRef.current(to, opts)), []);
    const onCommit = () => instance.commits.splice(0).forEach((resolve) => resolve());
    return (
      <ParcelPropsContext.Provider value={props as P}>
        <CommitSignal onCommit={onCommit} />
        {/* prepared: rendered, but no effects run (no queries, redirects or subscriptions) until mounted */}
        <React.Activity mode={visible ? 'visible' : 'hidden'}>
          <PortalProviders locale={props.locale} messages={options.messages} dateLocale={props.session?.dateLocale}>
            <ParcelErrorBoundary
              onError={(error) => fail(instance, error)}
              fallback={(reset) => <ErrorState onRetry={reset} />}
            >
              <QueryClientProvider client={queryClient}>
                <Router location={props.location} navigator={navigator}>
                  {rootElement}
                </Router>
              </QueryClientProvider>
            </ParcelErrorBoundary>
          </PortalProviders>
        </React.Activity>
      </ParcelPropsContext.Provider>
    );
  }

  function createInstance(container: HTMLElement): Instance {
    const instance: Instance = { root: null as unknown as ReactDOMClient.Root, container, failMount: null, commits: [], failed: false };
    instance.root = ReactDOMClient.createRoot(container, {
      // an error above the parcel's boundary (its providers): React has dropped the tree
      onUncaughtError: (error) => fail(instance, error instanceof Error ? error : new Error(String(error))),
    });
    return instance;
  }

  const render = (instance: Instance, props: ParcelLifecycleProps, visible = true) =>
    instance.root.render(<ParcelRoot props={props} instance={instance} visible={visible} />);

  function fail(instance: Instance, error: Error): void {
    if (prepared?.instance === instance) {
      instance.failed = true;
      return;
    }
    const failMount = instance.failMount;
    instance.failMount = null;
    failMount?.(error);
  }

  function dropPrepared(): void {
    const current = prepared;
    if (!current) return;
    prepared = null;
    clearTimeout(current.timer);
    // deferred: it may be rendering right now, and a root cannot unmount itself mid-render
    setTimeout(() => current.instance.root.unmount(), 0);
  }

  function takePrepared(): Prepared | null {
    const current = prepared;
    if (!current) return null;
    if (current.instance.failed) {
      dropPrepared();
      return null;
    }
    prepared = null;
    clearTimeout(current.timer);
    return current;
  }

  function renderPrepared(current: Prepared): void {
    // in a transition: a click meanwhile is never held up by it
    React.startTransition(() => render(current.instance, current.props, false));
  }

  return {
    bootstrap: () => Promise.resolve(),

    prepare: (props) => {
      // an area already on the page has nothing to gain from a second copy
      if (instances.size > 0) return Promise.resolve();
      let current = prepared;
      if (current?.instance.failed) {
        dropPrepared();
        current = null;
      }
      if (current) {
        clearTimeout(current.timer);
        current.timer = setTimeout(dropPrepared, PREPARED_TTL_MS);
        current.props = props;
      } else {
        const container = document.createElement('div');
        container.style.display = 'contents';
        current = {
          instance: createInstance(container),
          props,
          timer: setTimeout(dropPrepared, PREPARED_TTL_MS),
        };
        prepared = current;
      }
      const instance = current.instance;
      const committed = new Promise<void>((resolve) => instance.commits.push(resolve));
      renderPrepared(current);
      return committed;
    },

    mount: (props) => {
      const key = props.name ?? '';
      markRootElement(props);
      const domElement = props.domElement;
      if (!domElement) return Promise.reject(new Error('createParcel: mount needs props.domElement'));
      const adopted = takePrepared();
      let instance: Instance;
      if (adopted) {
        instance = adopted.instance;
        domElement.appendChild(instance.container);
      } else {
        instance = createInstance(domElement);
      }
      instances.set(key, instance);
      return new Promise<void>((resolve, reject) => {
        let failed = false;
        instance.failMount = (error) => {
          failed = true;
          instances.delete(key);
          reject(error);
          // leave the DOM node empty for the shell's fallback; deferred because React is still
          // committing when the boundary reports, and a root cannot unmount itself mid-commit
          setTimeout(() => {
            instance.root.unmount();
            if (instance.container !== domElement) instance.container.remove();
          }, 0);
        };
        try {
          flushSync(() => render(instance, props));
        } catch (error) {
          instance.failMount?.(error instanceof Error ? error : new Error(String(error)));
        }
        if (failed) return;
        instance.failMount = null;
        resolve();
      });
    },

    unmount: (props) => {
      const key = props.name ?? '';
      const instance = instances.get(key);
      instances.delete(key);
      if (instance) {
        instance.root.unmount();
        if (instance.container !== props.domElement) instance.container.remove();
        instance.commits.splice(0).forEach((resolve) => resolve());
      }
      return Promise.resolve();
    },

    update: (props) => {
      markRootElement(props);
      const instance = instances.get(props.name ?? '');
      if (!instance) return Promise.resolve();
      const committed = new Promise<void>((resolve) => instance.commits.push(resolve));
      render(instance, props);
      return committed;
    },
  };
}
