import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, KeywordDefinition, SchemaValidateFunction, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { CORE_AREAS, mergeOpenApi } from '@portal/shared-sdk/openapi';
import { permissionForRoute } from '@portal/shared-sdk/rules';
import type { FieldErrors } from './envelope';
import { translate, type Lang } from './messages';

/**
 * A small generic request validator over the shared OpenAPI document: for each operation it
 * compiles the request-body schema and an object schema made of the query and path parameters.
 * The document is the single source of truth for the SDK's types and for this sandbox, so the
 * two cannot drift apart.
 */

type Json = Record<string, unknown>;
const DOC_ID = 'provider-v1';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof METHODS)[number];

export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** Full path template including the server prefix, e.g. `/api/v1/auth/tokens/{id}`. */
  fullPath: string;
  /** The operation declares `security: []`. */
  isPublic: boolean;
  validateBody?: ValidateFunction;
  bodyRequired: boolean;
  validateParams?: ValidateFunction;
  /** The POST request schema carries `_method`, so PUT/PATCH/DELETE may tunnel into it. */
  acceptsTunnel: boolean;
  /**
   * What an API token needs to make the call: `x-permission` of the operation (`none`: nothing),
   * else `permissionForRoute` of its method and path under the server prefix.
   */
  permission: string | null;
  /**
   * The call changes what is stored: `x-changes-state` of the operation when it says (a GET that
   * changes state says true; a POST that only asks, false), else any method but GET.
   */
  changesState: boolean;
  /**
   * `x-session-only: true`: the account's security settings (IP whitelist, API tokens, sessions, the
   * second factor), which only a signed-in portal session may read or change, never an API token.
   */
  sessionOnly: boolean;
  /** The request body may be multipart/form-data (a file upload). */
  acceptsFiles: boolean;
}

export interface ValidationResult {
  ok: boolean;
  fields: FieldErrors;
}

/** What names an area package among the sandbox's dependencies (`@portal/api-cdn` …). */
const AREA_PACKAGE = /^@portal\/api-[a-z]+$/;

/**
 * The OpenAPI fragment folders of the area packages the sandbox depends on (each package's
 * `openapi/areas`). The sandbox plays the whole provider, so it serves every area's calls; it finds
 * the areas in its own package.json rather than in a list of its own.
 */
export function areaFragmentDirs(): string[] {
  const own = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(own.dependencies)
    .filter((name) => AREA_PACKAGE.test(name))
    .sort()
    .map((name) => join(dirname(require.resolve(`${name}/package.json`)), 'openapi', 'areas'));
}

/**
 * The OpenAPI document the sandbox serves: the provider API v1 merged from the core's fragments
 * (`@portal/shared-sdk/openapi`) and every area package's, or the single file given (tests of the
 * wire rules).
 */
export function loadOpenApiDocument(file?: string): Json {
  return file
    ? (parseYaml(readFileSync(file, 'utf8')) as Json)
    : mergeOpenApi(undefined, { areaDirs: [CORE_AREAS, ...areaFragmentDirs()] });
}

export class OpenApiValidator {
  readonly operations: OperationInfo[] = [];
  private readonly byKey = new Map<string, OperationInfo>();
  private readonly doc: Json;

  constructor(file?: string) {
    this.doc = acceptFormBooleans(loadOpenApiDocument(file));
    const ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      // form bodies carry only strings; a lone form value stands for a one-item list
      coerceTypes: 'array',
      useDefaults: true,
      validateSchema: false,
    });
    addFormats(ajv);
    ajv.addKeyword(FORM_BOOLEAN_KEYWORD);
    ajv.addSchema(this.doc, DOC_ID);

    const rootPrefix = serverPrefix(this.doc.servers) ?? '';
    const paths = (this.doc.paths ?? {}) as Record<string, Json>;
    for (const [path, item] of Object.entries(paths)) {
      const pathPrefix = serverPrefix(item.servers) ?? rootPrefix;
      const pathParams = (item.parameters as Json[] | undefined) ?? [];
      for (const method of METHODS) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const prefix = serverPrefix(op.servers) ?? pathPrefix;
        const fullPath = joinPath(prefix, path);
        const pointer = `${DOC_ID}#/paths/${escapePointer(path)}/${method}`;
        const info = this.compileOperation(ajv, op, method, fullPath, pointer, [
          ...pathParams,
          ...((op.parameters as Json[] | undefined) ?? []),
        ]);
        this.operations.push(info);
        this.byKey.set(`${method} ${fullPath}`, info);
      }
    }
  }

  /** The operation for a route; a PUT/PATCH/DELETE route falls back to a POST that tunnels. */
  find(method: string, fullPath: string): OperationInfo | undefined {
    const m = method.toLowerCase();
    const exact = this.byKey.get(`${m} ${fullPath}`);
    if (exact) return exact;
    if (m === 'put' || m === 'patch' || m === 'delete') {
      const post = this.byKey.get(`post ${fullPath}`);
      if (post?.acceptsTunnel) return post;
    }
    return undefined;
  }

  findById(operationId: string): OperationInfo | undefined {
    return this.operations.find((o) => o.operationId === operationId);
  }

  private compileOperation(
    ajv: Ajv2020,
    op: Json,
    method: HttpMethod,
    fullPath: string,
    pointer: string,
    parameters: Json[],
  ): OperationInfo {
    const info: OperationInfo = {
      operationId: String(op.operationId ?? `${method} ${fullPath}`),
      method,
      fullPath,
      isPublic: Array.isArray(op.security) && op.security.length === 0,
      bodyRequired: false,
      acceptsTunnel: false,
      permission: operationPermission(op, method, fullPath),
      changesState: typeof op['x-changes-state'] === 'boolean' ? op['x-changes-state'] : method !== 'get',
      sessionOnly: op['x-session-only'] === true,
      acceptsFiles: false,
    };
    const requestBody = this.deref(op.requestBody) as Json | undefined;
    const content = (requestBody?.content ?? {}) as Record<string, Json>;
    info.acceptsFiles = content['multipart/form-data'] !== undefined;
    const mediaType = ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data'].find(
      (t) => content[t]?.schema,
    );
    if (mediaType) {
      info.bodyRequired = requestBody?.required === true;
      info.validateBody = ajv.compile({
        $ref: `${pointer}/requestBody/content/${escapePointer(mediaType)}/schema`,
      });
      info.acceptsTunnel = this.hasProperty(content[mediaType]?.schema, '_method');
    }

    const properties: Json = {};
    const required: string[] = [];
    for (const raw of parameters) {
      const p = this.deref(raw) as Json;
      if (p.in !== 'query' && p.in !== 'path') continue;
      const name = String(p.name);
      properties[name] = p.schema ?? {};
      if (p.required === true || p.in === 'path') required.push(name);
    }
    if (Object.keys(properties).length > 0) {
      // parameter schemas may $ref components, so compile them in the document's scope
      info.validateParams = ajv.compile({
        $id: `${DOC_ID}-params-${info.operationId}`,
        type: 'object',
        properties: rebaseRefs(properties) as Json,
        required,
      });
    }
    return info;
  }

  private deref(value: unknown): unknown {
    let v = value as Json | undefined;
    for (let i = 0; i < 10 && v && typeof v.$ref === 'string'; i += 1) {
      v = lookupPointer(this.doc, v.$ref);
    }
    return v;
  }

  private hasProperty(schema: unknown, name: string, depth = 0): boolean {
    const s = this.deref(schema) as Json | undefined;
    if (!s || depth > 5) return false;
    const props = s.properties as Json | undefined;
    if (props && name in props) return true;
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      const list = s[key];
      if (Array.isArray(list) && list.some((x) => this.hasProperty(x, name, depth + 1))) return true;
    }
    return false;
  }
}

/**
 * Booleans as the provider's clients send them: `true`/`false` and `1`/`0`, as JSON values or as
 * form strings (`"1"`, `"0"`, `"true"`, `"false"`), are stored as booleans; anything else fails as
 * "must be of type boolean". Ajv's own coercion knows `"true"`/`"false"` and the numbers, not the
 * strings `"1"`/`"0"` every form body carries. A boolean branch of `oneOf`/`anyOf` keeps the plain
 * type, so the other branches still decide what they accept.
 */
const BOOLEAN_TEXT = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
]);

const FORM_BOOLEAN_KEYWORD: KeywordDefinition = {
  keyword: 'x-form-boolean',
  modifying: true,
  errors: true,
  schemaType: 'boolean',
  validate: formBoolean,
};

function formBoolean(...[, data, , cxt]: Parameters<SchemaValidateFunction>): boolean {
  const value = BOOLEAN_TEXT.get(data);
  if (value === undefined) {
    (formBoolean as SchemaValidateFunction).errors = [
      { keyword: 'type', params: { type: 'boolean' }, message: 'must be boolean' },
    ];
    return false;
  }
  if (cxt && cxt.parentData !== undefined && cxt.parentDataProperty !== undefined) {
    (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = value;
  }
  return true;
}

/** A copy of the document whose `type: boolean` schemas use the keyword above. */
export function acceptFormBooleans(doc: Json): Json {
  const visit = (node: unknown, branch: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, branch));
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json)) {
      const isBranchList = key === 'oneOf' || key === 'anyOf';
      out[key] =
        isBranchList && Array.isArray(value) ? value.map((item) => visit(item, true)) : visit(value, false);
    }
    if (out.type === 'boolean' && !branch && !('const' in out) && !('enum' in out)) {
      delete out.type;
      out['x-form-boolean'] = true;
    }
    return out;
  };
  return visit(doc, false) as Json;
}

/** Validates a value; on failure returns field → localized messages. */
export function runValidation(validate: ValidateFunction, value: unknown, lang: Lang): ValidationResult {
  if (validate(value)) return { ok: true, fields: {} };
  return { ok: false, fields: toFieldErrors(validate.errors ?? [], lang) };
}

export function toFieldErrors(errors: ErrorObject[], lang: Lang): FieldErrors {
  const fields: FieldErrors = {};
  // oneOf/anyOf report every failed branch plus a summary; the summary alone reads better
  const summaries = new Set(
    errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath),
  );
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    if (e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && isInside(e.instancePath, summaries)) continue;
    const segments = e.instancePath.split('/').slice(1).map(unescapePointer);
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'required') segments.push(String(params.missingProperty));
    if (e.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
    const field = segments.join('.') || '_body';
    const message = fieldMessage(e, lang);
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return fields;
}

function isInside(path: string, summaries: Set<string>): boolean {
  for (const s of summaries) if (path === s || path.startsWith(`${s}/`)) return true;
  return false;
}

function fieldMessage(e: ErrorObject, lang: Lang): string {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return translate(lang, 'fieldRequired');
    case 'type':
      return translate(lang, 'fieldType', { type: String(params.type) });
    case 'minLength':
      // an empty form value is a missing value to the person filling the form
      return params.limit === 1
        ? translate(lang, 'fieldRequired')
        : translate(lang, 'fieldMinLength', { limit: Number(params.limit) });
    case 'maxLength':
      return translate(lang, 'fieldMaxLength', { limit: Number(params.limit) });
    case 'minimum':
    case 'exclusiveMinimum':
      return translate(lang, 'fieldMinimum', { limit: Number(params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return translate(lang, 'fieldMaximum', { limit: Number(params.limit) });
    case 'format':
      return params.format === 'email' ? translate(lang, 'fieldEmail') : translate(lang, 'fieldFormat');
    case 'pattern':
      return translate(lang, 'fieldFormat');
    case 'enum':
      return translate(lang, 'fieldEnum', {
        values: ((params.allowedValues as unknown[]) ?? []).join(', '),
      });
    case 'const':
      return translate(lang, 'fieldEnum', { values: String(params.allowedValue) });
    case 'additionalProperties':
      return translate(lang, 'fieldUnknown');
    default:
      return translate(lang, 'fieldInvalid');
  }
}

function serverPrefix(servers: unknown): string | undefined {
  if (!Array.isArray(servers) || servers.length === 0) return undefined;
  const url = String((servers[0] as Json).url ?? '');
  // only the path part matters: the sandbox serves every prefix on its own origin
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  return path.replace(/\/+$/, '');
}

function joinPath(prefix: string, path: string): string {
  return `${prefix}/${path.replace(/^\/+/, '')}`;
}

function escapePointer(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(s: string): string {
  return s.replace(/~1/g, '/').replace(/~0/g, '~');
}

function lookupPointer(doc: Json, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let cur: unknown = doc;
  for (const part of ref.slice(2).split('/').map(unescapePointer)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Json)[part];
  }
  return cur as Json | undefined;
}

/** `#/components/...` inside a compiled wrapper must point into the document, not the wrapper. */
function rebaseRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebaseRefs);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value as Json)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : rebaseRefs(v);
    }
    return out;
  }
  return value;
}

/** The prefix of the prefixed calls; their permission is read from the path under it. */
const API_BASE = '/api/v1';

/**
 * An operation's `x-permission`, else its group's by path and method; an operation marked
 * `x-changes-state: true` (a GET that changes what is stored) needs the group's write permission.
 */
export function operationPermission(op: Json, method: string, fullPath: string): string | null {
  const declared = op['x-permission'];
  if (typeof declared === 'string') return declared === 'none' ? null : declared;
  const path = fullPath.startsWith(`${API_BASE}/`) ? fullPath.slice(API_BASE.length) : fullPath;
  const permission = permissionForRoute(method, path);
  return op['x-changes-state'] === true && permission?.endsWith('.read')
    ? `${permission.slice(0, -'.read'.length)}.write`
    : permission;
}
