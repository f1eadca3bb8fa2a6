import * as React from 'react';
import { Router } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ParcelProps } from '@portal/shared-sdk';
import { PortalProviders, type MessagesByLocale } from '../providers/PortalProviders';
import { ErrorState } from '../feedback/ErrorState';
import { ParcelErrorBoundary } from './ParcelErrorBoundary';
import { ParcelPropsContext } from './ParcelPropsContext';
import { parcelNavigator } from './parcelNavigator';
import { sameContract, samePlace, useHeld, type ParcelLifecycleProps } from './propsIdentity';
import { WarmUpContext, type WarmUp } from './WarmUpContext';

/** mount() promises still waiting for their first commit, by single-spa parcel name. */
export type PendingMounts = Map<string, { resolve: () => void; reject: (error: Error) => void }>;

/** Runs once, when its subtree first commits. */
function CommitSignal({ onCommit }: { onCommit: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first commit only
  React.useLayoutEffect(onCommit, []);
  return null;
}

export interface ParcelRootOptions {
  Root: React.ComponentType;
  messages: MessagesByLocale;
  queryClient: QueryClient;
  pendingMounts: PendingMounts;
}

/**
 * The parcel's React tree around the remote's root: the props context, PortalProviders in the
 * props' locale, an error boundary (a render error during mount rejects mount(); later ones show an
 * ErrorState with retry), the parcel's QueryClient and a react-router Router that follows the
 * shell's location and hands navigation back to it.
 */
export function createParcelRoot({ Root, messages, queryClient, pendingMounts }: ParcelRootOptions) {
  return function ParcelRoot(props: ParcelLifecycleProps) {
    const key = props.name ?? '';
    // One navigate, location, props object and <Root /> element for as long as nothing a component
    // can see changes: a mount taking over a warm-up's page (new name, element and navigate) then
    // renders these few providers and reveals the page, instead of rendering the page again.
    const navigateRef = React.useRef(props.navigate);
    React.useInsertionEffect(() => {
      // before any layout or passive effect of the page: those may navigate
      navigateRef.current = props.navigate;
    });
    const navigate = React.useCallback<ParcelProps['navigate']>(
      (to, opts) => navigateRef.current(to, opts),
      [],
    );
    const navigator = React.useMemo(() => parcelNavigator(navigate), [navigate]);
    const location = useHeld(props.location, samePlace);
    const value = useHeld({ ...props, location, navigate }, sameContract);
    const root = React.useMemo(() => <Root />, []);
    return (
      <ParcelPropsContext.Provider value={value}>
        <PortalProviders locale={props.locale} messages={messages} dateLocale={props.session?.dateLocale}>
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
  };
}

/**
 * A warm-up's tree, and the same tree once a mount takes it over: the shape never changes, so
 * React keeps what the warm-up rendered and only reveals it and renders what changed.
 */
export function parcelTree(
  ParcelRoot: React.ComponentType<ParcelLifecycleProps>,
  props: ParcelLifecycleProps,
  mode: 'hidden' | 'visible',
  warmUpValue: WarmUp | null,
  after: React.ReactNode = null,
) {
  return (
    <React.Activity mode={mode}>
      <WarmUpContext.Provider value={warmUpValue}>
        <ParcelRoot {...props} />
        {after}
      </WarmUpContext.Provider>
    </React.Activity>
  );
}
