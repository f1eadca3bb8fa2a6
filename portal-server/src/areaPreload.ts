import path from 'node:path';
import { remoteForPath } from '@portal/release';
import { firstQueryFor, type FirstQuery } from '@portal/shared-sdk/firstQuery';
import { readJson } from './cachedFile';

const escapeAttribute = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

interface MfManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/**
 * The files a page of an area needs first, by the release store: the build manifest of the stable
 * version of the remote whose base path holds `pathname`, its container entry and the scripts its
 * area module (`./app`) needs at once, as paths of this origin. Empty for a page of no remote, or when
 * the store lists no readable stable version. A customer in a canary's cohort (or with an override)
 * loads another version: for them these files are only wasted, never wrong.
 */
export function areaFiles(
  pathname: string,
  releasesDir: string,
): { buildManifest: string; scripts: string[] } | null {
  const remote = remoteForPath(pathname);
  if (!remote) return null;
  const manifest = readJson(path.join(releasesDir, 'manifest.json')) as {
    remotes?: Record<string, { stable?: { entry?: unknown } }>;
  } | null;
  const entry = manifest?.remotes?.[remote]?.stable?.entry;
  // only a build of the release store, served by this origin under /remotes/
  if (
    typeof entry !== 'string' ||
    !/^\/remotes\/[^?#]+\/mf-manifest\.json$/.test(entry) ||
    entry.includes('..')
  )
    return null;
  const build = readJson(path.join(releasesDir, entry.slice('/remotes/'.length))) as MfManifest | null;
  const entryName = build?.metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string' || !entryName || !Array.isArray(build?.exposes)) return null;
  // the build's files are relative to its manifest's folder (publicPath 'auto'), as the shell reads them
  const at = (file: string) => new URL(file, `http://portal.invalid${entry}`).pathname;
  const entryPath =
    typeof build.metaData?.remoteEntry?.path === 'string'
      ? build.metaData.remoteEntry.path.replace(/^\/+|\/+$/g, '')
      : '';
  const app = build.exposes.find((e) => e.path === './app');
  const sync = Array.isArray(app?.assets?.js?.sync)
    ? app.assets.js.sync.filter((f): f is string => typeof f === 'string')
    : [];
  return {
    buildManifest: entry,
    scripts: [at(entryPath ? `${entryPath}/${entryName}` : entryName), ...sync.map(at)],
  };
}

/** The file the shell's build writes: its scripts holding the shared modules it provides on demand (build/OnDemandSharedChunksPlugin.cjs). */
const ON_DEMAND_SHARED = 'on-demand-shared.json';

/**
 * The shell's scripts every area's module needs from the share scope (the whole of each tiered
 * shared module, which the shell's entry provides on demand), as paths of this origin: only hashed
 * script names at the site's root, the way the build writes them. Empty without the build's list.
 */
export function shellOnDemandScripts(shellDir: string): string[] {
  const list = readJson(path.join(shellDir, ON_DEMAND_SHARED)) as { files?: unknown } | null;
  if (!Array.isArray(list?.files)) return [];
  return list.files.filter(
    (file): file is string => typeof file === 'string' && /^\/[\w.-]+\.[0-9a-f]{8}\.js$/.test(file),
  );
}

/**
 * `<link rel="preload">` hints for the files of `areaFiles`, so the browser fetches them while the
 * shell's own scripts arrive instead of after them, all as fetches: the build manifest is read by
 * the shell's fetch, which takes the preloaded answer; the scripts land in the HTTP cache (their
 * folders are immutable), where the container runtime's script elements find them. A script element
 * would take a preloaded answer as it is, a failure included, so a retry after a failed load would
 * get the old failure again; a failed fetch is not cached, and the retry asks anew. With `shellDir`,
 * the shell's scripts of the shared modules the area's module takes from the share scope
 * (shellOnDemandScripts) too, which the shell's entry would ask for only once it has run.
 */
export function areaPreloadLinks(pathname: string, releasesDir: string, shellDir?: string): string {
  const files = areaFiles(pathname, releasesDir);
  if (!files) return '';
  const shared = shellDir ? shellOnDemandScripts(shellDir) : [];
  return [files.buildManifest, ...files.scripts, ...shared]
    .map((file) => `<link rel="preload" href="${escapeAttribute(file)}" as="fetch" crossorigin="anonymous">`)
    .join('');
}

/** `html` with `links` at the end of its <head> (after the shell's own scripts and styles, which come first). */
export function withHeadLinks(html: string, links: string): string {
  if (!links) return html;
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${links}${html.slice(end)}`;
}

/**
 * The first query the stable version of `pathname`'s remote declares for that very page (its
 * contributions' `firstQueries` in the release store's manifest, paint description included), as
 * { remote, query }; null for a page of no remote or without one. The page is matched by the SDK's
 * firstQueryFor, as the before-paint script and the shell's hand-over match it; the script checks
 * the declaration as it checks the manifest's, and the shell hands the answer on only to the version
 * that declares it.
 */
export function pageFirstQuery(
  pathname: string,
  releasesDir: string,
): { remote: string; query: Record<string, unknown> } | null {
  const remote = remoteForPath(pathname);
  if (!remote) return null;
  const manifest = readJson(path.join(releasesDir, 'manifest.json')) as {
    remotes?: Record<string, { stable?: { contributions?: { firstQueries?: unknown } } }>;
  } | null;
  const queries = manifest?.remotes?.[remote]?.stable?.contributions?.firstQueries;
  if (!Array.isArray(queries)) return null;
  // the manifest's JSON: only a declaration with a path can match a page
  const withPaths = queries.filter(
    (q): q is FirstQuery & Record<string, unknown> =>
      Boolean(q) && typeof q === 'object' && typeof (q as { path?: unknown }).path === 'string',
  );
  // one of `withPaths` itself, the declaration as the manifest holds it
  const query = firstQueryFor(withPaths, pathname) as (FirstQuery & Record<string, unknown>) | null;
  return query ? { remote, query } : null;
}

/**
 * The page's hints for the before-paint script (the shell's src/firstPaint), read before its first
 * paint: the API's origin as config.json gives it (`fp-api-base`, so the first calls leave without
 * waiting for config.json) and, on an area's page, the first query its remote's stable version
 * declares for it (`fp-first-query`, so that query leaves without waiting for the manifest, and its
 * painted first screen shows at once).
 */
export function firstPaintMetas(pathname: string, releasesDir: string, apiBaseUrl: unknown): string {
  const metas = [
    `<meta name="fp-api-base" content="${escapeAttribute(typeof apiBaseUrl === 'string' ? apiBaseUrl : '')}">`,
  ];
  const first = pageFirstQuery(pathname, releasesDir);
  if (first) metas.push(`<meta name="fp-first-query" content="${escapeAttribute(JSON.stringify(first))}">`);
  return metas.join('');
}

/** `html` with `metas` before its first script (the before-paint script reads them), or unchanged without a script in <head>. */
export function withHeadMetas(html: string, metas: string): string {
  const head = html.indexOf('</head>');
  const script = html.indexOf('<script');
  if (!metas || script < 0 || head < 0 || script > head) return html;
  return `${html.slice(0, script)}${metas}${html.slice(script)}`;
}
