import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import * as sdk from '@portal/shared-sdk/firstQuery';
import {
  areaFiles,
  areaPreloadLinks,
  firstPaintMetas,
  pageFirstQuery,
  shellOnDemandScripts,
  withHeadLinks,
  withHeadMetas,
} from './areaPreload';
import { createPortalServer } from './app';

// the page-matching rule is the SDK's firstQueryFor (tested there against the shared page cases)
jest.mock('@portal/shared-sdk/firstQuery', () => {
  const actual = jest.requireActual<typeof sdk>('@portal/shared-sdk/firstQuery');
  return { ...actual, firstQueryFor: jest.fn(actual.firstQueryFor) };
});

function store(manifest: unknown, build: unknown = null) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'area-preload-'));
  const releasesDir = path.join(dir, '.releases');
  const shellDir = path.join(dir, 'shell');
  fs.mkdirSync(path.join(releasesDir, 'cdn/1.2.0'), { recursive: true });
  fs.mkdirSync(shellDir, { recursive: true });
  fs.writeFileSync(path.join(releasesDir, 'manifest.json'), JSON.stringify(manifest));
  if (build) fs.writeFileSync(path.join(releasesDir, 'cdn/1.2.0/mf-manifest.json'), JSON.stringify(build));
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(shellDir, 'config.json'), '{}');
  return { releasesDir, shellDir };
}

const BUILD = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './widgets/usage', assets: { js: { sync: ['widget.js'] } } },
    { path: './app', assets: { js: { sync: ['app.11111111.js', 'vendor.22222222.js'] } } },
  ],
};
const MANIFEST = {
  schemaVersion: 1,
  remotes: {
    cdn: {
      stable: { version: '1.2.0', entry: '/remotes/cdn/1.2.0/mf-manifest.json' },
      canary: { version: '1.3.0', entry: '/remotes/cdn/1.3.0/mf-manifest.json', percent: 10 },
    },
  },
};

describe('the files an area page needs first', () => {
  it("names the stable build manifest, its container entry and the area module's scripts, for any page under the base path", () => {
    const { releasesDir } = store(MANIFEST, BUILD);
    const expected = {
      buildManifest: '/remotes/cdn/1.2.0/mf-manifest.json',
      scripts: [
        '/remotes/cdn/1.2.0/remoteEntry.js',
        '/remotes/cdn/1.2.0/app.11111111.js',
        '/remotes/cdn/1.2.0/vendor.22222222.js',
      ],
    };
    expect(areaFiles('/cdn', releasesDir)).toEqual(expected);
    expect(areaFiles('/cdn/domains/example.com', releasesDir)).toEqual(expected);
  });

  it('names nothing for a page of no remote, a remote without a stable version, or an unreadable build', () => {
    const { releasesDir } = store(MANIFEST, BUILD);
    expect(areaFiles('/', releasesDir)).toBeNull();
    expect(areaFiles('/login', releasesDir)).toBeNull();
    expect(areaFiles('/cloud/servers', releasesDir)).toBeNull();
    expect(areaFiles('/cdn', store(MANIFEST).releasesDir)).toBeNull();
    expect(
      areaFiles(
        '/cdn',
        store({ remotes: { cdn: { stable: { entry: '/remotes/../../etc/mf-manifest.json' } } } }, BUILD)
          .releasesDir,
      ),
    ).toBeNull();
    expect(
      areaFiles(
        '/cdn',
        store(
          { remotes: { cdn: { stable: { entry: 'https://elsewhere.example/mf-manifest.json' } } } },
          BUILD,
        ).releasesDir,
      ),
    ).toBeNull();
  });

  it('reads the release manifest and the build manifest again only when the file changed (inode, size, modification time)', () => {
    const { releasesDir } = store(MANIFEST, BUILD);
    const manifestFile = path.join(releasesDir, 'manifest.json');
    const buildFile = path.join(releasesDir, 'cdn/1.2.0/mf-manifest.json');
    // whole seconds, which utimes sets exactly
    const mtime = new Date('2026-01-01T00:00:00Z');
    const atime = mtime;
    for (const file of [manifestFile, buildFile]) fs.utimesSync(file, atime, mtime);
    const before = areaFiles('/cdn', releasesDir);
    expect(before?.scripts).toContain('/remotes/cdn/1.2.0/app.11111111.js');
    // rewritten in place with the same size and modification time: the read kept is answered
    const sameSize = JSON.stringify(BUILD).replace('app.11111111.js', 'app.33333333.js');
    fs.writeFileSync(buildFile, sameSize);
    fs.utimesSync(buildFile, atime, mtime);
    expect(areaFiles('/cdn', releasesDir)).toEqual(before);
    // a new modification time: read again
    fs.utimesSync(buildFile, atime, new Date(mtime.getTime() + 5000));
    expect(areaFiles('/cdn', releasesDir)?.scripts).toContain('/remotes/cdn/1.2.0/app.33333333.js');
    // the store renames a new manifest over the old one (another file): read again at once, even with the old time
    const next = path.join(releasesDir, 'manifest.next.json');
    fs.writeFileSync(next, JSON.stringify({ schemaVersion: 1, remotes: {} }));
    fs.utimesSync(next, atime, mtime);
    fs.renameSync(next, manifestFile);
    expect(areaFiles('/cdn', releasesDir)).toBeNull();
    // and a removed manifest is no manifest
    fs.rmSync(manifestFile);
    expect(areaFiles('/cdn', releasesDir)).toBeNull();
  });

  it('writes them as preload hints at the end of <head>', () => {
    const { releasesDir } = store(MANIFEST, BUILD);
    const links = areaPreloadLinks('/cdn', releasesDir);
    expect(links).toContain(
      '<link rel="preload" href="/remotes/cdn/1.2.0/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(links).toContain(
      '<link rel="preload" href="/remotes/cdn/1.2.0/remoteEntry.js" as="fetch" crossorigin="anonymous">',
    );
    expect(links.match(/<link /g)).toHaveLength(4);
    expect(links).not.toContain('widget.js');
    expect(withHeadLinks('<head><script></script></head><body></body>', '<link>')).toBe(
      '<head><script></script><link></head><body></body>',
    );
    expect(withHeadLinks('<p>no head</p>', '<link>')).toBe('<p>no head</p>');
  });

  it("adds the shell's scripts of the shared modules it provides on demand, as its build lists them (hashed names at the root only)", () => {
    const { releasesDir, shellDir } = store(MANIFEST, BUILD);
    expect(shellOnDemandScripts(shellDir)).toEqual([]);
    fs.writeFileSync(
      path.join(shellDir, 'on-demand-shared.json'),
      JSON.stringify({
        files: ['/470.e796dfb7.js', '/426.99db0364.js', '//evil.example/1.12345678.js', '/x/../main.js', 7],
      }),
    );
    expect(shellOnDemandScripts(shellDir)).toEqual(['/470.e796dfb7.js', '/426.99db0364.js']);
    const links = areaPreloadLinks('/cdn', releasesDir, shellDir);
    expect(links).toContain(
      '<link rel="preload" href="/470.e796dfb7.js" as="fetch" crossorigin="anonymous">',
    );
    expect(links.match(/<link /g)).toHaveLength(6);
    // a page of no area names none of them
    expect(areaPreloadLinks('/', releasesDir, shellDir)).toBe('');
  });

  it('are served in the page of an area, and not in the others', async () => {
    const app = createPortalServer({ ...store(MANIFEST, BUILD), origin: 'http://localhost:8080' });
    const area = await request(app).get('/cdn/domains').set('Accept', 'text/html');
    expect(area.status).toBe(200);
    expect(area.headers['content-type']).toMatch(/^text\/html/);
    expect(area.headers['cache-control']).toBe('no-cache');
    expect(area.text.indexOf('rel="preload" href="/remotes/cdn/1.2.0/remoteEntry.js"')).toBeGreaterThan(
      area.text.indexOf('/main.0123abcd.js'),
    );
    expect(area.text.indexOf('/remotes/cdn/1.2.0/remoteEntry.js')).toBeLessThan(area.text.indexOf('</head>'));
    const home = await request(app).get('/').set('Accept', 'text/html');
    expect(home.text).not.toContain('rel="preload"');
  });
});

describe("the page's hints for the before-paint script", () => {
  const paint = {
    title: { fa: 'CDN', en: 'CDN' },
    blocks: [{ table: { columns: [{ label: { fa: 'دامنه', en: 'Domain' }, value: 'name' }] } }],
  };
  const declaring = {
    schemaVersion: 1,
    remotes: {
      cdn: {
        stable: {
          ...MANIFEST.remotes.cdn.stable,
          contributions: {
            schemaVersion: 1,
            firstQueries: [{ path: '/cdn', api: '/cdn/ng/domains', queryKey: ['domains', 'list'], paint }],
          },
        },
        canary: {
          ...MANIFEST.remotes.cdn.canary,
          contributions: {
            schemaVersion: 1,
            firstQueries: [{ path: '/cdn', api: '/cdn/v2/domains', queryKey: ['domains'] }],
          },
        },
      },
    },
  };

  it("matches the page with the SDK's firstQueryFor, over the stable version's declarations that have a path", () => {
    const tickets = { path: '/support/tickets/', api: '/support/tickets', queryKey: ['tickets'] };
    const support = {
      stable: {
        version: '1.0.0',
        entry: '/remotes/support/1.0.0/mf-manifest.json',
        contributions: { firstQueries: [null, { api: '/x' }, tickets] },
      },
    };
    const { releasesDir } = store({ schemaVersion: 1, remotes: { support } });
    expect(pageFirstQuery('/support/tickets', releasesDir)).toEqual({ remote: 'support', query: tickets });
    expect(sdk.firstQueryFor).toHaveBeenLastCalledWith([tickets], '/support/tickets');
    expect(pageFirstQuery('/support/tickets/7', releasesDir)).toBeNull();
  });

  it('names the first query the stable version declares for that very page, and none for another page', () => {
    const { releasesDir } = store(declaring, BUILD);
    expect(pageFirstQuery('/cdn/', releasesDir)).toEqual({
      remote: 'cdn',
      query: { path: '/cdn', api: '/cdn/ng/domains', queryKey: ['domains', 'list'], paint },
    });
    expect(pageFirstQuery('/cdn/example.com/1/dns', releasesDir)).toBeNull();
    expect(pageFirstQuery('/', releasesDir)).toBeNull();
    expect(pageFirstQuery('/cdn', store(MANIFEST, BUILD).releasesDir)).toBeNull();
  });

  it('writes them before the first script, escaped for an attribute, the API origin on every page', () => {
    const { releasesDir } = store(
      {
        ...declaring,
        remotes: {
          cdn: {
            stable: {
              ...declaring.remotes.cdn.stable,
              contributions: {
                firstQueries: [{ path: '/cdn', api: '/cdn/ng/domains', queryKey: ['"><script>x</script>'] }],
              },
            },
          },
        },
      },
      BUILD,
    );
    const metas = firstPaintMetas('/cdn', releasesDir, 'https://api.example.com');
    expect(metas).toContain('<meta name="fp-api-base" content="https://api.example.com">');
    expect(metas).not.toContain('<script>');
    const named = /<meta name="fp-first-query" content="([^"]*)">/.exec(metas)?.[1] ?? '';
    const decoded = named
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({
      remote: 'cdn',
      query: { path: '/cdn', api: '/cdn/ng/domains', queryKey: ['"><script>x</script>'] },
    });
    expect(firstPaintMetas('/', releasesDir, undefined)).toBe('<meta name="fp-api-base" content="">');
    const page = '<html><head><meta charset="utf-8"><script src="/first-paint.1.js"></script></head></html>';
    expect(withHeadMetas(page, metas).indexOf('fp-first-query')).toBeLessThan(
      withHeadMetas(page, metas).indexOf('<script'),
    );
  });

  it('are served in every page the shell answers, the first query on the area page that declares it', async () => {
    const app = createPortalServer({
      ...store(declaring, BUILD),
      origin: 'http://localhost:8080',
      config: { apiBaseUrl: '' },
    });
    const area = await request(app).get('/cdn').set('Accept', 'text/html');
    expect(area.text).toContain('<meta name="fp-first-query"');
    expect(area.text.indexOf('fp-first-query')).toBeLessThan(area.text.indexOf('<script'));
    const home = await request(app).get('/').set('Accept', 'text/html');
    expect(home.text).toContain('<meta name="fp-api-base" content="">');
    expect(home.text).not.toContain('fp-first-query');
  });
});

describe("the login page's hints", () => {
  it("tells its before-paint script the API's origin, and names no area's files", async () => {
    const dirs = store(MANIFEST, BUILD);
    fs.writeFileSync(
      path.join(dirs.shellDir, 'login.html'),
      '<!doctype html><html><head><script src="/first-paint.89abcdef.js"></script></head><body><div id="root"></div></body></html>',
    );
    const app = createPortalServer({
      ...dirs,
      origin: 'http://localhost:8080',
      config: { apiBaseUrl: 'https://api.example.com' },
    });
    const login = await request(app).get('/login').set('Accept', 'text/html');
    expect(login.text).toContain(
      '<meta name="fp-api-base" content="https://api.example.com"><script src="/first-paint.89abcdef.js">',
    );
    expect(login.text).not.toContain('rel="preload"');
    expect(login.text).not.toContain('fp-first-query');
  });
});
