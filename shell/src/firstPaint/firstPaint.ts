// Which prerendered view index.html shows at the first paint, chosen before it by this external
// script (the CSP allows no inline script): classes on <html> that the page's prerendered styles
// read, and the locale's language and direction. A sign-in link's token leaves the address first.
// - "fp-en": the locale kept under localStorage "portal.locale" (or `?locale=`) is English; Persian
//   is the default, and the page without this script shows the Persian login form.
// - "fp-app": signed in (a usable token under "portal.token", as the application reads it) or
//   /force-set-token: the login form is not shown.
// - "fp-home": signed in on the dashboard `/`: the prerendered frame of the dashboard (header, side
//   navigation, the page's placeholders) shows instead, with the Vazirmatn fonts preloaded; the
//   balance and the first slide's image are painted into it as their answers arrive.
// - "fp-area": signed in on any other page (an area's): the same frame with a page's placeholders
//   in its main column, the balance painted into its header as its answer arrives.
// The application replaces the prerendered markup with its own on its first render.
// - /config.json is asked for here, on every page, rather than after the application's scripts:
//   the promise of its JSON is left in window.portalEarlyConfig, which the application's start
//   takes instead of asking again (shell/src/config/earlyConfig.ts).
// - The login form asks for its captcha here, a round trip after the page rather than after the
//   application's scripts: the image is the form's largest element, so it decides when the login
//   page counts as painted. The promise of the answer is left in window.portalEarlyCaptcha, which
//   the application takes as its first captcha (shell/src/login/earlyCaptcha.ts), never asking
//   for a second one (a captcha is single use).
// - A signed-in page asks here for its first calls (the profile and the balance; the slides on the
//   dashboard `/`), with the stored token, as the application would once its scripts have run: the
//   promises of their data are left in window.portalEarlyProfile, portalEarlyBalance and
//   portalEarlySlides, which the application's first calls take instead of asking again
//   (shell/src/session/startSignedInQueries.ts, through shell/src/config/earlyHandOver.ts).
// - A signed-in page asks here for the release manifest (config.json's manifestUrl, never from the
//   browser's cache, as the remote loader reads it): the promise of { url, json } is left in
//   window.portalEarlyManifest, which the loader's first read takes (shell/src/remotes/earlyManifest.ts).
// - On an area's page whose remote declares the page's first query (its stable version's
//   contributions `firstQueries` in that manifest, matched by shared-sdk's firstQueryFor, the rule
//   portal-server's page hint and the shell's hand-over follow too), that query is asked for here,
//   with the stored token: the promise of { remote, api, queryKey, data } is left in
//   window.portalEarlyFirstQuery, which the shell hands to the area's mount when the version it
//   loads declares the same query (shell/src/remotes/earlyFirstQuery.ts); another version or page
//   only wastes the request. portal-server names that declaration and the API's origin in the page
//   itself (<meta name="fp-first-query"> and "fp-api-base"), so the query leaves at once instead of
//   after config.json and the manifest; without them (another server) both are read as above.
// - When that declaration describes the page's first screen (`paint`), the area's frame shows it:
//   the page's title, sub-navigation, headings, labels and the rows or fields of the answer, in the
//   page's locale, in the remote's slot (data-remote, data-module="./app", data-status="painted");
//   the shell keeps it on screen until the remote's own page has mounted in its place
//   (shell/src/remotes/paintedArea.ts). Only text is written (textContent), never markup.
//
// The shell's build makes one classic script of it (entry.ts, an IIFE without webpack's module
// runtime: build/BeforePaintScriptsPlugin.cjs), so it must import nothing heavier than the DOM
// needs: no SDK client, no React, no state library.
import { earlyCaptcha } from './captcha';
import { startConfig } from './config';
import { preloadFonts } from './fonts';
import { takeLinkToken } from './linkToken';
import { applyLocale, chosenLocale, storedToken } from './locale';
import { holdPaletteShortcut } from './palette';
import { earlySignedIn } from './signedIn';

/** Everything the page does before its first paint; run once, at once, by the page's <head>. */
export function runFirstPaint(): void {
  const root = document.documentElement;
  const { pathname } = window.location;
  takeLinkToken();
  const locale = chosenLocale();
  applyLocale(locale);
  const language = locale === 'en' ? 'en' : 'fa';
  const token = storedToken();
  // signed out, every page but /force-set-token leads to the login form
  if (token !== null || pathname === '/force-set-token') root.classList.add('fp-app');
  if (token !== null) holdPaletteShortcut();
  const home = token !== null && pathname === '/';
  if (home) root.classList.add('fp-home');
  const area = token !== null && !home && pathname !== '/force-set-token';
  if (area) root.classList.add('fp-area');
  // signed out, only /login (the lean login app's page) paints the login form: the shell's page at
  // any other address goes on to it
  const loginForm = !root.classList.contains('fp-app') && pathname === '/login';
  if (loginForm || home || area) preloadFonts(locale);
  // absent in engines too old for the application, which then has nothing to take
  if (!(window.fetch as typeof fetch | undefined)) return;
  const { config, answerData } = startConfig();
  if (loginForm) earlyCaptcha(answerData, language);
  else if (token !== null) earlySignedIn(config, answerData, token, language);
}
