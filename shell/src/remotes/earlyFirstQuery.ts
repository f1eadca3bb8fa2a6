import { firstQueryFor, sameFirstQuery, type FirstAnswer } from '@portal/shared-sdk';
import type { RemoteName } from '@portal/release';
import { takeEarly } from '../config/earlyHandOver';
import type { RemoteContributions } from './loaderTypes';
import type { FirstPaintGlobals } from '../firstPaint/globals';

/**
 * src/firstPaint asks an area page's first query for (declared by the stable version of the
 * page's remote) before the application's scripts, and leaves the promise of
 * `{ remote, api, queryKey, data }` (or null) under this global.
 */
export const EARLY_FIRST_QUERY_GLOBAL = 'portalEarlyFirstQuery' satisfies keyof FirstPaintGlobals;

interface EarlyFirstAnswer extends FirstAnswer {
  remote: string;
  api: string;
  /** the page it was asked for */
  pathname: string;
}

const isKeyPart = (part: unknown) =>
  typeof part === 'string' || (typeof part === 'number' && Number.isFinite(part));

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
 * The early first answer of this page, once it has arrived, until an area's first mount takes or
 * drops it: it is of the page the portal was opened at, never of a page navigated to later.
 */
let held: EarlyFirstAnswer | null = null;

/** Takes first-paint.js's early first query (once) and keeps its answer, when it arrives, for the area's first mount at `pathname`. */
export function holdEarlyFirstQuery(pathname: string, win: Window = window): Promise<void> {
  held = null;
  const early = takeEarly(EARLY_FIRST_QUERY_GLOBAL, win);
  if (!early) return Promise.resolve();
  return early.then(
    (answer) => {
      if (isEarlyAnswer(answer))
        held = {
          remote: answer.remote,
          api: answer.api,
          queryKey: answer.queryKey,
          data: answer.data,
          pathname: withoutTrailingSlash(pathname),
        };
    },
    () => undefined,
  );
}

/**
 * The answers handed to the mount of `remote`'s area (`firstAnswers`) at `pathname` in `version`,
 * taken once by the first area mount, whatever it is: the early answer when it is of that remote
 * and page, and the version mounted (`declared`, what the customer's version of the remote
 * contributes) declares the same query for that page (same API path, same key). Anything else (a
 * canary declaring another query, another page, an answer still on its way) gives none, and the
 * area asks for its data itself.
 */
export function takeFirstAnswers(
  remote: RemoteName,
  version: string,
  declared: RemoteContributions | undefined,
  pathname: string,
): FirstAnswer[] | undefined {
  const answer = held;
  held = null;
  if (!answer || answer.remote !== remote || answer.pathname !== withoutTrailingSlash(pathname))
    return undefined;
  if (!declared || declared.version !== version) return undefined;
  const query = firstQueryFor(declared.contributions.firstQueries, pathname);
  if (!query || !sameFirstQuery(query, answer)) return undefined;
  return [{ queryKey: answer.queryKey, data: answer.data }];
}
