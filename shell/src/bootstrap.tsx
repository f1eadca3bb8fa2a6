// Fonts once for the page (self-hosted Vazirmatn, bundled by webpack); shared-ui's shell system
// holds the global styles and preflight.
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, getProfile, getToken } from '@portal/shared-sdk';
import { App } from './App';
import { startRuntimeConfig } from './config/earlyConfig';
import { parseRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';
import { remoteLoader } from './remotes/federationLoader';
import { sdkReportsOffline } from './session/sdkReportsOffline';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';
import { startSignedInQueries } from './session/startSignedInQueries';

async function start(): Promise<void> {
  let config: RuntimeConfig;
  try {
    config = await startRuntimeConfig('/config.json');
  } catch (error) {
    // without config.json the portal still runs against its own origin
    console.error('config.json could not be read; using defaults', error);
    config = parseRuntimeConfig({});
  }
  configureApi({ baseUrl: config.apiBaseUrl });
  sdkReportsOffline();
  remoteLoader.configure({
    manifestUrl: config.manifestUrl,
    remoteOrigins: config.remoteOrigins,
    reportUrl: config.rolloutReportUrl || undefined,
    manifestMaxAgeMs: config.manifestMaxAgeSeconds * 1000,
    loadDeadlineMs: config.remoteLoadDeadlineSeconds * 1000,
    devOverrides: config.devOverrides,
    getUser: () => {
      const profile = getProfile();
      return profile ? { id: profile.user_id ?? profile.id } : null;
    },
  });
  // a signed-in page needs the release manifest (menus, titles, widgets) and its first calls: all
  // asked for now, side by side, while the application renders
  const token = getToken();
  if (token) {
    remoteLoader.prefetchManifest();
    startSignedInQueries(token, window.location.pathname);
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // useTransitions={false}: a menu click renders the new route in the click's own task instead of
  // a time-sliced transition (no lazy routes in the shell, so nothing is held back by it)
  // The first render is a transition, rendered in slices between which the browser paints: the
  // prerendered frame stays on screen until it commits, and what first-paint.js paints into it
  // meanwhile (the balance, the first slide) shows at once instead of after the whole render.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <App
        config={config}
        router={(children) => <BrowserRouter useTransitions={false}>{children}</BrowserRouter>}
      />,
    );
  });
  registerServiceWorker();
}

void start();
