import type { ReactNode } from 'react';
import { PortalProviders } from '@portal/shared-ui';
import { SessionEvents } from './auth/SessionEvents';
import { ColorModeSync } from './colorMode/ColorModeSync';
import { RuntimeConfigProvider } from './config/RuntimeConfigContext';
import type { RuntimeConfig } from './config/runtimeConfig';
import { LocaleSync } from './locale/LocaleSync';
import { shellMessages } from './messages/shellMessages';
import { AppRoutes } from './routes/AppRoutes';
import { remoteLoader } from './remotes/federationLoader';
import type { RemoteLoader } from './remotes/remoteLoader';
import { RemoteLoaderProvider } from './remotes/RemoteLoaderContext';
import { PageTitle } from './routes/PageTitle';
import { useSessionSnapshot } from './session/useSessionSnapshot';

export interface AppProps {
  config: RuntimeConfig;
  /** the router (BrowserRouter in the page; tests may give another) wrapping the app */
  router: (children: ReactNode) => ReactNode;
  /** where remotes come from: the page's Module Federation loader unless a test gives another */
  loader?: RemoteLoader;
}

/** The shell: providers (with the page's one Chakra preflight), session wiring and routes. */
export function App({ config, router, loader = remoteLoader }: AppProps) {
  const { locale, dateLocale } = useSessionSnapshot();
  return (
    <RuntimeConfigProvider config={config}>
      <RemoteLoaderProvider loader={loader}>
        <PortalProviders locale={locale} dateLocale={dateLocale} messages={shellMessages} preflight>
          {router(
            <>
              <LocaleSync />
              <ColorModeSync />
              <SessionEvents />
              <PageTitle />
              <AppRoutes />
            </>,
          )}
        </PortalProviders>
      </RemoteLoaderProvider>
    </RuntimeConfigProvider>
  );
}
