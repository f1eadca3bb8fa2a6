import { createRoot } from 'react-dom/client';
import type { Locale } from '@portal/shared-sdk';
import {
  applyColorMode,
  DARK_SCHEME_QUERY,
  readColorModePreference,
  resolveColorMode,
} from '../colorMode/colorMode';
import { parseProductName, productNameIn } from '../config/productName';
import { readPrerenderedLogin } from '../login/prerenderedLogin';
import { loginReasonMessage, withoutLoginReason } from '../session/loginReason';
import { forgetReturnAddress } from '../session/returnAddress';
import { runtimeSettings } from './api';
import { LeanLogin } from './LeanLogin';
import { hasToken, readLocale, signedInAddress, storeLocale, storeToken } from './session';
import './login.css';

// The lean login app: the page /login loads (login.html), instead of the signed-in shell with its
// libraries. Signed in already, or once signed in, the visitor goes on (a full page load) to where
// the signed-in shell serves: back where a 401 sent them from in this tab, else `/`.

function goSignedIn(): void {
  const address = signedInAddress();
  forgetReturnAddress();
  window.location.replace(address);
}

function applyLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = locale === 'fa' ? 'rtl' : 'ltr';
  root.classList.toggle('fp-en', locale === 'en');
}

/**
 * Without a choice of the customer's (localStorage "portal.colorMode", which public/color-mode.js
 * applied), the colour mode follows the system's preference as it changes, as the shell's does.
 */
function followSystemColorMode(): void {
  if (readColorModePreference(window.localStorage) !== 'system' || !window.matchMedia) return;
  window
    .matchMedia(DARK_SCHEME_QUERY)
    .addEventListener('change', (event) =>
      applyColorMode(document.documentElement, resolveColorMode('system', event.matches)),
    );
}

function start(): void {
  if (hasToken()) {
    goSignedIn();
    return;
  }
  const container = document.getElementById('root');
  if (!container) return;
  const locale = readLocale();
  applyLocale(locale);
  // `?locale=` is applied and kept, `?reason=` (why the portal sent the visitor here) shown once;
  // both are then removed from the address
  const url = new URL(window.location.href);
  const reason = loginReasonMessage(url.search);
  if (url.searchParams.has('locale')) storeLocale(locale);
  url.searchParams.delete('locale');
  const search = withoutLoginReason(url.search);
  if (search !== window.location.search)
    window.history.replaceState(window.history.state, '', `${url.pathname}${search}${url.hash}`);
  followSystemColorMode();
  // read before the first render replaces the copy painted from HTML
  const prerendered = readPrerenderedLogin();
  const root = createRoot(container);
  const render = (productName?: (l: Locale) => string | undefined) =>
    root.render(
      <LeanLogin
        initialLocale={locale}
        prerendered={prerendered}
        reason={reason}
        productName={productName}
        onLocale={(next) => {
          storeLocale(next);
          applyLocale(next);
        }}
        onSignedIn={(token) => {
          storeToken(token);
          goSignedIn();
        }}
      />,
    );
  render();
  void runtimeSettings().then((settings) => {
    const named = parseProductName(settings.productName);
    if (named !== '' && Object.keys(named).length) render((l) => productNameIn(named, l) || undefined);
  });
}

start();
