import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import compression from 'compression';
import { RELEASE_SERVICE_PATHS } from '@portal/release-service';
import {
  IMMUTABLE_FILE_OPTIONS,
  immutableAssetHeaders,
  securityHeaders,
  socketOriginOf,
} from './security-headers';
import { precompressed } from './precompressed';
import { areaPreloadLinks, firstPaintMetas, withHeadLinks, withHeadMetas } from './areaPreload';
import { readText } from './cachedFile';
import { signedOutPage } from './signedOutPage';

export interface PortalServerOptions {
  /** The built shell (`shell/dist`). */
  shellDir: string;
  /** The release store: `manifest.json` and `<remote>/<version>/…` (immutable folders). */
  releasesDir: string;
  /** The provider sandbox, mounted in-process for its own paths. */
  sandbox?: RequestHandler;
  /**
   * The release service, mounted in-process for the paths nginx proxies to it (the manifest and
   * `/rollout/*`). Without one, the manifest is read from `releasesDir`.
   */
  releaseService?: RequestHandler;
  /** Overrides merged over `shell/dist/config.json`. */
  config?: Record<string, unknown>;
  /** Origin the portal is served from, e.g. http://localhost:8080 (for the remote allow-list). */
  origin: string;
}

const NO_CACHE = 'no-cache';
const SANDBOX_PATHS = /^\/(api|submit|__sandbox|gateway)(\/|$)/;
/**
 * Addresses of built files, never of a page: a content-hashed name at the shell's root
 * (`main.0123abcd.js`, `first-paint.89abcdef.js`), the shell's `/assets/`, a script, style or source
 * map at the root (the development build names them without a hash: `main.js`) and a release folder
 * under `/remotes/`. The portal's routes never look like these (a domain in a route sits below `/cdn/`).
 */
export const BUILT_FILE =
  /^\/(?:[^/]+\.[0-9a-f]{8}\.[a-z0-9]+|[^/]+\.(?:js|mjs|css|map)|assets\/.+|remotes\/.+)$/;

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The origin of an absolute API base URL when it is not the portal's own (it then needs connect-src). */
function foreignOrigin(apiBaseUrl: unknown, origin: string): string | undefined {
  if (typeof apiBaseUrl !== 'string' || !/^https?:\/\//.test(apiBaseUrl)) return undefined;
  const api = new URL(apiBaseUrl).origin;
  return api === new URL(origin).origin ? undefined : api;
}

export function createPortalServer(options: PortalServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  const config = { ...readJson(path.join(options.shellDir, 'config.json')), ...options.config };
  const remoteOrigins = (config.remoteOrigins as string[] | undefined) ?? [options.origin];
  const apiOrigin = foreignOrigin(config.apiBaseUrl, options.origin);
  // the sockets of this origin (the VNC console through the sandbox), of the API, and of a remote's
  // development server (its hot reload)
  const socketOrigins = [
    ...new Set(
      [options.origin, ...remoteOrigins, apiOrigin]
        .map(socketOriginOf)
        .filter((o): o is string => o !== undefined),
    ),
  ];
  app.use(securityHeaders({ remoteOrigins, apiOrigin, socketOrigins }));

  if (options.sandbox) {
    const sandbox = options.sandbox;
    app.use((req, res, next) => (SANDBOX_PATHS.test(req.path) ? sandbox(req, res, next) : next()));
  }

  if (options.releaseService) {
    const releaseService = options.releaseService;
    app.use((req, res, next) =>
      RELEASE_SERVICE_PATHS.test(req.path) ? releaseService(req, res, next) : next(),
    );
  }

  app.get('/config.json', (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(config);
  });

  // The manifest changes on every release: always revalidate. Version folders never change.
  app.get('/remotes/manifest.json', (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.sendFile(path.join(options.releasesDir, 'manifest.json'), { dotfiles: 'allow' }, (err) => {
      if (err) res.status(404).json({ message: 'no manifest published' });
    });
  });
  // the release store's lock and half-written files are not for browsers (version records are
  // dotfiles, which express.static already refuses)
  app.use('/remotes', (req, res, next) => (/\.(lock|tmp)$/.test(req.path) ? res.status(404).end() : next()));
  // every file of a version folder is immutable
  app.use('/remotes', precompressed(options.releasesDir, immutableAssetHeaders));
  // (a missing one is answered below with the other built files: 404, uncached)
  app.use(
    '/remotes',
    express.static(options.releasesDir, {
      index: false,
      setHeaders: immutableAssetHeaders,
      ...IMMUTABLE_FILE_OPTIONS,
    }),
  );

  // the shell's hashed files and assets are immutable; anything else in its folder is revalidated
  const immutableShellFile = /(\.[0-9a-f]{8}\.(js|css)|^\/assets\/.*)$/;
  const shellAssets = express.static(options.shellDir, {
    index: false,
    setHeaders: immutableAssetHeaders,
    ...IMMUTABLE_FILE_OPTIONS,
  });
  const shellPrecompressed = precompressed(options.shellDir, immutableAssetHeaders);
  app.use((req, res, next) =>
    immutableShellFile.test(req.path)
      ? shellPrecompressed(req, res, () => shellAssets(req, res, next))
      : next(),
  );
  app.use(
    express.static(options.shellDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', NO_CACHE),
    }),
  );

  // A built file's address is never a page: a missing one answers 404 (uncached, as nginx answers it),
  // never the shell's HTML under a script's name, which the browser would run as the script and the
  // service worker keep.
  app.use((req, res, next) => {
    if (!BUILT_FILE.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).json({ success: false, message: 'Not found' });
  });

  // History fallback: every other GET that wants a page gets the shell.
  const indexHtml = path.join(options.shellDir, 'index.html');
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', NO_CACHE);
    // the login page is the lean login app's own page
    const ownPage = signedOutPage(req.path, options.shellDir);
    // a page of an area names the files of its remote's stable version, and the shell's files of the
    // shared modules that remote takes, for the browser to fetch at once
    const links = ownPage ? '' : areaPreloadLinks(req.path, options.releasesDir, options.shellDir);
    // and every page tells the before-paint script the API's origin (the login page's captcha, a
    // signed-in page's first calls) and the page's first query
    const metas = firstPaintMetas(req.path, options.releasesDir, config.apiBaseUrl);
    // the page's text is read again only when a build replaced it
    const page = ownPage ?? indexHtml;
    const html = readText(page);
    if (html === null) return next(new Error(`${page} cannot be read`));
    res.type('html').send(withHeadLinks(withHeadMetas(html, metas), links));
  });
  app.use((_req, res) => res.status(404).json({ success: false, message: 'Not found' }));
  return app;
}
