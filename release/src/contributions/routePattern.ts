import type { RouteContribution } from './types';

/** A route's parameters by name (`/cdn/:domainName/:domainId` at `/cdn/example.com/12` → { domainName, domainId }). */
export type RouteParams = Record<string, string>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pathname` is a page of the route pattern: static segments match themselves, `:name` one
 * segment, a final `*` any number of segments (none too). The parameters when it is, else null.
 */
export function matchRoute(pattern: string, pathname: string): RouteParams | null {
  const parts = segmentsOf(pattern);
  const splat = parts.at(-1) === '*';
  if (splat) parts.pop();
  const segments = segmentsOf(pathname.split(/[?#]/, 1)[0] ?? '');
  if (splat ? segments.length < parts.length : segments.length !== parts.length) return null;
  const params: RouteParams = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    else if (part !== segment) return null;
  }
  return params;
}

/** How specific a pattern is (react-router's ranking): static segments over parameters, a splat least. */
export function routeScore(pattern: string): number {
  const parts = segmentsOf(pattern);
  return parts.reduce(
    (score, part) => score + (part === '*' ? -2 : part.startsWith(':') ? 3 : 10),
    parts.length,
  );
}

/** The most specific route of `routes` that `pathname` is a page of, with its parameters; the first listed on a tie. */
export function bestRoute<R extends Pick<RouteContribution, 'path'>>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: RouteParams } | null {
  let best: { route: R; params: RouteParams; score: number } | null = null;
  for (const route of routes) {
    const params = matchRoute(route.path, pathname);
    if (!params) continue;
    const score = routeScore(route.path);
    if (!best || score > best.score) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

/** The names a title interpolates (`{domainName}`). */
export function titlePlaceholders(text: string): string[] {
  return [...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1] as string);
}

/** A title with its `{name}` placeholders filled from the route's parameters. */
export function fillTitle(text: string, params: RouteParams): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The parameter names of a route pattern. */
export function routeParams(pattern: string): string[] {
  return segmentsOf(pattern)
    .filter((p) => p.startsWith(':'))
    .map((p) => p.slice(1));
}
