import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEADLINE_GLOBAL as SHELL_DEADLINE_GLOBAL } from '../../shell/src/remotes/loadDeadline';
import { integrityProblems } from '../../release/src/store/integrityChecks';
import { readBuildManifest } from '../../release/src/store/buildManifest';
const { RemoteContainerPlugin } = require('../RemoteContainerPlugin.cjs');
const { manifestAdditions } = require('../webpack.common.cjs');
const {
  DEADLINE_GLOBAL,
  ENTRY_QUERY,
  chunkScriptCode,
  entryQueryCode,
  recordIntegrity,
  remoteIntegrityPlugins,
} = require('../remoteIntegrity.cjs');

import { buildFixture } from './buildFixture';

/** A remote's folder: where its build finds webpack-subresource-integrity, as remoteConfig does. */
const REMOTE_DIR = path.resolve(__dirname, '../../mfe-account');

const digest = (file: string) =>
  `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

const FILES = {
  'package.json': JSON.stringify({ name: '@portal/fixture', version: '1.0.0' }),
  'index.js': 'export {};\n',
  // react only from the page (a chunk without a file), a page loaded later, and one loaded by that page
  'app.js':
    "import { useState } from 'react';\nexport const app = [useState];\nexport const later = () => import('./page.js');\n",
  'page.js': "export const page = () => import('./deeper.js');\n",
  'deeper.js': 'export const deeper = 3;\n',
  'widget.js': "import { useState } from 'react';\nexport const widget = useState;\n",
};

async function buildRemote(): Promise<string> {
  return buildFixture('remote-integrity-', FILES, () => ({
    output: {
      publicPath: 'auto',
      uniqueName: 'fixture',
      chunkFilename: '[name].[contenthash:8].js',
      crossOriginLoading: 'anonymous',
    },
    plugins: [
      new RemoteContainerPlugin({
        name: 'mfe_fixture',
        filename: 'remoteEntry.js',
        exposes: { './app': './app.js', './widgets/Widget': './widget.js' },
        shared: { react: { singleton: true, import: false, version: '19.3.1', requiredVersion: '^19.3.0' } },
        manifest: manifestAdditions([recordIntegrity]),
      }),
      ...remoteIntegrityPlugins(REMOTE_DIR),
    ],
  }));
}

describe("a remote's files, checked before they run", () => {
  let dist: string;
  beforeAll(async () => {
    dist = await buildRemote();
  }, 120_000);

  it('names the digest of every chunk in the script that loads it, down to the last, and the entry knows only its direct children', () => {
    const scripts = fs.readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'main.js');
    const texts = new Map(scripts.map((f) => [f, fs.readFileSync(path.join(dist, f), 'utf8')]));
    const chunks = scripts.filter((f) => f !== 'remoteEntry.js');
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    for (const chunk of chunks) {
      const named = [...texts].filter(
        ([file, text]) => file !== chunk && text.includes(digest(path.join(dist, chunk))),
      );
      expect({ chunk, namedBy: named.length }).toEqual({ chunk, namedBy: 1 });
    }
    const deeper = chunks.find((f) => texts.get(f)?.includes('"deeper"'));
    expect(deeper).toBeDefined();
    expect(texts.get('remoteEntry.js')).not.toContain(digest(path.join(dist, deeper ?? '')));
    // no placeholder is left, and the chunk that consumes react from the page has no file and no digest
    for (const text of texts.values()) expect(text).not.toContain('CHUNK-SRI-HASH');
    // the chunk scripts the runtime creates carry their digest, as CORS requests
    expect(texts.get('remoteEntry.js')).toMatch(/\.integrity\s*=\s*\w+\.sriHashes\[/);
    expect(texts.get('remoteEntry.js')).toMatch(/\.crossOrigin\s*=\s*"anonymous"/);
  });

  it("records in mf-manifest.json the digests of its entry and of each exposed module's first scripts, matching the files", () => {
    const manifest = readBuildManifest(dist);
    const recorded = manifest.metaData?.portal?.integrity ?? {};
    const first = (manifest.exposes ?? []).flatMap((e) => e.assets?.js?.sync ?? []);
    expect(Object.keys(recorded).sort()).toEqual([...new Set(['remoteEntry.js', ...first])].sort());
    for (const [file, value] of Object.entries(recorded)) expect(value).toBe(digest(path.join(dist, file)));
    // what pnpm release promote checks passes
    expect(integrityProblems(dist, manifest)).toEqual([]);
  });

  it("gives each chunk script the page's deadline, read from where the shell puts it, and its entry's query", () => {
    expect(DEADLINE_GLOBAL).toBe(SHELL_DEADLINE_GLOBAL);
    const entry = fs.readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8');
    expect(entry).toContain(`window.${DEADLINE_GLOBAL}`);
    expect(entry).toContain(`.${ENTRY_QUERY}=`);
  });
});

/** Runs the code webpack's script loader gets for `script` (asked for `url`), in a page whose deadline is `deadline`. */
function created(
  script: { src?: string; onerror: ((event: unknown) => void) | null },
  deadline: unknown,
  entryQuery = '',
  url = '/remotes/cdn/1.0.0/473.js',
): void {
  new Function('window', '__webpack_require__', 'script', 'url', chunkScriptCode())(
    { [DEADLINE_GLOBAL]: deadline },
    { [ENTRY_QUERY]: entryQuery },
    script,
    url,
  );
}

describe("a chunk script asked for with its entry's query", () => {
  /** The query the runtime keeps, for an entry script at `src`. */
  function entryQuery(src: string | null): unknown {
    const require: Record<string, unknown> = {};
    new Function('document', '__webpack_require__', entryQueryCode())(
      { currentScript: src === null ? null : { src } },
      require,
    );
    return require[ENTRY_QUERY];
  }

  it("keeps the entry's query, and asks for each chunk with it: a retry's files are new addresses to the browser", () => {
    expect(entryQuery('http://portal/remotes/cdn/1.0.0/remoteEntry.js?attempt=2#x')).toBe('?attempt=2');
    expect(entryQuery('http://portal/remotes/cdn/1.0.0/remoteEntry.js')).toBe('');
    expect(entryQuery(null)).toBe('');
    const retried = { src: '/remotes/cdn/1.0.0/473.js', onerror: null };
    created(retried, undefined, '?attempt=2');
    expect(retried.src).toBe('/remotes/cdn/1.0.0/473.js?attempt=2');
    const first = { src: '/remotes/cdn/1.0.0/473.js', onerror: null };
    created(first, undefined);
    expect(first.src).toBe('/remotes/cdn/1.0.0/473.js');
  });
});

describe('the chunk deadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("fails a chunk script as webpack's own timeout does once the page's deadline passes", () => {
    const onerror = jest.fn();
    created({ onerror }, 3_000);
    jest.advanceTimersByTime(2_999);
    expect(onerror).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onerror).toHaveBeenCalledWith(expect.objectContaining({ type: 'timeout' }));
  });

  it('leaves a script that answered in time, and a page without a deadline (webpack keeps its own 120 s)', () => {
    const answered = { onerror: jest.fn() as ((event: unknown) => void) | null };
    const onerror = answered.onerror;
    created(answered, 3_000);
    answered.onerror = null; // webpack clears its handlers once the script loaded
    jest.advanceTimersByTime(3_000);
    expect(onerror).not.toHaveBeenCalled();
    const without = jest.fn();
    created({ onerror: without }, undefined);
    jest.advanceTimersByTime(600_000);
    expect(without).not.toHaveBeenCalled();
  });
});
