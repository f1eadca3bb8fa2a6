import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// No Docker engine runs here: each Dockerfile of the compose file is read as Docker reads it, one
// instruction per line (continuations joined), and checked for what the images promise.

const ROOT = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { build: { dockerfile: string }; ports?: string[] }>;
};

interface Instruction {
  name: string;
  args: string;
}

function instructions(dockerfile: string): Instruction[] {
  const text = fs.readFileSync(path.join(ROOT, dockerfile), 'utf8');
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = '', ...rest] = line.split(/\s+/);
      return { name: name.toUpperCase(), args: rest.join(' ') };
    });
}

const images = Object.entries(compose.services).map(([service, { build }]) => ({
  service,
  steps: instructions(build.dockerfile),
}));

describe('the images', () => {
  it('build from base images pinned by digest, so a rebuild gets the same base', () => {
    for (const { service, steps } of images) {
      const bases = steps.filter((s) => s.name === 'FROM').map((s) => s.args);
      expect(bases.length).toBeGreaterThan(0);
      for (const base of bases)
        expect([service, base]).toEqual([
          service,
          expect.stringMatching(/^[a-z0-9./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/),
        ]);
    }
  });

  it('run as an unprivileged user: the last USER is not root, and nothing runs after it as root', () => {
    for (const { service, steps } of images) {
      const users = steps.map((s, i) => ({ ...s, i })).filter((s) => s.name === 'USER');
      const last = users.at(-1);
      expect([service, last?.args]).toEqual([service, expect.stringMatching(/^(?!root\b|0\b)[a-z_][\w-]*$/)]);
      // what the container runs (CMD, ENTRYPOINT) comes after it
      const run = steps.findIndex((s) => s.name === 'CMD');
      expect([service, run > last!.i]).toEqual([service, true]);
    }
  });

  it('compile better-sqlite3 from the source the lockfile pins: no prebuilt binary is downloaded', () => {
    const lock = fs.readFileSync(path.join(ROOT, 'pnpm-lock.yaml'), 'utf8');
    expect(lock).toMatch(/better-sqlite3/);
    for (const { service, steps } of images) {
      const install = steps.findIndex((s) => s.name === 'RUN' && /\bpnpm install\b/.test(s.args));
      if (install === -1) continue;
      const fromSource = steps.findIndex(
        (s) => s.name === 'ENV' && /^npm_config_build_from_source[= ]true$/.test(s.args),
      );
      expect([service, fromSource !== -1 && fromSource < install]).toEqual([service, true]);
    }
  });

  it('let the unprivileged nginx bind its port and write what it writes at start', () => {
    const web = images.find((i) => i.service === 'web')!;
    const template = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf.template'), 'utf8');
    const port = Number(/^\s*listen (\d+);/m.exec(template)?.[1]);
    expect(port).toBeGreaterThanOrEqual(1024);
    expect(web.steps).toContainEqual({ name: 'EXPOSE', args: String(port) });
    expect(compose.services.web?.ports).toEqual([`8080:${port}`]);
    const main = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
    const pidFolder = path.dirname(/^pid (\S+);/m.exec(main)?.[1] ?? '/');
    const owned =
      web.steps.find((s) => s.name === 'RUN' && /chown -R www-data:www-data/.test(s.args))?.args ?? '';
    for (const folder of ['/etc/nginx/conf.d', pidFolder, '/var/lib/nginx'])
      expect([folder, owned.includes(` ${folder}`)]).toEqual([folder, true]);
  });
});
