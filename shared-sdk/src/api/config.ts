export interface ApiConfig {
  /** Origin of the provider API ('' = same origin). The SDK adds `/api/v1` except for unprefixed paths. */
  baseUrl: string;
}

let current: ApiConfig = { baseUrl: '' };

/** Called once by the shell with the runtime config (`config.json` → `apiBaseUrl`). */
export function configureApi(config: ApiConfig): void {
  current = { ...config, baseUrl: config.baseUrl.replace(/\/+$/, '') };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return current;
}

export const API_PREFIX = '/api/v1';

/** Paths the provider serves without `/api/v1` (`/submit/financial/...`). */
export const UNPREFIXED_PATH_PREFIXES: readonly string[] = ['/submit/'];

export function isUnprefixedPath(path: string): boolean {
  return UNPREFIXED_PATH_PREFIXES.some((p) => path.startsWith(p));
}
