import fs from 'node:fs';
import path from 'node:path';
import { firstQueryFor, sameFirstQuery, type FirstQuery } from './firstQuery';

/** The page-matching cases: this function decides them for portal-server, the shell's before-paint script and its hand-over alike. */
const PAGES = JSON.parse(
  fs.readFileSync(
    path.join(__dirname, '../../../release/src/contributions/firstQueryPages.cases.json'),
    'utf8',
  ),
) as {
  declared: Record<string, string[]>;
  cases: Array<{ page: string; matches: string | null }>;
};

const servers: FirstQuery = { path: '/cloud/servers', api: '/cloud/servers', queryKey: ['servers', 'list'] };
const cloud: FirstQuery = { path: '/cloud', api: '/cloud/servers', queryKey: ['servers', 'list'] };

describe('firstQueryFor', () => {
  it('finds the declaration of the page, a trailing slash, query string and hash aside', () => {
    expect(firstQueryFor([cloud, servers], '/cloud/servers')).toBe(servers);
    expect(firstQueryFor([cloud, servers], '/cloud/servers/')).toBe(servers);
    expect(firstQueryFor([cloud, servers], '/cloud/servers?page=2#top')).toBe(servers);
    expect(firstQueryFor([cloud, servers], '/cloud')).toBe(cloud);
  });

  it.each(PAGES.cases)('matches $page', ({ page, matches }) => {
    const declared = Object.values(PAGES.declared)
      .flat()
      .map((p): FirstQuery => ({ path: p, api: `/first${p}`, queryKey: [p] }));
    expect(firstQueryFor(declared, page)?.path ?? null).toBe(matches);
  });

  it('matches a page as a whole: no prefix, no other page, no declaration', () => {
    expect(firstQueryFor([cloud, servers], '/cloud/servers/12')).toBeNull();
    expect(firstQueryFor([cloud, servers], '/cloud/ssh-keys')).toBeNull();
    expect(firstQueryFor([servers], '/cloud/serversx')).toBeNull();
    expect(firstQueryFor(undefined, '/cloud/servers')).toBeNull();
    expect(firstQueryFor([], '/')).toBeNull();
  });
});

describe('sameFirstQuery', () => {
  it('is the same API path and the same key, part by part', () => {
    expect(sameFirstQuery(cloud, servers)).toBe(true);
    expect(sameFirstQuery(servers, { api: '/cloud/servers', queryKey: ['servers'] })).toBe(false);
    expect(sameFirstQuery(servers, { api: '/cloud/servers', queryKey: ['servers', 'detail'] })).toBe(false);
    expect(sameFirstQuery(servers, { api: '/cloud/volumes', queryKey: ['servers', 'list'] })).toBe(false);
    expect(sameFirstQuery({ api: '/a', queryKey: ['x', 1] }, { api: '/a', queryKey: ['x', '1'] })).toBe(
      false,
    );
  });
});
