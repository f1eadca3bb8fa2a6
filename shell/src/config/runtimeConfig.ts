import { NO_DEV_OVERRIDES, parseDevOverrideSettings, type DevOverrideSettings } from '../remotes/devOverride';
import { DEFAULT_LOAD_DEADLINE_SECONDS } from '../remotes/loadDeadline';
import { parseProductName, type ProductNameSetting } from './productName';

/** The runtime configuration read from `/config.json` at start (docs/CONTRACTS.md). */
export interface RuntimeConfig {
  /** Origin of the provider API; '' means the page's own origin. */
  apiBaseUrl: string;
  /** URL of the remote manifest, absolute or relative to the page. */
  manifestUrl: string;
  /** Origins remote entries may be loaded from; the page's own origin is always allowed. */
  remoteOrigins: string[];
  /** External documentation site (dashboard tile, opened in a new tab). */
  docsUrl: string;
  /** shown in the header and first in every page title: one name, or `{ fa, en }` (the shell's own text for a locale left out) */
  productName: ProductNameSetting;
  /** Where the shell reports canary outcomes (the sandbox's rollout endpoint); '' sends nothing. */
  rolloutReportUrl: string;
  /** An area load re-reads the remote manifest when the copy in hand is older than this. */
  manifestMaxAgeSeconds: number;
  /**
   * How long a remote's build manifest, entry or any of its chunks may take to arrive before the
   * area shows its error with retry (a file that never answers would otherwise leave it loading).
   */
  remoteLoadDeadlineSeconds: number;
  /**
   * `allowDevOverrides` (true only in a development server's config) and `devRemotes` (each
   * remote's development build): whether `?mfe_cdn=dev` may load a local build, and from where.
   */
  devOverrides: DevOverrideSettings;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  manifestUrl: '/remotes/manifest.json',
  remoteOrigins: [],
  docsUrl: '',
  productName: '',
  rolloutReportUrl: '',
  manifestMaxAgeSeconds: 15,
  remoteLoadDeadlineSeconds: DEFAULT_LOAD_DEADLINE_SECONDS,
  devOverrides: NO_DEV_OVERRIDES,
};

/** The longest delay a browser timer keeps (2^31 − 1 ms): a longer one would fire at once. */
const MAX_TIMER_SECONDS = 2_147_483;

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Reads an untrusted JSON value into a config; missing or wrong-typed fields take the defaults. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const obj = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const origins = Array.isArray(obj.remoteOrigins)
    ? obj.remoteOrigins.filter((o): o is string => typeof o === 'string')
    : DEFAULT_CONFIG.remoteOrigins;
  return {
    apiBaseUrl: stringOr(obj.apiBaseUrl, DEFAULT_CONFIG.apiBaseUrl).replace(/\/+$/, ''),
    manifestUrl: stringOr(obj.manifestUrl, DEFAULT_CONFIG.manifestUrl),
    remoteOrigins: origins,
    docsUrl: stringOr(obj.docsUrl, DEFAULT_CONFIG.docsUrl),
    productName: parseProductName(obj.productName),
    rolloutReportUrl: stringOr(obj.rolloutReportUrl, DEFAULT_CONFIG.rolloutReportUrl),
    manifestMaxAgeSeconds:
      typeof obj.manifestMaxAgeSeconds === 'number' && obj.manifestMaxAgeSeconds >= 0
        ? obj.manifestMaxAgeSeconds
        : DEFAULT_CONFIG.manifestMaxAgeSeconds,
    remoteLoadDeadlineSeconds:
      typeof obj.remoteLoadDeadlineSeconds === 'number' &&
      Number.isFinite(obj.remoteLoadDeadlineSeconds) &&
      obj.remoteLoadDeadlineSeconds > 0
        ? Math.min(obj.remoteLoadDeadlineSeconds, MAX_TIMER_SECONDS)
        : DEFAULT_CONFIG.remoteLoadDeadlineSeconds,
    devOverrides: parseDevOverrideSettings(obj.allowDevOverrides, obj.devRemotes),
  };
}

/** Fetches the runtime config; never cached by the browser so a redeployed config applies at once. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config ${url}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
