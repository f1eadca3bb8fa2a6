import fs from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import { parse } from 'yaml';

// No Docker engine runs here: the build context is computed from .dockerignore with Docker's own
// matching rules, as `docker compose build` sends it, and checked against what each image needs.

const ROOT = path.resolve(__dirname, '../..');

/** The files `COPY . .` would see: the repository less what .dockerignore excludes. */
function buildContext(): string[] {
  const file = path.join(ROOT, '.dockerignore');
  const rules = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'))
    : [];
  const ignore = dockerignore().add(rules);
  const files: string[] = [];
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (ignore.ignores(child)) continue;
      if (entry.isDirectory()) visit(child);
      else files.push(child);
    }
  };
  visit('');
  return files;
}

const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { build: { context: string; dockerfile: string } }>;
};

describe("the images' build context", () => {
  const context = buildContext();

  it("carries none of the host's installed packages, builds or local data (a host node_modules aborts pnpm install in the image)", () => {
    // the worktree has them: this run installed and built
    expect(fs.existsSync(path.join(ROOT, 'node_modules'))).toBe(true);
    const leaked = context.filter(
      (f) =>
        /(^|\/)(node_modules|dist|coverage)\//.test(f) ||
        /^(\.git|\.tools|\.releases|\.sandbox-data|\.release-service-data|test-results|bench-results)(\/|$)/.test(
          f,
        ),
    );
    expect(leaked).toEqual([]);
  });

  it("carries what `pnpm install --frozen-lockfile` needs: the lockfile, the workspace and every package's manifest and sources", () => {
    const workspace = parse(fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8')) as {
      packages: string[];
    };
    const needed = [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      // a pattern such as `api/*` stands for each folder under it that is a package
      ...workspace.packages.flatMap((p) =>
        p.endsWith('/*')
          ? fs
              .readdirSync(path.join(ROOT, p.slice(0, -2)), { withFileTypes: true })
              .filter(
                (e) =>
                  e.isDirectory() && fs.existsSync(path.join(ROOT, p.slice(0, -2), e.name, 'package.json')),
              )
              .map((e) => `${p.slice(0, -2)}/${e.name}/package.json`)
          : [`${p}/package.json`],
      ),
    ];
    expect(needed.filter((f) => !context.includes(f))).toEqual([]);
    for (const pkg of ['provider-sandbox', 'release-service', 'release', 'shared-sdk', 'api/cdn']) {
      expect(context.some((f) => f.startsWith(`${pkg}/src/`))).toBe(true);
    }
  });

  it('carries every file a Dockerfile of the compose file copies', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const dockerfile = fs.readFileSync(path.join(ROOT, service.build.dockerfile), 'utf8');
      for (const match of dockerfile.matchAll(/^COPY\s+(.+)\s+(\S+)$/gm)) {
        const sources = (match[1] as string).split(/\s+/).filter((s) => s !== '.');
        for (const source of sources)
          expect([name, source, context.includes(source)]).toEqual([name, source, true]);
      }
    }
  });
});
