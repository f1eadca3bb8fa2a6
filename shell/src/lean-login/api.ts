import { API_PREFIX, ApiError, clientMessage, encodeForm, type Locale } from '@portal/shared-sdk';
import { takeEarly } from '../config/earlyHandOver';
import { takeEarlyCaptcha } from '../login/earlyCaptcha';
import type { CaptchaData } from '../login/earlyCaptcha';

// The login app's calls to the provider API, over fetch, on the wire rules of shared-sdk's client
// (docs/product.md#provider-api-wire-rules): `${apiBaseUrl}/api/v1${path}` with config.json's
// apiBaseUrl, form-encoded bodies, Accept-Language of the page, the `{ success, message, data,
// fields }` envelope; a refusal is shared-sdk's ApiError with the server's message and field messages.

export interface LoginAnswer {
  token: string;
  otp_required?: boolean;
  otp_token: string;
  otp_type: 'app' | 'sms' | 'email';
}

let settings: Promise<Record<string, unknown>> | null = null;

/** config.json's settings (taken from src/firstPaint's early request when there is one); {} when unread. */
export function runtimeSettings(): Promise<Record<string, unknown>> {
  settings ??= (
    takeEarly('portalEarlyConfig') ??
    fetch('/config.json', { cache: 'no-store' }).then((res) => (res.ok ? res.json() : {}))
  )
    .catch(() => ({}))
    .then((value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {}));
  return settings;
}

/** The API's origin: config.json's apiBaseUrl, else the page's own. */
async function base(): Promise<string> {
  const url = (await runtimeSettings()).apiBaseUrl;
  return typeof url === 'string' ? url.replace(/\/+$/, '') : '';
}

/** POST `path` with `body` (form-encoded): the envelope's data, or an ApiError. */
export async function post<T>(
  path: string,
  body: Record<string, unknown> | null,
  locale: Locale,
): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ApiError({ kind: 'offline', status: 0, message: clientMessage('offline', locale) });
  let res: Response;
  try {
    res = await fetch(`${await base()}${API_PREFIX}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': locale,
        ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' } : {}),
      },
      ...(body ? { body: encodeForm(body) } : {}),
    });
  } catch {
    throw new ApiError({ kind: 'network', status: 0, message: clientMessage('network', locale) });
  }
  const answer: unknown = await res.json().catch(() => null);
  const envelope = (answer && typeof answer === 'object' ? answer : {}) as {
    success?: unknown;
    message?: unknown;
    data?: unknown;
    fields?: unknown;
  };
  if (res.ok && envelope.success === true) return envelope.data as T;
  const fields: Record<string, string[]> = {};
  if (envelope.fields && typeof envelope.fields === 'object') {
    for (const [field, value] of Object.entries(envelope.fields))
      fields[field] = (Array.isArray(value) ? value : [value]).map(String);
  }
  const message =
    typeof envelope.message === 'string' && envelope.message.trim()
      ? envelope.message
      : clientMessage(typeof answer === 'object' && answer ? 'http' : 'malformed', locale);
  throw new ApiError({ kind: 'http', status: res.status, message, fields, body: answer });
}

let firstCaptcha = true;

/** A new captcha: the first one is src/firstPaint's early one when it asked (a captcha is single use). */
export function newCaptcha(locale: Locale): Promise<CaptchaData> {
  const ask = () => post<CaptchaData>('/auth/captcha/recaptcha', null, locale);
  const early = firstCaptcha ? takeEarlyCaptcha(ask) : null;
  firstCaptcha = false;
  return early ?? ask();
}
