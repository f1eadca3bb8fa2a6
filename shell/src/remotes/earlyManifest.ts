import { takeEarlyAnswer } from '../config/earlyHandOver';
import type { FetchJson } from './loaderTypes';
import type { FirstPaintGlobals } from '../firstPaint/globals';

/**
 * src/firstPaint asks a signed-in page's release manifest for (config.json's `manifestUrl`,
 * never from the browser's cache, as the loader reads it) before the application's scripts, and
 * leaves the promise of `{ url, json }` under this global.
 */
export const EARLY_MANIFEST_GLOBAL = 'portalEarlyManifest' satisfies keyof FirstPaintGlobals;

interface EarlyManifest {
  url: string;
  json: unknown;
}

/**
 * The loader's first read of the manifest at `href`: the early answer when there is one for that
 * address (taken once), else null. An early read that failed, or was of another address, falls back
 * to `fetchJson`.
 */
export function takeEarlyManifest(
  href: string,
  fetchJson: FetchJson,
  win: Window = window,
): Promise<unknown> | null {
  const isAnswer = (value: unknown): value is EarlyManifest => {
    const early = value as Partial<EarlyManifest> | null;
    return (
      typeof early === 'object' &&
      early !== null &&
      early.url === href &&
      typeof early.json === 'object' &&
      early.json !== null
    );
  };
  const answer = takeEarlyAnswer(
    EARLY_MANIFEST_GLOBAL,
    isAnswer,
    () => fetchJson(href).then((json) => ({ url: href, json })),
    win,
  );
  return answer ? answer.then((early) => early.json) : null;
}
