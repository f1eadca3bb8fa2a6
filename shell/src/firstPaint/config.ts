import { isRecord, meta, parse, read } from './storage';

/** A call of the API given its origin. */
export type ApiRequest = (origin: string) => Promise<Response>;

/**
 * A promise of the data of the API's answer to `request`, or null when it failed, from the API's
 * origin config.json names. `early`, when given, is told the answer of the guessed origin as soon
 * as it arrives, before config.json has confirmed it.
 */
export type AnswerData = (request: ApiRequest, early?: (data: unknown) => void) => Promise<unknown>;

export interface EarlyConfig {
  /** The JSON of config.json (rejected when unread). */
  config: Promise<unknown>;
  answerData: AnswerData;
}

/**
 * /config.json is asked for here, on every page, rather than after the application's scripts: the
 * promise of its JSON is left in window.portalEarlyConfig, which the application's start takes
 * instead of asking again (shell/src/config/earlyConfig.ts). Never cached by the browser, as the
 * application reads it: a redeployed config applies at once.
 */
export function startConfig(): EarlyConfig {
  const config = window.fetch('/config.json', { cache: 'no-store' }).then((res) => {
    if (!res.ok) throw new Error(`config /config.json: HTTP ${res.status}`);
    return res.json() as Promise<unknown>;
  });
  config.catch(() => null); // handled by the application, which falls back to its defaults
  window.portalEarlyConfig = config;
  // the API's origin from config.json as the application reads it (its own origin without one)
  const base = config
    .catch(() => ({}))
    .then((settings) =>
      isRecord(settings) && typeof settings.apiBaseUrl === 'string'
        ? settings.apiBaseUrl.replace(/\/+$/, '')
        : '',
    );
  // The API's origin as the last visit's config.json gave it (kept under "portal.apiBase"): a repeat
  // visit's early calls start with it at once instead of a round trip later, and an answer counts
  // only if this visit's config.json names the same origin (else the call is made again with it).
  const lastBase = parse(read('portal.apiBase'));
  // Better still, the API's origin as the server that sent this page read it from the same
  // config.json (<meta name="fp-api-base">; none from another server): a first visit's calls start
  // at once too. It is checked against config.json all the same (a page kept by the service worker
  // names the origin of its day); only the painted first screen shows an answer before that.
  const namedBase = meta('fp-api-base');
  const guessedBase =
    namedBase !== null ? namedBase.replace(/\/+$/, '') : typeof lastBase === 'string' ? lastBase : null;
  void base.then((fresh) => {
    try {
      window.localStorage.setItem('portal.apiBase', JSON.stringify(fresh));
    } catch {
      // storage disabled: every visit waits for config.json
    }
  });

  const answerData: AnswerData = (request, early) => {
    const ask = (origin: string): Promise<unknown> =>
      Promise.resolve(origin)
        .then(request)
        .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
        .then((body) => (isRecord(body) && body.success === true ? body.data : null))
        .catch(() => null);
    if (guessedBase === null) return base.then(ask);
    const guessed = ask(guessedBase);
    if (early) void guessed.then(early);
    return base.then((fresh) => (fresh === guessedBase ? guessed : ask(fresh)));
  };
  return { config, answerData };
}
