import { takeEarlyAnswer } from '../config/earlyHandOver';
import { holdEarlyFirstQuery } from '../remotes/earlyFirstQuery';
import { shellQueryClient } from '../data/queryClient';
import { profileQueryOptions } from '../data/profile/profile-query';
import { slidesQueryOptions } from '../data/slides/slides-query';
import { balanceQueryOptions } from '../data/wallet/balance-query';
import type { FirstPaintGlobals } from '../firstPaint/globals';

/**
 * The globals src/firstPaint leaves a signed-in page's first answers under (a promise of the
 * API envelope's data, or null), asked for before the application's scripts arrived.
 */
export const EARLY_SIGNED_IN = {
  profile: 'portalEarlyProfile',
  balance: 'portalEarlyBalance',
  slides: 'portalEarlySlides',
} as const satisfies Record<string, keyof FirstPaintGlobals>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isProfile = (value: unknown): value is unknown => isRecord(value) && typeof value.id === 'number';
const isBalance = (value: unknown): value is unknown => isRecord(value) && typeof value.balance === 'number';
const isSlides = (value: unknown): value is unknown => Array.isArray(value);

/**
 * `options` whose first fetch takes the early answer under `global` when there is one that
 * `isAnswer` accepts; otherwise (none, failed, something else) it asks the API as `options` does.
 */
function answeredEarly<O extends { queryFn?: unknown }>(
  options: O,
  global: string,
  isAnswer: (value: unknown) => value is unknown,
): O {
  const ask = options.queryFn;
  if (typeof ask !== 'function') return options;
  const queryFn = (context: unknown): Promise<unknown> => {
    const askApi = () => Promise.resolve(ask(context) as unknown);
    return takeEarlyAnswer(global, isAnswer, askApi) ?? askApi();
  };
  return { ...options, queryFn };
}

/**
 * A signed-in page's first calls, asked for at start, side by side, instead of one after the other
 * as the pages render (the profile gate first, then the header's balance and the dashboard's
 * slides): the profile and the balance for every signed-in page, the slides on the dashboard `/`.
 * The pages read them from the shell's query cache; the profile gate still decides what a refused
 * token means. An answer first-paint.js already has is taken instead of asking again; its answer
 * to an area page's first query is kept for that area's first mount.
 */
export function startSignedInQueries(token: string, pathname: string): void {
  void shellQueryClient.prefetchQuery(
    answeredEarly(profileQueryOptions(token), EARLY_SIGNED_IN.profile, isProfile),
  );
  void shellQueryClient.prefetchQuery(
    answeredEarly(balanceQueryOptions(), EARLY_SIGNED_IN.balance, isBalance),
  );
  void holdEarlyFirstQuery(pathname);
  if (pathname === '/')
    void shellQueryClient.prefetchQuery(
      answeredEarly(slidesQueryOptions(), EARLY_SIGNED_IN.slides, isSlides),
    );
}
