import { mkdirSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import compression from 'compression';
import express, { Router, type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import multer from 'multer';
import { openDatabase } from './db/openDatabase';
import { resetDatabase, warmSeedHashes } from './db/seed';
import { HttpError, sendFail, sendOk } from './http/envelope';
import { langFromHeader, translate } from './http/messages';
import { OpenApiValidator } from './http/openapi';
import { createSandboxClock, type SandboxClock } from './clock/sandboxClock';
import { listOutbox } from './outbox/outbox';
import { bodyGate, routeMatcher } from './http/bodyGate';
import {
  buildRouter,
  isPlainObject,
  type RegisteredRoute,
  type Resource,
  type SandboxContext,
} from './http/router';
import { RESOURCES } from './resources';
import { gatewayRoutes } from './gateway/gatewayRoutes';
import { createServerLinks, type ServerLinks } from './cloud/serverLinks';
import { settleTasks } from './cloud/serverMachine';
import { createServerConsoles, type ServerConsoles } from './vnc/serverConsoles';
import { SDK_NAMES_LOCAL, fieldsAsSent, providerSdkDialect } from './http/providerSdkDialect';
import { SDK_DIALECTS } from './resources/sdkDialects';
import type { Server as HttpServer } from 'node:http';

export interface SandboxOptions {
  /** SQLite file (created when absent); `:memory:` for throw-away instances. */
  dbPath: string;
  /** Where uploaded files are kept. */
  uploadsDir: string;
  /**
   * The origin the browser sees (e.g. http://localhost:8080), for absolute URLs the sandbox hands
   * out, like the stand-in bank gateway's redirect; default http://localhost:8081.
   */
  publicOrigin?: string;
  /**
   * The portal's own origins (scheme, host and port): the only places the stand-in bank gateway
   * returns a customer to (add-funds refuses another `rebound`), and the only browser origins
   * allowed to call the API from another origin (CORS). Default: `publicOrigin`.
   */
  portalOrigins?: readonly string[];
  /** The sandbox clock; tests move it to expire captchas and sessions. */
  now?: () => Date;
  /** One OpenAPI file to serve instead of the provider API v1 merged from `@portal/shared-sdk/openapi`. */
  openApiPath?: string;
  /**
   * The request validator, already compiled from the OpenAPI document (compiling it takes most of a
   * sandbox's start, so tests that start many sandboxes share one); default: compiled from
   * `openApiPath`.
   */
  validator?: OpenApiValidator;
  /**
   * Serve `/__sandbox/*` (reset, captcha answers): test helpers no real provider has. Default: only
   * when started in development or test mode (`NODE_ENV`), never in production.
   */
  testRoutes?: boolean;
  /** Print unexpected errors (500s) to stderr; default on. */
  logErrors?: boolean;
  /** The resource modules to serve; default every one (`resources/index.ts`). */
  resources?: readonly Resource[];
  /**
   * Take a request's address from `X-Forwarded-For` when it comes from the loopback (a proxy on
   * this machine; a test naming the address the IP whitelist should see). Default: in development
   * and test mode only, like `testRoutes`.
   */
  trustProxy?: boolean;
}

/** The express app, with what its HTTP server must also answer: the console's WebSocket upgrades. */
export type SandboxApp = Express & { attachUpgrade: (server: HttpServer) => void };

export interface Sandbox {
  app: SandboxApp;
  db: Database;
  routes: RegisteredRoute[];
  validator: OpenApiValidator;
  /** Restores the seed and puts the clock back (what `POST /__sandbox/reset` does). */
  reset: () => void;
  /** Moves the sandbox clock forward (what `POST /__sandbox/clock` does). */
  advanceClock: (seconds: number) => void;
  /** Answers the servers' console WebSockets on the HTTP server the app listens on. */
  attachUpgrade: (server: HttpServer) => void;
  consoles: ServerConsoles;
  /** What cloud resources link to servers (tests register stand-ins). */
  serverLinks: ServerLinks;
  close: () => void;
}

/** Paths the sandbox answers; anything else falls through to whoever mounted it. */
const SANDBOX_PATH = /^\/(api\/v1|submit|__sandbox|gateway)(\/|$)/;
const TUNNELLED = new Set(['PUT', 'PATCH', 'DELETE']);
const BODY_LIMIT = '1mb';
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export function createSandbox(options: SandboxOptions): Sandbox {
  const clock = createSandboxClock(options.now);
  const now = clock.now;
  mkdirSync(options.uploadsDir, { recursive: true });
  const db = openDatabase(options.dbPath, now());
  warmSeedHashes();
  const validator = options.validator ?? new OpenApiValidator(options.openApiPath);
  const nowSec = () => Math.floor(now().getTime() / 1000);
  const publicOrigin = (options.publicOrigin ?? 'http://localhost:8081').replace(/\/+$/, '');
  const consoles = createServerConsoles({
    db,
    nowSec,
    publicOrigin,
    // a console connects only to a server running now (its due changes settled first)
    isRunning: (serverId) => {
      const owner = db
        .prepare<[number], { user_id: number }>('SELECT user_id FROM servers WHERE id = ?')
        .get(serverId);
      if (!owner) return false;
      settleTasks(db, owner.user_id, nowSec());
      const row = db
        .prepare<[number], { status: string; task_state: string | null }>(
          'SELECT status, task_state FROM servers WHERE id = ?',
        )
        .get(serverId);
      return row?.status === 'ON' && !row.task_state;
    },
  });
  const serverLinks = createServerLinks();
  const devMode = servesTestRoutes(process.env.NODE_ENV);
  const ctx: SandboxContext = {
    db,
    now,
    nowSec,
    uploadsDir: options.uploadsDir,
    publicOrigin,
    portalOrigins: (options.portalOrigins ?? [publicOrigin]).map((o) => o.replace(/\/+$/, '')),
    trustProxy: options.trustProxy ?? options.testRoutes ?? devMode,
    serverLinks,
    consoles,
  };
  const reset = () => {
    consoles.close();
    clock.reset();
    resetDatabase(db, now());
  };

  const { router: api, routes } = buildRouter(options.resources ?? RESOURCES, ctx, validator);

  const inner = Router();
  inner.use(corsFor(ctx.portalOrigins));
  inner.use(compression());
  inner.use(bodyGate(ctx, routes));
  inner.use(express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'] }));
  inner.use(express.urlencoded({ extended: true, limit: BODY_LIMIT, parameterLimit: 5000 }));
  // multipart bodies are parsed (into memory, up to 10 files) only for the calls that take files
  const isUpload = routeMatcher(
    routes.filter(
      (r) => r.operationId !== undefined && validator.findById(r.operationId)?.acceptsFiles === true,
    ),
  );
  const files = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 1000 },
  }).any();
  inner.use((req, res, next) => (isUpload(req.method, req.path) ? files(req, res, next) : next()));
  inner.use(methodTunnel);
  // the provider's own SDK names some fields otherwise: read them under the portal's names
  inner.use(providerSdkDialect(SDK_DIALECTS));
  if (options.testRoutes ?? servesTestRoutes(process.env.NODE_ENV))
    inner.use('/__sandbox', testRoutes(ctx, reset, clock));
  // the stand-in bank gateway's pages: plain HTML, no token, no OpenAPI validation
  inner.use('/gateway', gatewayRoutes(ctx));
  inner.use(api);
  inner.use((req, res) =>
    sendFail(res, 404, translate(langFromHeader(req.get('accept-language')), 'notFound')),
  );
  inner.use(errorHandler(options.logErrors !== false));

  const app = express();
  app.disable('x-powered-by');
  // nested query strings (`filter[status]=open`) like the form bodies
  app.set('query parser', 'extended');
  app.use((req, res, next) => (SANDBOX_PATH.test(req.path) ? inner(req, res, next) : next()));

  const sandboxApp = Object.assign(app, { attachUpgrade: consoles.attachUpgrade });
  return {
    app: sandboxApp,
    db,
    routes,
    validator,
    reset,
    advanceClock: clock.advance,
    attachUpgrade: consoles.attachUpgrade,
    consoles,
    serverLinks,
    close: () => {
      consoles.close();
      db.close();
    },
  };
}

/** Whether a sandbox started in this mode (`NODE_ENV`) serves `/__sandbox/*`: development and test only. */
export function servesTestRoutes(mode: string | undefined): boolean {
  return mode === 'development' || mode === 'test';
}

/**
 * The express app alone, for mounting in another server or for supertest; its `attachUpgrade(server)`
 * lets the HTTP server it is mounted in answer the servers' console WebSockets.
 */
export function createSandboxApp(options: SandboxOptions): SandboxApp {
  return createSandbox(options).app;
}

/** The portal tunnels PUT/PATCH/DELETE through POST with `_method` in the body. */
const methodTunnel: RequestHandler = (req, _res, next) => {
  if (req.method === 'POST' && isPlainObject(req.body) && typeof req.body._method === 'string') {
    const method = req.body._method.toUpperCase();
    if (TUNNELLED.has(method)) {
      req.method = method;
      delete req.body._method;
    }
  }
  next();
};

/**
 * Lets the portal call the sandbox from another origin (the API on an origin of its own, as in the
 * production topology): only the portal's own origins are allowed, never any page that asks.
 */
const corsFor =
  (origins: readonly string[]): RequestHandler =>
  (req, res, next) => {
    const origin = req.get('origin');
    res.setHeader('Vary', 'Origin');
    if (origin && origins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept-Language');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };

function testRoutes(ctx: SandboxContext, reset: () => void, clock: SandboxClock): Router {
  const r = Router();
  r.post('/reset', (_req, res) => {
    reset();
    sendOk(res, null, 'reset');
  });
  r.get('/health', (_req, res) => sendOk(res, { ok: true }, 'ok'));
  // the clock every time-based rule reads: `{ advance_seconds }` moves it forward
  const clockState = () => ({ now: ctx.now().toISOString(), offset_seconds: clock.offsetSeconds() });
  r.get('/clock', (_req, res) => sendOk(res, clockState(), 'ok'));
  r.post('/clock', (req, res) => {
    const seconds = Number((req.body as Record<string, unknown> | undefined)?.advance_seconds);
    if (!Number.isFinite(seconds) || seconds < 0) {
      return sendFail(res, 422, 'advance_seconds must be a number of seconds, 0 or more', {
        advance_seconds: ['Must be a number, 0 or more'],
      });
    }
    clock.advance(seconds);
    sendOk(res, clockState(), 'ok');
  });
  // what the sandbox "sent" by SMS or e-mail (confirmation codes), newest first
  r.get('/outbox', (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const userId = q.user_id === undefined ? undefined : Number(q.user_id);
    sendOk(
      res,
      listOutbox(ctx, {
        recipient: q.recipient,
        purpose: q.purpose,
        userId: Number.isFinite(userId) ? userId : undefined,
        limit: q.limit ? Number(q.limit) : undefined,
      }),
      'ok',
    );
  });
  // the servers' consoles as the servers saw them: the lines typed, the keys received; closing open sessions
  const serverIdOf = (req: express.Request) =>
    Number((req.query as Record<string, string | undefined>).server_id);
  r.get('/vnc/typed', (req, res) => sendOk(res, ctx.consoles.typed(serverIdOf(req)), 'ok'));
  r.get('/vnc/keys', (req, res) => sendOk(res, ctx.consoles.keys(serverIdOf(req)), 'ok'));
  r.post('/vnc/kick', (req, res) => {
    const id = serverIdOf(req);
    sendOk(res, { closed: ctx.consoles.kick(Number.isFinite(id) ? id : undefined) }, 'ok');
  });
  // tests read the captcha answer here instead of solving the image
  r.get('/captcha/:id', (req, res) => {
    const row = ctx.db
      .prepare<[string], { answer: string }>('SELECT answer FROM captchas WHERE id = ?')
      .get(String(req.params.id));
    if (!row) return sendFail(res, 404, 'Unknown captcha');
    res.json({ success: true, message: 'ok', data: { answer: row.answer }, answer: row.answer });
  });
  return r;
}

function errorHandler(log: boolean): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const lang = langFromHeader(req.get('accept-language'));
    if (res.headersSent) return;
    if (err instanceof HttpError)
      return sendFail(
        res,
        err.status,
        err.message,
        err.fields && fieldsAsSent(err.fields, res.locals[SDK_NAMES_LOCAL]),
        err.retryAfterSeconds,
        err.details,
      );
    const e = err as { type?: string; status?: number; code?: string; name?: string };
    if (e.name === 'MulterError') {
      const tooBig =
        e.code === 'LIMIT_FILE_SIZE' || e.code === 'LIMIT_FILE_COUNT' || e.code === 'LIMIT_FIELD_COUNT';
      return sendFail(res, tooBig ? 413 : 400, translate(lang, tooBig ? 'tooLarge' : 'malformedBody'));
    }
    if (e.type === 'entity.too.large' || e.type === 'parameters.too.many') {
      return sendFail(res, 413, translate(lang, 'tooLarge'));
    }
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      return sendFail(res, e.status, translate(lang, 'malformedBody'));
    }
    if (log) console.error('[provider-sandbox]', req.method, req.originalUrl, err);
    sendFail(res, 500, translate(lang, 'tryAgain'));
  };
}
