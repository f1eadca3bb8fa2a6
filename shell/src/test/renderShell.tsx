import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { clearToken, configureApi, resetBusForTests, setLocale, setWallet } from '@portal/shared-sdk';
import { App } from '../App';
import { parseRuntimeConfig } from '../config/runtimeConfig';
import type { RemoteLoader } from '../remotes/remoteLoader';
import { createTestLoader } from './testLoader';
import { API_BASE } from './testServer';

export const testConfig = parseRuntimeConfig({
  apiBaseUrl: API_BASE,
  manifestUrl: '/remotes/manifest.json',
  remoteOrigins: [],
  docsUrl: 'https://docs.example.com',
  productName: 'Test Portal',
});

/** A clean session in the default locale (fa). */
export function resetSession(): void {
  clearToken();
  setLocale('fa');
  setWallet({ balance: 0, credit: 0, debt: 0 });
  window.localStorage.clear();
}

/** The whole shell at `url`, with the real router on jsdom's history; remotes from `loader` (today's contributions by default). */
export function renderShell(url: string, loader: RemoteLoader = createTestLoader()) {
  configureApi({ baseUrl: API_BASE });
  window.history.replaceState(null, '', url);
  return render(
    <App
      config={testConfig}
      loader={loader}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
    />,
  );
}

export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

afterAll(() => resetBusForTests());
