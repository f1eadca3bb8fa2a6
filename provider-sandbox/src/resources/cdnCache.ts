import {
  BROWSER_CACHE_TTL_OPTIONS,
  EDGE_CACHE_TTL_OPTIONS,
  ERROR_CACHE_TTL_OPTIONS,
  PURGE_MAX_URLS,
  checkPurgeList,
} from '@portal/api-cdn/rules';
import { DEFAULT_CACHE_SETTINGS } from '@portal/api-cdn/factories';
import { HttpError, Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { cdnFail, cdnText, ownDomain, type OwnDomain } from './cdnDomainAccess';

type Settings = typeof DEFAULT_CACHE_SETTINGS;
type SettingsRow = Record<keyof Settings, string | number | null>;

const BOOLEANS: readonly (keyof Settings)[] = [
  'developer_mode',
  'always_online',
  'cache_cookies',
  'minify_html',
  'minify_css',
  'minify_js',
  'image_resize',
  'image_optimization',
];

function readSettings(call: AuthedCall, domain: OwnDomain): Settings {
  const row = call.ctx.db
    .prepare<[number], SettingsRow>('SELECT * FROM cache_settings WHERE domain_id = ?')
    .get(domain.id);
  if (!row) return { ...DEFAULT_CACHE_SETTINGS };
  const settings = { ...DEFAULT_CACHE_SETTINGS } as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_CACHE_SETTINGS) as (keyof Settings)[]) {
    settings[key] = BOOLEANS.includes(key) ? row[key] === 1 : row[key];
  }
  return settings as Settings;
}

/** The edge cache modes under the provider SDK's names. */
const SDK_CACHE_MODES: Record<string, string> = {
  WITH_QUERY_STRING: 'standard',
  NO_QUERY_STRING: 'aggressive',
  OFF: 'off',
};

/** The settings as answered: also under the names the provider's SDK reads, and the WordPress plugin's `image_to_webp`. */
function settingsView(s: Settings) {
  return {
    ...s,
    mode: SDK_CACHE_MODES[s.cache_mode] ?? s.cache_mode,
    ttl: s.cache_ttl,
    browser_mode: s.browser_cache_mode,
    browser_ttl: s.browser_cache_ttl,
    error_cache_ttl: s.errors_cache_ttl,
    minify: { html: s.minify_html, css: s.minify_css, js: s.minify_js },
    image_to_webp: s.image_optimization,
  };
}

/** Stores the settings with `change` applied; answers them with "Settings successfully applied" (or `message`). */
function saveSettings(
  call: AuthedCall,
  domain: OwnDomain,
  change: Partial<Settings>,
  message = call.t('settingsApplied'),
): Reply {
  const next = { ...readSettings(call, domain), ...change };
  const row = Object.fromEntries(
    Object.entries(next).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 1 : 0) : v]),
  );
  const cols = Object.keys(row);
  call.ctx.db
    .prepare(
      `INSERT INTO cache_settings (domain_id, ${cols.join(', ')}) VALUES (@domain_id, ${cols.map((c) => `@${c}`).join(', ')})
       ON CONFLICT(domain_id) DO UPDATE SET ${cols.map((c) => `${c} = excluded.${c}`).join(', ')}`,
    )
    .run({ domain_id: domain.id, ...row });
  return new Reply(settingsView(readSettings(call, domain)), message);
}

/** `ttl` (or `time`, as some clients send it), one of `options`; 422 on the field sent otherwise. */
function ttlFrom(call: AuthedCall, options: readonly number[]): number {
  const field = call.body.ttl === undefined && call.body.time !== undefined ? 'time' : 'ttl';
  const value = call.body[field];
  if (value === undefined || !options.includes(Number(value))) throw cdnFail(call, 422, 'ttlInvalid', field);
  return Number(value);
}

const enabled = (call: AuthedCall) => call.body.enabled === true;
const PURGE_BY = {
  tags: { en: 'tag', fa: 'برچسب' },
  prefixes: { en: 'path prefix', fa: 'پیشوند مسیر' },
} as const;
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];

/** A domain's caching and acceleration under /cdn/ng/domains/{domain_id}/cache and /acceleration. */
export const cdnCacheResource: Resource = (routes) => {
  const path = (p: string) => `/cdn/ng/domains/{domain_id}/${p}`;

  routes.get(path('cache'), (call) => settingsView(readSettings(call, ownDomain(call))));

  routes.post(path('cache/edge/change-mode'), (call) =>
    saveSettings(call, ownDomain(call), { cache_mode: call.body.mode as Settings['cache_mode'] }),
  );
  routes.post(path('cache/edge/developer-mode'), (call) =>
    saveSettings(call, ownDomain(call), { developer_mode: enabled(call) }),
  );
  routes.post(path('cache/edge/always-online'), (call) =>
    saveSettings(call, ownDomain(call), { always_online: enabled(call) }),
  );
  routes.post(path('cache/edge/cache-cookies'), (call) =>
    saveSettings(call, ownDomain(call), { cache_cookies: enabled(call) }),
  );
  routes.post(path('cache/edge/change-ttl'), (call) => {
    const domain = ownDomain(call);
    return saveSettings(call, domain, { cache_ttl: ttlFrom(call, EDGE_CACHE_TTL_OPTIONS) });
  });
  routes.post(path('cache/browser/change-mode'), (call) => {
    const domain = ownDomain(call);
    const mode = call.body.mode as Settings['browser_cache_mode'];
    // the TTL matters only when the portal overrides the origin's headers
    if (mode === 'respect') return saveSettings(call, domain, { browser_cache_mode: mode });
    return saveSettings(call, domain, {
      browser_cache_mode: mode,
      browser_cache_ttl: ttlFrom(call, BROWSER_CACHE_TTL_OPTIONS),
    });
  });
  // the provider's SDK sets the browser's TTL on its own; it applies while the mode is override
  routes.post(path('cache/browser/change-ttl'), (call) => {
    const domain = ownDomain(call);
    return saveSettings(call, domain, { browser_cache_ttl: ttlFrom(call, BROWSER_CACHE_TTL_OPTIONS) });
  });
  routes.post(path('cache/errors/cache-ttl'), (call) => {
    const domain = ownDomain(call);
    return saveSettings(call, domain, { errors_cache_ttl: ttlFrom(call, ERROR_CACHE_TTL_OPTIONS) });
  });

  routes.post(path('cache/edge/purge-cache'), (call) => {
    const domain = ownDomain(call);
    // the provider's SDK may also name cache tags and path prefixes, which this CDN does not purge by
    for (const field of ['tags', 'prefixes'] as const) {
      if (listOf(call.body[field]).length > 0)
        throw cdnFail(call, 422, 'purgeByUnsupported', field, { what: PURGE_BY[field][call.lang] });
    }
    // the WordPress plugin sends paths (after the domain name)
    const paths = listOf(call.body.paths).map((p) => `${domain.name}/${String(p).replace(/^\/+/, '')}`);
    const given = call.body.urls ?? (paths.length > 0 ? paths : undefined);
    // a body with neither field purges everything, as some clients ask for it
    const all = call.body.purge_all === true || (call.body.purge_all === undefined && given === undefined);
    const urls = all ? [] : (Array.isArray(given) ? given : given === undefined ? [] : [given]).map(String);
    if (!all) {
      const check = checkPurgeList(urls, domain.name);
      if (check.error) throw cdnFail(call, 422, check.error, 'urls', { max: PURGE_MAX_URLS });
      if (check.badLines.length > 0) {
        // each wrong address by its line (its place in the list)
        const messages = check.badLines.map((line) =>
          cdnText(call, 'line', { line, message: cdnText(call, 'purgePathInvalid') }),
        );
        throw new HttpError(422, messages[0] as string, { urls: messages });
      }
    }
    const now = call.ctx.nowSec();
    call.ctx.db
      .prepare('INSERT INTO cache_purges (domain_id, purge_all, urls, created_at) VALUES (?, ?, ?, ?)')
      .run(domain.id, all ? 1 : 0, JSON.stringify(urls), now);
    saveSettings(call, domain, { purged_at: now });
    return new Reply(
      { purge_all: all, urls: urls.map((u) => u.trim()), purged_at: now },
      cdnText(call, 'purged'),
    );
  });

  routes.post(path('acceleration/assets/minify'), (call) => {
    const domain = ownDomain(call);
    const current = readSettings(call, domain);
    const pick = (key: 'html' | 'css' | 'js', now: boolean) =>
      call.body[key] === undefined ? now : call.body[key] === true;
    return saveSettings(call, domain, {
      minify_html: pick('html', current.minify_html),
      minify_css: pick('css', current.minify_css),
      minify_js: pick('js', current.minify_js),
    });
  });
  routes.post(path('acceleration/images/resize'), (call) =>
    saveSettings(call, ownDomain(call), { image_resize: enabled(call) }),
  );
  routes.post(path('acceleration/images/optimize'), (call) =>
    saveSettings(call, ownDomain(call), { image_optimization: enabled(call) }),
  );
};
