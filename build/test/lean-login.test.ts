// The lean login app's build (build/webpack.login.cjs): what its graph holds and the page it writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELL } from './buildFixture';

const webpack = require(require.resolve('webpack', { paths: [SHELL] }));
const leanLoginConfig = require('../webpack.login.cjs');

interface StatsModule {
  name?: string;
  modules?: StatsModule[];
}

/** The paths of every module in the build, concatenated ones included, and the files it wrote. */
function build(): Promise<{ modules: string[]; dist: string }> {
  const config = leanLoginConfig({}, { mode: 'production' });
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-login-'));
  const compiler = webpack({ ...config, output: { ...config.output, path: dist } });
  return new Promise((resolve, reject) =>
    compiler.run(
      (
        error: Error | null,
        stats: { compilation: { errors: Error[] }; toJson: (o: object) => { modules: StatsModule[] } },
      ) => {
        compiler.close(() => undefined);
        if (error || stats.compilation.errors.length) return reject(error ?? stats.compilation.errors[0]);
        const modules: string[] = [];
        const walk = (m: StatsModule) => (m.modules ? m.modules.forEach(walk) : modules.push(m.name ?? ''));
        stats.toJson({ all: false, modules: true, nestedModules: true }).modules.forEach(walk);
        resolve({ modules, dist });
      },
    ),
  );
}

// the signed-in shell's libraries: none of them is in the login page's script
const HEAVY = [
  '@chakra-ui',
  '@ark-ui',
  '@zag-js',
  '@emotion',
  '@tanstack',
  '@module-federation',
  'jotai',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'final-form',
  'react-router',
  'axios',
  'single-spa',
  'persian-date',
];

describe('lean login app build', () => {
  let result: { modules: string[]; dist: string };
  beforeAll(async () => {
    result = await build();
  }, 240_000);

  it('holds React and the login form, none of the signed-in shell libraries', () => {
    const packages = new Set(
      result.modules
        .map(
          (name) =>
            /node_modules\/((@[^/]+\/)?[^/]+)\//.exec(
              name.replace(/.*node_modules\/\.pnpm\/[^/]+\//, ''),
            )?.[1],
        )
        .filter(Boolean),
    );
    expect([...packages].filter((name) => HEAVY.some((heavy) => name?.startsWith(heavy)))).toEqual([]);
    expect(packages).toContain('react-dom');
    expect(result.modules.some((name) => name.includes('src/lean-login/index.tsx'))).toBe(true);
    // the shell's own login rules, not a copy
    expect(result.modules.some((name) => name.includes('src/login/loginValidation.ts'))).toBe(true);
  });

  it('writes login.html with its script and the scripts before the first paint, no inline script', () => {
    const html = fs.readFileSync(path.join(result.dist, 'login.html'), 'utf8');
    const sources = [...html.matchAll(/<script\b[^>]*\ssrc="?([^"\s>]+)/gi)].map((m) => m[1]);
    expect(sources.map((src) => src?.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual([
      '/color-mode',
      '/first-paint',
      '/login',
    ]);
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/i);
    for (const src of sources) expect(fs.existsSync(path.join(result.dist, src ?? ''))).toBe(true);
  });

  it('keeps only the login texts of the messages, as plain strings', () => {
    const script = fs.readdirSync(result.dist).find((file) => /^login\.[0-9a-f]{8}\.js$/.test(file)) ?? '';
    const text = fs.readFileSync(path.join(result.dist, script), 'utf8');
    expect(text).toContain('Two-step verification');
    // the ids of the shell's other texts are left out
    expect(text).toContain('shell.otp.title');
    expect(text).not.toContain('shell.title.dashboard');
  });
});
