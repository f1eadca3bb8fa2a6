import { firstQueryFor, sameFirstQuery, type FirstAnswer } from '@portal/shared-sdk';
import type { RemoteName } from '@portal/release';
import { takeEarly } from '../config/earlyHandOver';
import type { RemoteContributions } from './loaderTypes';

/**
 * public/first-paint.js asks an area page's first query for (declared by the stable version of the
 * page's remote) before the application's scripts, and leaves the promise of
 * `{ remote, api, queryKey, data }` (or null) under this global.
 */
export const EARLY_FIRST_QUERY_GLOBAL = 'portalEarlyFirstQuery';

interface EarlyFirstAnswer extends FirstAnswer {
  remote: string;
  api: string;
  /** the page it was asked for */
  pathname: string;
}

const isKeyPart = (part: unknown) => typeof part === 'string' || (typeof part === 'number' && Number.isFinite(part));

function isEarlyAnswer(value: unknown): value is Omit<EarlyFirstAnswer, 'pathname'> {
  const early = value as Partial<EarlyFirstAnswer> | null;
  return (
    typeof early === 'object' &&
    early !== null &&
    typeof early.remote === 'string' &&
    typeof early.api === 'string' &&
    Array.isArray(early.queryKey) &&
    early.queryKey.length > 0 &&
    early.queryKey.every(isKeyPart) &&
    early.data !== undefined &&
    early.data !== null
  );
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The early first answer of a page, once it has arrived, until the next area mount takes or drops
 * it: of the page the portal was opened at (first-paint.js asked), or of the page a click leads to
 * (askFirstQuery). `asking` is the one ask whose answer may still be held: an area mount ends it,
 * so an answer arriving after the mount it was asked for is never handed to a later one.
 */
let held: EarlyFirstAnswer | null = null;
let asking: object | null = null;

/** Holds `answer` for the next area mount at `pathname`, if it arrives while it is still the ask in force. */
function hold(answer: Promise<unknown>, pathname: string): Promise<void> {
  const ask = {};
  asking = ask;
  held = null;
  return answer.then(
    (early) => {
      if (asking === ask && isEarlyAnswer(early)) held = { remote: early.remote, api: early.api, queryKey: early.queryKey, data: early.data, pathname: withoutTrailingSlash(pathname) };
    },
    () => undefined,
  );
}

/** Takes first-paint.js's early first query (once) and keeps its answer, when it arrives, for the area's first mount at `pathname`. */
export function holdEarlyFirstQuery(pathname: string, win: Window = window): Promise<void> {
  const early = takeEarly(EARLY_FIRST_QUERY_GLOBAL, win);
  if (!early) {
    held = null;
    asking = null;
    return Promise.resolve();
  }
  return hold(early, pathname);
}

/**
 * At the click that leads to an area's page: asks for the first query the customer's version of
 * the remote (`declared`) declares for that page, with `get` (the portal's API client), while the
 * remote's code is still on its way, and holds the answer for the area's mount like first-paint.js's.
 * The mount takes it only if it has arrived by then; otherwise the area asks itself. Nothing is
 * asked for a page without a declaration.
 */
export function askFirstQuery(remote: RemoteName, pathname: string, declared: RemoteContributions | undefined, get: (api: string) => Promise<unknown>): Promise<void> {
  const query = declared ? firstQueryFor(declared.contributions.firstQueries, pathname) : null;
  if (!query) return Promise.resolve();
  return hold(
    get(query.api).then((data) => ({ remote, api: query.api, queryKey: query.queryKey, data })),
    pathname,
  );
}

/**
 * The answers handed to the mount of `remote`'s area (`firstAnswers`) at `pathname` in `version`,
 * taken once by the next area mount, whatever it is: the early answer when it is of that remote
 * and page, and the version mounted (`declared`, what the customer's version of the remote
 * contributes) declares the same query for that page (same API path, same key). Anything else (a
 * canary declaring another query, another page, an answer still on its way) gives none, and the
 * area asks for its data itself.
 */
export function takeFirstAnswers(remote: RemoteName, version: string, declared: RemoteContributions | undefined, pathname: string): FirstAnswer[] | undefined {
  const answer = held;
  held = null;
  asking = null;
  if (!answer || answer.remote !== remote || answer.pathname !== withoutTrailingSlash(pathname)) return undefined;
  if (!declared || declared.version !== version) return undefined;
  const query = firstQueryFor(declared.contributions.firstQueries, pathname);
  if (!query || !sameFirstQuery(query, answer)) return undefined;
  return [{ queryKey: answer.queryKey, data: answer.data }];
}
