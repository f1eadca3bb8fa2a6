// The login page painted from HTML: after the shell's production build, the lean login app's page
// (login.html, build/webpack.login.cjs), which /login serves, is run in headless Chromium (files from
// the dist folder, no server, the API left unanswered so the captcha shows its loading state, as it
// does when the script starts it) and captured in each locale: the markup of #root and the styles
// the page inserted. Both are written into login.html, so the form shows, in the right locale and
// direction, before any script has arrived; public/first-paint.js picks the view before the first
// paint, and the app's first render replaces the captured markup with the same markup of its own.
// index.html gets the signed-in dashboard's frame of each locale (build/prerender-html.cjs,
// dashboardFrame), with the shell's own messages: first-paint.js shows it on the signed-in `/`; it
// paints no login form (the shell has none: signed out, it goes on to /login). The frame's colours
// and fonts are the shell's theme: the shell's page is run the same way in each locale for the
// styles it inserts (its theme's variables, its fonts' faces) and for the font files the frame
// paints with, which first-paint.js preloads.
//
// Usage: node build/prerender-login.mjs <dist folder>
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import prerenderHtml from './prerender-html.cjs';

const { FRAME_RULES, dashboardFrame, insertPrerendered, prerenderedIds, stripPrerenderedForm } =
  prerenderHtml;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ORIGIN = 'http://prerender.invalid';
const LOCALES = ['fa', 'en'];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * `template` opened at /login in `locale` from the files of `dist` (no server; the API left
 * unanswered, so the captured captcha is the loading state the script starts in): { context, page,
 * errors } (the errors the page threw).
 */
async function openPage(browser, dist, template, locale) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.addInitScript((value) => localStorage.setItem('portal.locale', value), locale);
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    if (/^\/(api|remotes|rollout)\//.test(url.pathname)) return undefined;
    const file = path.join(dist, path.normalize(url.pathname));
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return route.fulfill({
        body: fs.readFileSync(file),
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
    }
    return route.fulfill({ body: template, contentType: 'text/html' });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${ORIGIN}/login`);
  return { context, page, errors };
}

/** Captures /login in `locale`: the markup of #root, the CSS rules in the page, the fonts it used. */
async function capture(browser, dist, template, locale) {
  const { context, page, errors } = await openPage(browser, dist, template, locale);
  await page
    .locator('form input[autocomplete="current-password"]')
    .waitFor({ state: 'visible', timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  if (errors.length) throw new Error(`/login (${locale}) threw while prerendering: ${errors.join('; ')}`);
  const result = await page.evaluate((origin) => {
    const css = [];
    for (const sheet of document.styleSheets) {
      if (sheet.ownerNode?.tagName !== 'STYLE') continue;
      for (const rule of sheet.cssRules) css.push(rule.cssText.split(origin).join(''));
    }
    const fonts = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((file) => file.endsWith('.woff2'));
    return {
      html: document.getElementById('root').innerHTML,
      css,
      fonts,
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    };
  }, ORIGIN);
  await context.close();
  return result;
}

/**
 * The shell's own styles in `locale` (the CSS rules its page inserted: the theme's variables, the
 * fonts' faces) and the font files `frame` (the signed-in frame's markup of that locale, with its
 * rules) paints with in them. The shell signed out goes on to /login, which this server answers
 * with the shell's page again: it stays there, with its styles and nothing of its own painted.
 */
async function captureShellStyles(browser, dist, template, locale, frame) {
  const { context, page, errors } = await openPage(browser, dist, template, locale);
  // the theme's variables are in once the shell has rendered, in the locale asked for
  await page.waitForFunction(
    (lang) =>
      document.documentElement.lang === lang &&
      [...document.styleSheets].some(
        (sheet) =>
          sheet.ownerNode?.tagName === 'STYLE' &&
          [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-bg:')),
      ),
    locale,
    { timeout: 60_000 },
  );
  if (errors.length) throw new Error(`the shell (${locale}) threw while prerendering: ${errors.join('; ')}`);
  const css = await page.evaluate((origin) => {
    const rules = [];
    for (const sheet of document.styleSheets) {
      if (sheet.ownerNode?.tagName !== 'STYLE') continue;
      for (const rule of sheet.cssRules) rules.push(rule.cssText.split(origin).join(''));
    }
    return rules;
  }, ORIGIN);
  // the frame painted as first-paint.js shows it on `/`, for the fonts it asks for
  const fonts = await page.evaluate(
    async ({ html, rules, dir }) => {
      const style = document.createElement('style');
      style.textContent = rules.join('\n');
      document.head.append(style);
      document.documentElement.classList.add('fp-app', 'fp-home');
      const view = document.createElement('div');
      view.lang = document.documentElement.lang;
      view.dir = dir;
      view.innerHTML = html;
      document.body.append(view);
      await document.fonts.ready;
      return performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => file.endsWith('.woff2'));
    },
    { html: frame.html, rules: FRAME_RULES, dir: frame.dir },
  );
  await context.close();
  if (!css.length) throw new Error(`the shell (${locale}) inserted no styles`);
  return { css, fonts };
}

/** The page `file` of `dist` captured as /login in each locale: [{ locale, dir, html, css, fonts }]. */
async function captureViews(browser, dist, template) {
  const views = [];
  for (const locale of LOCALES) {
    const captured = await capture(browser, dist, template, locale);
    if (captured.lang !== locale) throw new Error(`/login was captured in ${captured.lang}, not ${locale}`);
    views.push({
      locale,
      dir: locale === 'fa' ? 'rtl' : 'ltr',
      html: prerenderedIds(stripPrerenderedForm(captured.html), locale),
      css: captured.css,
      fonts: captured.fonts,
    });
  }
  return views;
}

/** A page webpack wrote; a second run starts again from it, so it must not be prerendered already. */
function builtPage(file) {
  const template = fs.readFileSync(file, 'utf8');
  if (template.includes('id="fp-style"'))
    throw new Error(`${file} is prerendered already: build the shell again`);
  return template;
}

export async function prerenderLogin(dist) {
  const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');
  const indexFile = path.join(dist, 'index.html');
  // the lean login app's page (build/webpack.login.cjs), which /login serves
  const loginFile = path.join(dist, 'login.html');
  const template = builtPage(indexFile);
  const loginTemplate = fs.existsSync(loginFile) ? builtPage(loginFile) : null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  // index.html paints no login form: the shell has none, a signed-out visitor goes on to /login
  const views = [];
  // the signed-in dashboard's frame of each locale, in the shell's own words
  const frames = LOCALES.map((locale) => {
    const text = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/src/messages', `${locale}.json`), 'utf8'));
    return { locale, dir: locale === 'fa' ? 'rtl' : 'ltr', html: dashboardFrame(text) };
  });
  let loginViews = null;
  try {
    // the frame's colours and fonts: the shell's theme
    for (const frame of frames)
      Object.assign(frame, await captureShellStyles(browser, dist, template, frame.locale, frame));
    // the lean app's form, painted from its own render: the app's first render draws the same markup
    if (loginTemplate) loginViews = await captureViews(browser, dist, loginTemplate);
  } finally {
    await browser.close();
  }
  fs.writeFileSync(indexFile, insertPrerendered(template, views, frames));
  if (loginViews) fs.writeFileSync(loginFile, insertPrerendered(loginTemplate, loginViews));
  const summary = (page, list) =>
    list.map((v) => ({
      page,
      locale: v.locale,
      htmlBytes: v.html.length,
      cssRules: v.css.length,
      fonts: v.fonts,
    }));
  return [...summary('index.html', frames), ...(loginViews ? summary('login.html', loginViews) : [])];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  prerenderLogin(dist).then(
    (views) => {
      for (const v of views)
        console.log(
          `prerendered ${v.page} (${v.locale}): ${(v.htmlBytes / 1024).toFixed(1)} KB of markup, ${v.cssRules} CSS rules, fonts ${v.fonts.join(' ')}`,
        );
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
