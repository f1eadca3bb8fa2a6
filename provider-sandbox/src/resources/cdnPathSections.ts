import type { Database } from 'better-sqlite3';
import type { PageRuleSettings } from '@portal/api-cdn/rules';
import type { FirewallRow, RateLimitRow } from './cdnSecurityRules';

/**
 * A domain's paths as the provider's SDK sees them: a path with rules by section. The sections a
 * page rule holds itself (cache, redirect, WAF, DDoS level) are its settings; a path's rate limit
 * and firewall are this product's rate-limit routes and firewall rules on that path.
 */

export const PATH_SECTIONS = ['cache', 'redirect', 'waf', 'ddos', 'ratelimit', 'firewall'] as const;
export type PathSection = (typeof PATH_SECTIONS)[number];
export const isPathSection = (value: unknown): value is PathSection =>
  (PATH_SECTIONS as readonly unknown[]).includes(value);

/** The sections a page rule holds in its own settings, with those settings' names. */
export const PAGE_RULE_SECTIONS: Readonly<Partial<Record<PathSection, readonly (keyof PageRuleSettings)[]>>> =
  {
    cache: ['cache_mode', 'cache_ttl'],
    redirect: ['redirect_url', 'redirect_code'],
    waf: ['waf'],
    ddos: ['security_level'],
  };

export interface PageRuleRow {
  id: number;
  domain_id: number;
  path: string;
  priority: number;
  settings: string;
  created_at: number | null;
}

export const pageRuleRows = (db: Database, domainId: number) =>
  db
    .prepare<[number], PageRuleRow>('SELECT * FROM cdn_page_rules WHERE domain_id = ? ORDER BY priority, id')
    .all(domainId);

const settingsOf = (row: PageRuleRow) => JSON.parse(row.settings) as PageRuleSettings;

/** A page rule's settings by section, as the SDK's `rules` reads them. */
export function sectionsOf(s: PageRuleSettings): Record<string, Record<string, unknown>> {
  const rules: Record<string, Record<string, unknown>> = {};
  if (s.cache_mode !== undefined || s.cache_ttl !== undefined)
    rules.cache = { enabled: true, mode: s.cache_mode ?? null, ttl: s.cache_ttl ?? null };
  if (s.redirect_url !== undefined)
    rules.redirect = { enabled: true, url: s.redirect_url, status_code: s.redirect_code ?? null };
  if (s.waf !== undefined) rules.waf = { enabled: s.waf, mode: s.waf ? 'block' : 'off' };
  if (s.security_level !== undefined)
    rules.ddos = { enabled: s.security_level !== 'off', mode: s.security_level };
  return rules;
}

/** A page rule as a path of the SDK: its sections as `rules`, on (a page rule always applies). */
export function pagePathOf(row: PageRuleRow) {
  const settings = settingsOf(row);
  return {
    id: row.id,
    path: row.path,
    priority: row.priority,
    settings,
    domain_id: row.domain_id,
    enabled: true,
    rules: sectionsOf(settings),
    created_at: row.created_at,
  };
}

/** A rate-limit route as a path of the SDK, placed by its order among the routes. */
export function rateLimitPathOf(row: RateLimitRow, place: number) {
  return {
    id: row.id,
    path: row.path,
    priority: place,
    domain_id: row.domain_id,
    enabled: true,
    rules: {
      ratelimit: {
        enabled: true,
        requests_per_second: Math.round((row.requests / row.period) * 100) / 100,
        burst: row.requests,
        requests: row.requests,
        period: row.period,
        action: row.action,
      },
    },
    created_at: row.created_at,
  };
}

/** A firewall rule as a path of the SDK (deny is its `block`). */
export function firewallPathOf(row: FirewallRow) {
  return {
    id: row.id,
    path: row.path,
    priority: row.priority,
    domain_id: row.domain_id,
    enabled: true,
    rules: {
      firewall: {
        enabled: true,
        action: row.action === 'deny' ? 'block' : row.action,
        countries: JSON.parse(row.countries) as string[],
        ips: JSON.parse(row.ips) as string[],
      },
    },
    created_at: row.created_at,
  };
}

const isOff = (v: unknown) => v === false || v === 'false' || v === '0' || v === 0;
const text = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
const numberOf = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

/** The SDK's cache modes as a page rule's (its aggressive caches everything; off passes by). */
const PAGE_CACHE_MODES: Readonly<Record<string, string>> = { aggressive: 'everything', off: 'bypass' };
/** The provider CLI's `normal` level is medium. */
const LEVELS: Readonly<Record<string, string>> = { normal: 'medium' };

/**
 * What the SDK's settings of a page-rule section change in the rule's settings: values to set and
 * setting names to drop (`enabled: false` drops the section, or turns the WAF or DDoS level off).
 */
export function sectionChange(
  section: PathSection,
  s: Record<string, unknown>,
): { set: PageRuleSettings; drop: (keyof PageRuleSettings)[] } {
  const drop = PAGE_RULE_SECTIONS[section] ?? [];
  switch (section) {
    case 'cache': {
      if (isOff(s.enabled)) return { set: {}, drop: [...drop] };
      const mode = text(s.mode);
      return {
        set: {
          cache_mode: mode === undefined ? undefined : (PAGE_CACHE_MODES[mode] ?? mode),
          cache_ttl: numberOf(s.ttl),
        },
        drop: [],
      };
    }
    case 'redirect':
      if (isOff(s.enabled)) return { set: {}, drop: [...drop] };
      return { set: { redirect_url: text(s.url), redirect_code: numberOf(s.status_code) ?? 301 }, drop: [] };
    case 'waf':
      return { set: { waf: !isOff(s.enabled) && s.mode !== 'off' }, drop: [] };
    case 'ddos': {
      const mode = text(s.mode) ?? 'medium';
      return { set: { security_level: isOff(s.enabled) ? 'off' : (LEVELS[mode] ?? mode) }, drop: [] };
    }
    default:
      return { set: {}, drop: [] };
  }
}

/** The body of a rate-limit route on `path` from the SDK's settings: its requests a second (or `requests` in `period` seconds). */
export function rateLimitBody(path: string, s: Record<string, unknown>) {
  const perSecond = s.requests === undefined && s.requests_per_second !== undefined;
  return {
    path,
    requests: perSecond ? s.requests_per_second : s.requests,
    period: perSecond ? 1 : (s.period ?? 1),
    action: s.action ?? 'block',
  };
}

/** The body of a firewall rule on `path` from the SDK's settings (its `block` is deny). */
export function firewallBody(path: string, s: Record<string, unknown>) {
  return { path, action: s.action === 'block' ? 'deny' : s.action, countries: s.countries, ips: s.ips };
}
