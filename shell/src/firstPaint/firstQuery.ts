import { firstQueryFor, type FirstQuery } from '@portal/shared-sdk/firstQuery';
import { whenParsed } from './fonts';
import type { EarlyFirstQuery } from './globals';
import type { Language } from './locale';
import { paintArea, type Fill } from './paintArea';
import { isRecord, meta, parse } from './storage';

/** A declared first query as the manifest holds it, with its description of the page's first screen. */
export type DeclaredQuery = FirstQuery & { paint?: unknown };

/** A GET of the API at `path`, its data or null; `early` is told the guessed origin's answer first. */
export type Get = (path: string, early?: (data: unknown) => void) => Promise<unknown>;

const STATIC_API_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/;

/** The entries of a `firstQueries` list that can match a page (an object with a string path). */
const withPaths = (queries: unknown[]): FirstQuery[] =>
  queries.filter((query): query is FirstQuery => isRecord(query) && typeof query.path === 'string');

/**
 * The first query `entry`'s stable version declares for `page`, as the SDK's firstQueryFor matches
 * it (the one rule of the portal-server's page hint and the shell's hand-over), when well formed:
 * an API path of static segments and a query key; else null.
 */
export function declaredFirstQuery(entry: unknown, page: string): DeclaredQuery | null {
  const stable = isRecord(entry) ? entry.stable : null;
  const contributions = isRecord(stable) ? stable.contributions : null;
  const queries = isRecord(contributions) ? contributions.firstQueries : null;
  if (!Array.isArray(queries)) return null;
  const query: DeclaredQuery | null = firstQueryFor(withPaths(queries), page);
  // the manifest's JSON, only its path checked so far
  const { api, queryKey }: { api: unknown; queryKey: unknown } = query ?? { api: null, queryKey: null };
  if (typeof api !== 'string' || !STATIC_API_PATH.test(api) || !Array.isArray(queryKey)) return null;
  return query;
}

/** The declaration portal-server named in the page for `page` (<meta name="fp-first-query">), as { remote, query }; null without one. */
function namedFirstQuery(page: string): { remote: string; query: DeclaredQuery } | null {
  const named = parse(meta('fp-first-query'));
  if (!isRecord(named) || typeof named.remote !== 'string') return null;
  const query = declaredFirstQuery({ stable: { contributions: { firstQueries: [named.query] } } }, page);
  return query ? { remote: named.remote, query } : null;
}

/**
 * On an area's page whose remote declares the page's first query (its stable version's
 * contributions `firstQueries` in the release manifest: the page's static path → a GET of the API
 * and the key of the remote's query), that query is asked for with `get`: a promise of { remote,
 * api, queryKey, data }, or null (no declaration, no answer). portal-server names that declaration
 * in the page itself (<meta name="fp-first-query">), so the query leaves at once instead of after
 * config.json and the manifest. When the declaration describes the page's first screen (`paint`),
 * the area's frame shows it, filled from the first answer to arrive.
 */
export function earlyFirstQuery(
  manifest: Promise<{ url: string; json: unknown } | null>,
  get: Get,
  language: Language,
): Promise<EarlyFirstQuery | null> {
  const { pathname } = window.location;
  const named = namedFirstQuery(pathname);
  const declared = named
    ? Promise.resolve(named)
    : manifest.then((early) => {
        const remotes = isRecord(early?.json) ? early.json.remotes : null;
        if (!isRecord(remotes)) return null;
        for (const name of Object.keys(remotes)) {
          const query = declaredFirstQuery(remotes[name], pathname);
          if (query) return { remote: name, query };
        }
        return null;
      });
  return declared
    .then((found) => {
      if (!found) return null;
      const { remote, query } = found;
      const painted: Promise<Fill | null> = query.paint
        ? whenParsed().then(() => paintArea(remote, query.paint, language))
        : Promise.resolve(null);
      // painted from the first answer to arrive; the one handed on waits for config.json's word
      let first: (data: unknown) => void = () => undefined;
      const firstArrived = new Promise<unknown>((resolve) => {
        first = resolve;
      });
      const answer = get(query.api, first).then((data): EarlyFirstQuery | null => {
        first(data);
        return data === null || data === undefined
          ? null
          : { remote, api: query.api, queryKey: [...query.queryKey], data };
      });
      Promise.all([painted, firstArrived])
        .then(([fill, data]) => {
          if (fill) fill(data === undefined ? null : data);
        })
        .catch(() => {
          // a paint that failed leaves the area's usual loading state; the answer is handed on all the same
        });
      return answer;
    })
    .catch(() => null);
}
