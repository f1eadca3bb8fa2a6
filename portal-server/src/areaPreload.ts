import fs from 'node:fs';
import path from 'node:path';
import { remoteForPath } from '@portal/release';

const escapeAttribute = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

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
export function areaFiles(pathname: string, releasesDir: string): { buildManifest: string; scripts: string[] } | null {
  const remote = remoteForPath(pathname);
  if (!remote) return null;
  const manifest = readJson(path.join(releasesDir, 'manifest.json')) as { remotes?: Record<string, { stable?: { entry?: unknown } }> } | null;
  const entry = manifest?.remotes?.[remote]?.stable?.entry;
  // only a build of the release store, served by this origin under /remotes/
  if (typeof entry !== 'string' || !/^\/remotes\/[^?#]+\/mf-manifest\.json$/.test(entry) || entry.includes('..')) return null;
  const build = readJson(path.join(releasesDir, entry.slice('/remotes/'.length))) as MfManifest | null;
  const entryName = build?.metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string' || !entryName || !Array.isArray(build?.exposes)) return null;
  // the build's files are relative to its manifest's folder (publicPath 'auto'), as the shell reads them
  const at = (file: string) => new URL(file, `http://portal.invalid${entry}`).pathname;
  const entryPath = typeof build.metaData?.remoteEntry?.path === 'string' ? build.metaData.remoteEntry.path.replace(/^\/+|\/+$/g, '') : '';
  const app = build.exposes.find((e) => e.path === './app');
  const sync = Array.isArray(app?.assets?.js?.sync) ? app.assets.js.sync.filter((f): f is string => typeof f === 'string') : [];
  return { buildManifest: entry, scripts: [at(entryPath ? `${entryPath}/${entryName}` : entryName), ...sync.map(at)] };
}

/**
 * `<link rel="preload">` hints for the files of `areaFiles`, so the browser fetches them while the
 * shell's own scripts arrive instead of after them, all as fetches: the build manifest is read by
 * the shell's fetch, which takes the preloaded answer; the scripts land in the HTTP cache (their
 * folders are immutable), where the container runtime's script elements find them. A script element
 * would take a preloaded answer as it is, a failure included, so a retry after a failed load would
 * get the old failure again; a failed fetch is not cached, and the retry asks anew.
 */
export function areaPreloadLinks(pathname: string, releasesDir: string): string {
  const files = areaFiles(pathname, releasesDir);
  if (!files) return '';
  return [files.buildManifest, ...files.scripts].map((file) => `<link rel="preload" href="${escapeAttribute(file)}" as="fetch" crossorigin="anonymous">`).join('');
}

/** `html` with `links` at the end of its <head> (after the shell's own scripts and styles, which come first). */
export function withHeadLinks(html: string, links: string): string {
  if (!links) return html;
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${links}${html.slice(end)}`;
}
