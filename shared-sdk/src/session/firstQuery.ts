/**
 * An area's first page's first query, declared by its remote (contributions `firstQueries`), so the
 * page's data can be asked for before any script of the portal has run: at the page `path` (a
 * static address, matched as a whole, a trailing slash aside), the answer of GET `/api/v1{api}`
 * (the API envelope's `data`) is what the remote's query `queryKey` holds.
 */
export interface FirstQuery {
  path: string;
  api: string;
  queryKey: ReadonlyArray<string | number>;
}

/** An answer the shell got for a declared first query, handed to the parcel (`firstAnswers`) to seed its cache. */
export interface FirstAnswer {
  queryKey: ReadonlyArray<string | number>;
  data: unknown;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The declared first query of the page at `pathname` (its query string and hash aside), or null. */
export function firstQueryFor(
  queries: readonly FirstQuery[] | undefined,
  pathname: string,
): FirstQuery | null {
  const page = withoutTrailingSlash(pathname.split(/[?#]/, 1)[0] ?? '');
  return queries?.find((query) => withoutTrailingSlash(query.path) === page) ?? null;
}

/** Whether two declarations ask the same API path for the same query key (their answers are interchangeable). */
export function sameFirstQuery(
  a: Pick<FirstQuery, 'api' | 'queryKey'>,
  b: Pick<FirstQuery, 'api' | 'queryKey'>,
): boolean {
  return (
    a.api === b.api &&
    a.queryKey.length === b.queryKey.length &&
    a.queryKey.every((part, i) => part === b.queryKey[i])
  );
}
