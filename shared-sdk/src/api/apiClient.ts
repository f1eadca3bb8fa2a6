import axios, {
  AxiosHeaders,
  type AxiosError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { bus } from '../bus/bus';
import { REQUEST_TIMEOUT_MS } from '../rules/constants';
import { noteSessionEnd } from '../session/sessionEnd';
import { getLocale, getToken } from '../session/sessionStore';
import { ApiError, isApiError, type FieldErrors } from './ApiError';
import { API_PREFIX, getApiConfig, isUnprefixedPath } from './config';
import { encodeForm, isFormData, isPlainObject } from './formEncode';
import { clientMessage } from './messages';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Call `${baseUrl}${url}` without `/api/v1` (automatic for `/submit/...`). */
    unprefixed?: boolean;
    /** false: the answer is not the `{ success, message, data }` envelope (downloads, odd calls). Default true. */
    envelope?: boolean;
    /**
     * This call's bearer token instead of the session's: a token not stored yet, asked about before
     * it replaces the session (`/force-set-token`). Its 401 or 403 is about that token, not the
     * session, so it ends nobody's session.
     */
    bearer?: string;
  }
}

const TUNNELLED_METHODS = ['put', 'patch', 'delete'];

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Adds `_method` without mutating the caller's body. */
function withMethodField(data: unknown, method: string): unknown {
  if (isFormData(data)) {
    const copy = new FormData();
    data.forEach((value, key) => copy.append(key, value));
    copy.append('_method', method);
    return copy;
  }
  if (data instanceof URLSearchParams) {
    const copy = new URLSearchParams(data);
    copy.set('_method', method);
    return copy;
  }
  if (typeof data === 'string') return `${data}${data ? '&' : ''}_method=${method}`;
  if (isPlainObject(data)) return { ...data, _method: method };
  return { _method: method };
}

/** The bearer token goes only to the provider, never to a foreign absolute URL (e.g. a bank gateway). */
function isProviderUrl(url: string, baseUrl: string): boolean {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return true;
  const origin = baseUrl || (typeof location !== 'undefined' ? location.origin : '');
  try {
    return origin !== '' && new URL(url).origin === new URL(origin, 'http://localhost').origin;
  } catch {
    return false;
  }
}

function applyWireRules(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (isOffline()) {
    // Offline: refused before any byte goes out, with "You are offline"; the caller sees the same ApiError as for any failure.
    throw new ApiError({ kind: 'offline', status: 0, message: clientMessage('offline', getLocale()) });
  }
  const { baseUrl } = getApiConfig();
  const url = config.url ?? '';
  config.baseURL = config.unprefixed || isUnprefixedPath(url) ? baseUrl : `${baseUrl}${API_PREFIX}`;

  const headers = AxiosHeaders.from(config.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', getLocale());
  const token = config.bearer ?? getToken();
  if (token && isProviderUrl(url, baseUrl)) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');

  const method = (config.method ?? 'get').toLowerCase();
  if (TUNNELLED_METHODS.includes(method)) {
    config.method = 'post';
    config.data = withMethodField(config.data, method.toUpperCase());
  }
  if (isFormData(config.data)) {
    headers.delete('Content-Type'); // the browser adds multipart/form-data with its boundary
  } else if (isPlainObject(config.data)) {
    config.data = encodeForm(config.data);
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=utf-8');
  }
  config.headers = headers;
  return config;
}

interface EnvelopeLike {
  success: boolean;
  message?: unknown;
  data?: unknown;
  fields?: unknown;
}

function isEnvelope(body: unknown): body is EnvelopeLike {
  return isPlainObject(body) && typeof body.success === 'boolean';
}

function readFields(body: unknown): FieldErrors | undefined {
  if (!isPlainObject(body) || !isPlainObject(body.fields)) return undefined;
  const fields: FieldErrors = {};
  for (const [key, value] of Object.entries(body.fields)) {
    if (Array.isArray(value)) fields[key] = value.map(String);
    else if (value !== undefined && value !== null) fields[key] = [String(value)];
  }
  return fields;
}

function serverMessage(body: unknown): string | undefined {
  return isPlainObject(body) && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : undefined;
}

function httpError(status: number, body: unknown): ApiError {
  const fields = readFields(body);
  return new ApiError({
    kind: 'http',
    status,
    message: serverMessage(body) ?? clientMessage('http', getLocale()),
    ...(fields ? { fields } : {}),
    body,
  });
}

function checkEnvelope(response: AxiosResponse): AxiosResponse {
  const { config } = response;
  if (config.envelope === false) return response;
  if (config.responseType && config.responseType !== 'json') return response;
  const body: unknown = response.data;
  if (!isEnvelope(body)) {
    // e.g. an HTML page from a history fallback, or JSON that is not the envelope
    throw new ApiError({
      kind: 'malformed',
      status: response.status,
      message: clientMessage('malformed', getLocale()),
      body,
    });
  }
  if (!body.success) throw httpError(response.status, body);
  return response;
}

function normalizeError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const locale = getLocale();
  const e = error as AxiosError;
  if (e?.response) return httpError(e.response.status, e.response.data);
  if (e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT') {
    return new ApiError({ kind: 'timeout', status: 0, message: clientMessage('timeout', locale) });
  }
  return new ApiError({ kind: 'network', status: 0, message: clientMessage('network', locale) });
}

function onFailure(error: unknown): Promise<never> {
  // A cancelled request (unmount, TanStack Query cancel) is not a failure to show anyone.
  if (axios.isCancel(error)) return Promise.reject(error);
  const apiError = normalizeError(error);
  // an answer about another token than the session's says nothing about the session
  const sessionCall = (error as AxiosError | undefined)?.config?.bearer === undefined;
  if (sessionCall && apiError.status === 401) {
    // the login page says why the provider ended the session (the bus event carries nothing)
    noteSessionEnd(apiError.body);
    bus.emit('session:unauthorized', {});
  }
  if (sessionCall && apiError.status === 403) bus.emit('session:forbidden', {});
  return Promise.reject(apiError);
}

/** The one axios instance of the portal; it holds every wire rule of the provider API (bearer, locale, form bodies, tunnelled methods, timeout, envelope). Feature code uses `api`/`request`. */
export const apiClient = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
});

apiClient.interceptors.request.use(applyWireRules);
apiClient.interceptors.response.use((response) => checkEnvelope(response), onFailure);
