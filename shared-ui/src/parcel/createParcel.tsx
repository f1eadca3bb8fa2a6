import * as React from 'react';
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

/**
 * Turns a remote's root component into single-spa parcel lifecycles. The root renders inside
 * PortalProviders (in the locale of the props), a QueryClientProvider and a react-router Router
 * that follows the shell's location. A render error during mount rejects mount(), so the shell
 * can fall back (canary → stable, or in-place error); later errors show an ErrorState with retry.
 */
export function createParcel<P extends ParcelProps = ParcelProps>(
  Root: React.ComponentType,
  options: CreateParcelOptions,
): ParcelLifecycles {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  // mount() promises still waiting for their first commit, by single-spa parcel name
  const pendingMounts = new Map<string, (error: Error) => void>();

  function ParcelRoot(props: ParcelLifecycleProps) {
    const key = props.name ?? '';
    const navigator = React.useMemo(() => parcelNavigator(props.navigate), [props.navigate]);
    return (
      <ParcelPropsContext.Provider value={props as P}>
        <PortalProviders locale={props.locale} messages={options.messages} dateLocale={props.session?.dateLocale}>
          <ParcelErrorBoundary
            onError={(error) => pendingMounts.get(key)?.(error)}
            fallback={(reset) => <ErrorState onRetry={reset} />}
          >
            <QueryClientProvider client={queryClient}>
              <Router location={props.location} navigator={navigator}>
                <Root />
              </Router>
            </QueryClientProvider>
          </ParcelErrorBoundary>
        </PortalProviders>
      </ParcelPropsContext.Provider>
    );
  }

  const lifecycles = singleSpaReact<ParcelLifecycleProps>({
    React,
    ReactDOMClient,
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
        pendingMounts.set(key, (error) => {
          pendingMounts.delete(key);
          reject(error);
          // leave the DOM node empty for the shell's fallback; deferred because React is still
          // committing when the boundary reports, and a root cannot unmount itself mid-commit
          setTimeout(() => void lifecycles.unmount(props as never), 0);
        });
        Promise.resolve(lifecycles.mount(props as never)).then(() => {
          // settled already when the first render failed; a later error is shown in place
          pendingMounts.delete(key);
          resolve();
        }, reject);
      });
    },
    unmount: (props) => Promise.resolve(lifecycles.unmount(props as never)),
    update: (props) => {
      markRootElement(props);
      return Promise.resolve(lifecycles.update?.(props as never));
    },
  };
}
