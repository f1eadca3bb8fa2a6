import { REMOTES, isUnder, type RemoteName } from '../remotes';
import { isOutsideRoute, routeAllowed } from './outsideRoutes';
import { matchRoute, routeParams, titlePlaceholders } from './routePattern';
import { LINK_PURPOSES, type Contributions } from './types';

export interface CheckOptions {
  /** the modules the build exposes (`./app`, `./widgets/Balance`, …); not checked when absent */
  exposes?: readonly string[];
}

/** Duplicates in a list of names, each once. */
function duplicates(names: readonly string[]): string[] {
  return [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
}

/**
 * The rules of a remote's contributions that its JSON Schema cannot say, for contributions that
 * already match the schema: every route is under the remote's base path or outside every base path
 * and the shell's own addresses, every link (entries, a route's 403 fallback, the shell's links it owns) goes to a declared route (under the base path or to one
 * of those outside it), every dialog an entry opens is declared, names and keys are unique, a title names
 * only parameters of its path, a first query is of a page under the base path, declared once, and the build exposes every widget and dialog, and the search module when one is declared. Empty when all hold.
 */
export function checkContributions(
  remote: RemoteName,
  contributions: Contributions,
  options: CheckOptions = {},
): string[] {
  const { basePath } = REMOTES[remote];
  const problems: string[] = [];
  const { routes, menus, tiles, widgets, dialogs } = contributions;

  for (const route of routes) {
    if (!routeAllowed(remote, route.path))
      problems.push(
        `route ${route.path} is not under ${remote}'s base path ${basePath}, and another area or the shell owns that address`,
      );
    const params = routeParams(route.path);
    for (const locale of ['fa', 'en'] as const) {
      for (const name of titlePlaceholders(route.title[locale])) {
        if (!params.includes(name))
          problems.push(
            `route ${route.path}: the ${locale} title names {${name}}, which is not a parameter of the path`,
          );
      }
    }
  }
  for (const path of duplicates(routes.map((r) => r.path))) problems.push(`route ${path} is declared twice`);

  const ownRoutes = routes.filter((r) => routeAllowed(remote, r.path));
  const dialogNames = dialogs.map((d) => d.name);
  const entries = [
    ...menus.map((m) => ({ kind: `${m.menu} menu entry`, entry: m })),
    ...tiles.map((t) => ({ kind: 'tile', entry: t })),
  ];
  // every link of the remote's (entries, a route's 403 fallback, the shell's links it owns) goes to a declared route of its own
  const checkLink = (what: string, to: string) => {
    const path = to.split(/[?#]/, 1)[0] as string;
    const toOutsidePage = ownRoutes.some((r) => isOutsideRoute(r.path) && matchRoute(r.path, path));
    if (!isUnder(path, basePath) && !toOutsidePage)
      problems.push(`${what} links to ${to}, outside ${remote}'s base path ${basePath}`);
    else if (!ownRoutes.some((r) => matchRoute(r.path, to)))
      problems.push(`${what} links to ${to}, which no route of ${remote} declares`);
  };
  for (const route of routes)
    if (route.forbiddenFallback !== undefined)
      checkLink(`route ${route.path}: its forbiddenFallback`, route.forbiddenFallback);
  for (const purpose of LINK_PURPOSES) {
    const to = contributions.links?.[purpose];
    if (to !== undefined) checkLink(`the ${purpose} link`, to);
  }
  for (const { kind, entry } of entries) {
    if (entry.to !== undefined) checkLink(`${kind} ${entry.key}`, entry.to);
    if (entry.dialog !== undefined && !dialogNames.includes(entry.dialog))
      problems.push(
        `${kind} ${entry.key} opens the dialog ${entry.dialog}, which ${remote} does not declare`,
      );
  }
  for (const menu of new Set(menus.map((m) => m.menu))) {
    for (const key of duplicates(menus.filter((m) => m.menu === menu).map((m) => m.key)))
      problems.push(`${menu} menu entry ${key} is declared twice`);
  }
  for (const key of duplicates(tiles.map((t) => t.key))) problems.push(`tile ${key} is declared twice`);
  for (const name of duplicates(widgets.map((w) => w.name)))
    problems.push(`widget ${name} is declared twice`);
  for (const name of duplicates(dialogNames)) problems.push(`dialog ${name} is declared twice`);
  // a first query is of a page of the remote's own: under its base path, declared once
  const firstPages = (contributions.firstQueries ?? []).map((q) => q.path.replace(/(.)\/+$/, '$1'));
  for (const page of firstPages)
    if (!isUnder(page, basePath))
      problems.push(`first query of ${page} is not under ${remote}'s base path ${basePath}`);
  for (const page of duplicates(firstPages)) problems.push(`first query of ${page} is declared twice`);

  if (options.exposes) {
    for (const { kind, name, module } of [
      ...widgets.map((w) => ({ kind: 'widget', ...w })),
      ...dialogs.map((d) => ({ kind: 'dialog', ...d })),
    ]) {
      if (!options.exposes.includes(module))
        problems.push(`${kind} ${name}: the build does not expose ${module}`);
    }
    if (contributions.search && !options.exposes.includes(contributions.search.module))
      problems.push(`search: the build does not expose ${contributions.search.module}`);
  }
  return problems;
}
