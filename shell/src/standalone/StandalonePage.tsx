import { useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { REMOTES, type RemoteName } from '@portal/release';
import { Box, PortalProviders } from '@portal/shared-ui';
import { RequireAuth } from '../auth/RequireAuth';
import { SessionEvents } from '../auth/SessionEvents';
import { RuntimeConfigProvider } from '../config/RuntimeConfigContext';
import { DEFAULT_CONFIG } from '../config/runtimeConfig';
import { LocaleSync } from '../locale/LocaleSync';
import { shellMessages } from '../messages/shellMessages';
import { AREA_MODULE } from '../remotes/moduleCache';
import { ParcelHost } from '../remotes/ParcelHost';
import type { ParcelLoader } from '../remotes/loaderTypes';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { StandaloneBar } from './StandaloneBar';
import { StandaloneSignIn } from './StandaloneSignIn';

export interface StandalonePageProps {
  remote: RemoteName;
  loader: ParcelLoader;
}

function SignInRoute({ basePath }: { basePath: string }) {
  const { token } = useSessionSnapshot();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return token ? <Navigate to={from ?? basePath} replace /> : <StandaloneSignIn next={from ?? basePath} />;
}

/**
 * A remote alone on its development server, without the portal: its `./app` parcel mounted with the
 * contract props, under the shell's providers and sign-in gate (a provider API token instead of the
 * login page), for a team working on one area. Every address outside the area opens the area.
 */
export function StandalonePage({ remote, loader }: StandalonePageProps) {
  const { locale, dateLocale } = useSessionSnapshot();
  const { basePath } = REMOTES[remote];
  const config = useMemo(() => ({ ...DEFAULT_CONFIG, productName: REMOTES[remote].container }), [remote]);
  return (
    <RuntimeConfigProvider config={config}>
      <PortalProviders locale={locale} dateLocale={dateLocale} messages={shellMessages} preflight>
        {/* a click renders the new route in its own task, as in the shell */}
        <BrowserRouter useTransitions={false}>
          <LocaleSync />
          <SessionEvents />
          <StandaloneBar remote={remote} />
          <Routes>
            <Route path="/login" element={<SignInRoute basePath={basePath} />} />
            <Route element={<RequireAuth />}>
              <Route
                path={`${basePath}/*`}
                element={
                  <Box as="main" p={{ base: '3', md: '6' }}>
                    <ParcelHost remote={remote} module={AREA_MODULE} basePath={basePath} loader={loader} />
                  </Box>
                }
              />
              <Route path="*" element={<Navigate to={basePath} replace />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </PortalProviders>
    </RuntimeConfigProvider>
  );
}
