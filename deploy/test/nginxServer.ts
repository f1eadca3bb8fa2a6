import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DEPLOY = path.resolve(__dirname, '..');

/** The web image's files, where deploy/web.Dockerfile puts them. */
const IMAGE_TEMPLATES = [
  ['nginx.conf.template', 'default.conf.template'],
  ['security-headers.conf.template', 'security-headers.conf.template'],
  ['first-paint-hints.conf.template', 'first-paint-hints.conf.template'],
] as const;

export interface NginxOptions {
  /** The web image's environment (PROVIDER_API_URL, PORTAL_ORIGIN, …). */
  env: Record<string, string>;
  /** What the image mounts at /usr/share/nginx/html and /usr/share/nginx/remotes. */
  shellDir: string;
  releasesDir: string;
  /** Port to listen on (default: one the system picks). */
  port?: number;
}

export interface RunningNginx {
  url: string;
  port: number;
  /** The rendered conf.d. */
  confDir: string;
  /** What nginx printed to stderr so far. */
  errors: () => string;
  /** The access log so far (the image writes it to the container's output, /dev/stdout). */
  accessLog: () => string;
  stop: () => Promise<void>;
}

/** Fails (never skips) when Debian's nginx is missing: `npm test` installs it like Chromium. */
export function requireNginx(): string {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.status !== 0)
    throw new Error(
      "nginx is not installed: `npm test` installs Debian's nginx and its brotli modules (scripts/lib.mjs ensureNginx)",
    );
  return 'nginx';
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A temporary folder nginx's workers (not root) can read. */
export function readableTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Replaces each `from` by `to` in `text`; every difference must apply, or the image changed under the test. */
function applyDifferences(
  text: string,
  file: string,
  differences: readonly (readonly [string, string])[],
): string {
  let out = text;
  for (const [from, to] of differences) {
    if (!out.includes(from))
      throw new Error(`${file}: "${from}" not found; the test's differences from the image no longer apply`);
    out = out.split(from).join(to);
  }
  return out;
}

/**
 * Runs the web image's nginx here: the templates rendered by the image's own entrypoint
 * (deploy/web-entrypoint.sh → render-templates.sh, envsubst of the defined variables into conf.d)
 * and the image's main configuration (deploy/nginx.conf). The ONLY differences from the image:
 * - the listen port (`listen 8080;` → `listen 127.0.0.1:<port>;`);
 * - filesystem roots: /usr/share/nginx/html and /usr/share/nginx/remotes/ → the given folders,
 *   /etc/nginx/conf.d/ → a temporary conf.d, /run/nginx/nginx.pid → a temporary pid file,
 *   the access log's /dev/stdout (the container's output) → a temporary file.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const nginx = requireNginx();
  const port = options.port ?? (await freePort());
  const dir = readableTempDir('portal-nginx-');
  const templates = path.join(dir, 'templates');
  const confDir = path.join(dir, 'conf.d');
  fs.mkdirSync(templates);
  fs.mkdirSync(confDir);
  for (const [source, target] of IMAGE_TEMPLATES)
    fs.copyFileSync(path.join(DEPLOY, source), path.join(templates, target));

  // the image's entrypoint renders the templates; `true` stands for the command it would run
  const render = spawnSync(path.join(DEPLOY, 'web-entrypoint.sh'), ['true'], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...options.env,
      NGINX_ENVSUBST_TEMPLATE_DIR: templates,
      NGINX_ENVSUBST_OUTPUT_DIR: confDir,
    },
    encoding: 'utf8',
  });
  if (render.status !== 0) throw new Error(`web-entrypoint.sh failed: ${render.stderr}`);

  const roots = [
    ['/usr/share/nginx/html', options.shellDir],
    ['/usr/share/nginx/remotes/', `${options.releasesDir.replace(/\/+$/, '')}/`],
    ['/etc/nginx/conf.d/', `${confDir}/`],
  ] as const;
  const server = path.join(confDir, 'default.conf');
  fs.writeFileSync(
    server,
    applyDifferences(fs.readFileSync(server, 'utf8'), 'default.conf', [
      ['listen 8080;', `listen 127.0.0.1:${port};`],
      ...roots,
    ]),
  );
  const main = path.join(dir, 'nginx.conf');
  const accessLog = path.join(dir, 'access.log');
  fs.writeFileSync(
    main,
    applyDifferences(fs.readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8'), 'nginx.conf', [
      ['/etc/nginx/conf.d/', `${confDir}/`],
      ['/run/nginx/nginx.pid', path.join(dir, 'nginx.pid')],
      ['/dev/stdout', accessLog],
    ]),
  );

  // the image's command
  const child: ChildProcess = spawn(nginx, ['-c', main, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}`);
    if (await accepts(port)) break;
    if (i > 100) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${port} within 10 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    confDir,
    errors: () => stderr,
    accessLog: () => fs.readFileSync(accessLog, 'utf8'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
