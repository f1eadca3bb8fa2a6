import { takeEarly } from './earlyHandOver';
import { loadRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
import type { FirstPaintGlobals } from '../firstPaint/globals';

/**
 * src/firstPaint asks for /config.json before the application's scripts have arrived and
 * leaves the promise of its JSON under this global: the start reads the config from it instead of
 * waiting a round trip more after the scripts.
 */
export const EARLY_CONFIG_GLOBAL = 'portalEarlyConfig' satisfies keyof FirstPaintGlobals;

/**
 * The runtime config: from the early request when there is one (taken once), otherwise fetched
 * from `url`. Rejects as loadRuntimeConfig does when the file cannot be read.
 */
export function startRuntimeConfig(url = '/config.json', win: Window = window): Promise<RuntimeConfig> {
  const early = takeEarly(EARLY_CONFIG_GLOBAL, win);
  return early ? early.then(parseRuntimeConfig) : loadRuntimeConfig(url);
}
