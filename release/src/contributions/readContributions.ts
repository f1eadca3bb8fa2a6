import { REMOTES, isUnder, type LocalizedText, type RemoteName } from '../remotes';
import type { RemoteManifestEntry } from '../manifestTypes';
import { isOutsideRoute, routeAllowed } from './outsideRoutes';
import { matchRoute } from './routePattern';
import {
  ICON_NAMES,
  LINK_PURPOSES,
  MENU_NAMES,
  NO_CONTRIBUTIONS,
  SEARCH_MODULE,
  WIDGET_SLOTS,
  type ContributedLinks,
  type Contributions,
  type DialogContribution,
  type EntryTarget,
  type FirstQuery,
  type Gate,
  type MenuContribution,
  type RouteContribution,
  type SearchContribution,
  type TileContribution,
  type WidgetContribution,
} from './types';

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : null;
const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const oneOf = <T extends string>(set: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (set as readonly string[]).includes(value);
const order = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function localized(value: unknown): LocalizedText | null {
  const obj = record(value);
  return obj && text(obj.fa) && text(obj.en) ? { fa: obj.fa, en: obj.en } : null;
}

function gate(value: unknown): { gate?: Gate } {
  const obj = record(value);
  if (!obj) return {};
  const g: Gate = {};
  if (text(obj.plan)) g.plan = obj.plan;
  if (text(obj.permission)) g.permission = obj.permission;
  return Object.keys(g).length ? { gate: g } : {};
}

/** Where the remote's links may go: under its base path, or to one of its pages outside every base path. */
interface LinkScope {
  basePath: string;
  outside: readonly RouteContribution[];
}

/** A link of the remote's: a path in its scope, never another origin (`//host`, `/\host`). */
function ownLink(value: unknown, { basePath, outside }: LinkScope): value is string {
  if (!text(value) || !/^\/(?![/\\])[^\s\\]*$/.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] as string;
  return isUnder(path, basePath) || outside.some((r) => matchRoute(r.path, path));
}

function target(obj: Raw, scope: LinkScope): EntryTarget | null {
  if (ownLink(obj.to, scope) && obj.dialog === undefined) return { to: obj.to };
  if (text(obj.dialog) && obj.to === undefined) return { dialog: obj.dialog };
  return null;
}

function entry(value: unknown, scope: LinkScope): TileContribution | null {
  const obj = record(value);
  const label = obj && localized(obj.label);
  const to = obj && target(obj, scope);
  if (!obj || !label || !to || !text(obj.key) || !order(obj.order)) return null;
  return {
    key: obj.key,
    label,
    order: obj.order,
    ...to,
    ...(oneOf(ICON_NAMES, obj.icon) ? { icon: obj.icon } : {}),
    ...gate(obj.gate),
  };
}

function list<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.flatMap((item) => read(item) ?? []) : [];
}

/** A path of static segments (no parameter, query or hash; no segment starts with a dot, so no `..`). */
const STATIC_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$|^\/$/;
const MAX_KEY_PARTS = 8;

/**
 * A declared first query: a static page under the remote's base path, an API path of static
 * segments (a GET of `/api/v1` + it) and a key of strings and numbers; anything else is left out.
 */
function firstQuery(value: unknown, basePath: string): FirstQuery | null {
  const q = record(value);
  if (!q || !text(q.path) || !STATIC_PATH.test(q.path) || !isUnder(q.path.replace(/(.)\/$/, '$1'), basePath))
    return null;
  if (!text(q.api) || !STATIC_PATH.test(q.api)) return null;
  const key = q.queryKey;
  if (!Array.isArray(key) || key.length === 0 || key.length > MAX_KEY_PARTS) return null;
  if (
    !key.every(
      (part) =>
        (typeof part === 'string' && part.length > 0) || (typeof part === 'number' && Number.isFinite(part)),
    )
  )
    return null;
  return { path: q.path, api: q.api, queryKey: key as Array<string | number> };
}

/**
 * A remote's contributions as the shell uses them, from the release manifest (untrusted JSON): an
 * item that is not well formed, a route under another area's base path or at the shell's own
 * addresses, or a link to neither the remote's base path nor one of its pages outside the base
 * paths, is left out, so one bad entry takes nothing else down. Anything that is not contributions
 * at all gives none.
 */
export function readContributions(remote: RemoteName, raw: unknown): Contributions {
  const obj = record(raw);
  if (!obj || obj.schemaVersion !== 1) return NO_CONTRIBUTIONS;
  const { basePath } = REMOTES[remote];
  const routes = list<RouteContribution>(obj.routes, (item) => {
    const r = record(item);
    const title = r && localized(r.title);
    if (!r || !title || !text(r.path) || !r.path.startsWith('/') || !routeAllowed(remote, r.path))
      return null;
    return {
      path: r.path,
      title,
      ...(r.layout === 'blank' ? { layout: 'blank' as const } : {}),
      ...gate(r.gate),
      ...(text(r.forbiddenFallback) ? { forbiddenFallback: r.forbiddenFallback } : {}),
    };
  });
  const scope: LinkScope = { basePath, outside: routes.filter((r) => isOutsideRoute(r.path)) };
  // a fallback outside the remote's scope is dropped, the route stays
  for (const route of routes)
    if (route.forbiddenFallback !== undefined && !ownLink(route.forbiddenFallback, scope))
      delete route.forbiddenFallback;
  const menus = list<MenuContribution>(obj.menus, (item) => {
    const e = entry(item, scope);
    const menu = record(item)?.menu;
    return e && oneOf(MENU_NAMES, menu) ? { ...e, menu } : null;
  });
  const tiles = list<TileContribution>(obj.tiles, (item) => entry(item, scope));
  const widgets = list<WidgetContribution>(obj.widgets, (item) => {
    const w = record(item);
    if (
      !w ||
      !text(w.name) ||
      !text(w.module) ||
      !w.module.startsWith('./widgets/') ||
      !oneOf(WIDGET_SLOTS, w.slot) ||
      !order(w.order)
    )
      return null;
    const label = localized(w.label);
    return {
      name: w.name,
      module: w.module,
      slot: w.slot,
      order: w.order,
      ...(label ? { label } : {}),
      ...gate(w.gate),
    };
  });
  const dialogs = list<DialogContribution>(obj.dialogs, (item) => {
    const d = record(item);
    if (!d || !text(d.name) || !text(d.module) || !d.module.startsWith('./dialogs/')) return null;
    return { name: d.name, module: d.module, ...(order(d.width) ? { width: d.width } : {}) };
  });
  const searchModule = record(obj.search)?.module;
  const search: { search?: SearchContribution } =
    searchModule === SEARCH_MODULE ? { search: { module: searchModule } } : {};
  const rawLinks = record(obj.links);
  const links: ContributedLinks = {};
  for (const purpose of LINK_PURPOSES)
    if (rawLinks && ownLink(rawLinks[purpose], scope)) links[purpose] = rawLinks[purpose];
  const firstQueries = list<FirstQuery>(obj.firstQueries, (item) => firstQuery(item, basePath));
  return {
    schemaVersion: 1,
    routes,
    menus,
    tiles,
    widgets,
    dialogs,
    ...search,
    ...(Object.keys(links).length ? { links } : {}),
    ...(firstQueries.length ? { firstQueries } : {}),
  };
}

/** What a listed version of a remote contributes, as the manifest records it (stable, canary, retained). */
export function contributionsOf(
  remote: RemoteName,
  entry: RemoteManifestEntry,
  version: string,
): Contributions {
  const listed = [entry.stable, entry.canary, ...(entry.versions ?? [])].find(
    (v) => v?.version === version && v.contributions !== undefined,
  );
  return readContributions(remote, listed?.contributions);
}
