import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { HttpError, Reply, sendOk, type FieldErrors } from './envelope';
import { langFromHeader, translate, type Lang, type MessageKey } from './messages';
import { runValidation, type HttpMethod, type OpenApiValidator } from './openapi';
import { authenticate, authorize, type AuthUser } from './auth';
import { operationPermission } from './openapi';
import type { Call, SandboxContext } from './call';

export type { Call, SandboxContext } from './call';

type Body = Record<string, unknown>;

export interface AuthedCall extends Call {
  user: AuthUser;
}

export interface RouteOptions {
  /** Open without a bearer token (captcha, login, register). */
  public?: boolean;
  /** Path prefix; `/api/v1` unless the provider serves the call unprefixed (`/submit/...` → ''). */
  prefix?: string;
  /** Validate against this operation instead of the one found by method and path. */
  operationId?: string;
  /** The message of a 422 whose input fails the OpenAPI schema; by default the one problem's, or "The given data was invalid". */
  invalidMessage?: (lang: Lang) => string;
  /** Answer 422 with this message when the body is JSON but not an object (an array), before any other check. */
  nonObjectMessage?: (lang: Lang) => string;
}

export type Handler<C extends Call = AuthedCall> = (call: C) => unknown;

export interface SandboxRoutes {
  get(path: string, handler: Handler, opts?: RouteOptions): void;
  post(path: string, handler: Handler, opts?: RouteOptions): void;
  put(path: string, handler: Handler, opts?: RouteOptions): void;
  patch(path: string, handler: Handler, opts?: RouteOptions): void;
  delete(path: string, handler: Handler, opts?: RouteOptions): void;
  /** Routes open without a token; the handler gets no user. */
  publicGet(path: string, handler: Handler<Call>, opts?: RouteOptions): void;
  publicPost(path: string, handler: Handler<Call>, opts?: RouteOptions): void;
}

/** A resource module registers its routes; add one file per area and list it in `resources/index.ts`. */
export type Resource = (routes: SandboxRoutes, ctx: SandboxContext) => void;

export interface RegisteredRoute {
  method: HttpMethod;
  fullPath: string;
  operationId?: string;
  isPublic: boolean;
}

export const API_PREFIX = '/api/v1';

/** Builds the express router for the given resources, and lists what it registered. */
export function buildRouter(
  resources: readonly Resource[],
  ctx: SandboxContext,
  validator: OpenApiValidator,
): { router: Router; routes: RegisteredRoute[] } {
  const router = Router();
  const routes: RegisteredRoute[] = [];

  const add = (
    method: HttpMethod,
    path: string,
    handler: Handler<Call>,
    opts: RouteOptions,
    isPublic: boolean,
  ) => {
    const fullPath = `${opts.prefix ?? API_PREFIX}${path}`;
    const op = opts.operationId ? validator.findById(opts.operationId) : validator.find(method, fullPath);
    if (opts.operationId && !op) throw new Error(`Unknown operationId ${opts.operationId}`);
    routes.push({ method, fullPath, operationId: op?.operationId, isPublic });

    const validate: RequestHandler = (req, res, next) => {
      const call = res.locals.call as Call;
      if (opts.nonObjectMessage && req.body !== undefined && req.body !== null && !isPlainObject(req.body)) {
        return next(new HttpError(422, opts.nonObjectMessage(call.lang)));
      }
      if (!op) return next();
      const fields: FieldErrors = {};
      if (op.validateParams) {
        const input = { ...call.query, ...call.params };
        const r = runValidation(op.validateParams, input, call.lang);
        Object.assign(fields, r.fields);
        // keep the coerced values (numbers, booleans) for the handler
        for (const key of Object.keys(call.params))
          call.params[key] = String(input[key as keyof typeof input]);
        for (const key of Object.keys(call.query)) call.query[key] = input[key as keyof typeof input];
      }
      const hasBody = Object.keys(call.body).length > 0;
      if (op.validateBody && (hasBody || op.bodyRequired)) {
        const r = runValidation(op.validateBody, call.body, call.lang);
        Object.assign(fields, r.fields);
      }
      if (Object.keys(fields).length > 0) {
        // one problem reads best as itself; several get the generic summary
        const all = Object.values(fields).flat();
        const message =
          opts.invalidMessage?.(call.lang) ?? (all.length === 1 ? (all[0] as string) : call.t('invalidData'));
        return next(new HttpError(422, message, fields));
      }
      next();
    };

    const run: RequestHandler = async (req, res) => {
      const call = res.locals.call as Call;
      const result = await handler(call);
      if (res.headersSent) return;
      if (result instanceof Reply) sendOk(res, result.data, result.message ?? call.t('ok'), result.status);
      else sendOk(res, result, call.t('ok'));
    };

    const permission = op ? op.permission : operationPermission({}, method, fullPath);
    router[method](
      toExpressPath(fullPath),
      prepare(ctx),
      authenticate(ctx, isPublic),
      authorize(permission, op?.sessionOnly === true),
      validate,
      run,
    );
  };

  const routesApi: SandboxRoutes = {
    get: (p, h, o = {}) => add('get', p, h as Handler<Call>, o, o.public === true),
    post: (p, h, o = {}) => add('post', p, h as Handler<Call>, o, o.public === true),
    put: (p, h, o = {}) => add('put', p, h as Handler<Call>, o, o.public === true),
    patch: (p, h, o = {}) => add('patch', p, h as Handler<Call>, o, o.public === true),
    delete: (p, h, o = {}) => add('delete', p, h as Handler<Call>, o, o.public === true),
    publicGet: (p, h, o = {}) => add('get', p, h, o, true),
    publicPost: (p, h, o = {}) => add('post', p, h, o, true),
  };
  for (const resource of resources) resource(routesApi, ctx);
  return { router, routes };
}

/** Builds the Call once per request so that auth and validation can fill it in. */
function prepare(ctx: SandboxContext): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const lang = langFromHeader(req.get('accept-language'));
    const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
    const body = isPlainObject(req.body) ? (req.body as Body) : {};
    const query = isPlainObject(req.query) ? { ...(req.query as Body) } : {};
    const call: Call = {
      req,
      res,
      lang,
      body,
      query,
      params: { ...(req.params as Record<string, string>) },
      ctx,
      t,
      fail: (status, key, fields) => {
        const translated: FieldErrors | undefined = fields
          ? Object.fromEntries(Object.entries(fields).map(([f, keys]) => [f, keys.map((k) => t(k))]))
          : undefined;
        return new HttpError(status, t(key), translated);
      },
      reply: (data, key, status) => new Reply(data, key ? t(key) : undefined, status),
    };
    res.locals.call = call;
    next();
  };
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** `/auth/tokens/{id}` (OpenAPI) → `/auth/tokens/:id` (express). */
export function toExpressPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}
