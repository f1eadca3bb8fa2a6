import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startNginx, type RunningNginx } from '../test/nginxServer';

const ROOT = path.resolve(__dirname, '../..');

export interface TopologyOptions {
  /** The built shell (the web image's /usr/share/nginx/html). */
  shellDir: string;
  /** The release store (the web image's /usr/share/nginx/remotes, the release service's RELEASES_DIR). */
  releasesDir: string;
  /** Ports of nginx, the sandbox and the release service; the system picks any left out. */
  ports?: { web?: number; sandbox?: number; releaseService?: number };
  /** Where the services' output goes (default: inherited stderr only). */
  quiet?: boolean;
}

export interface RunningTopology {
  /** The portal's origin: nginx. */
  url: string;
  /** The sandbox itself (its test helpers, which nginx never proxies). */
  sandboxUrl: string;
  releaseServiceUrl: string;
  web: RunningNginx;
  stop: () => Promise<void>;
}

/** Starts a package's `src/main.ts` as its image's `pnpm --filter <package> start` does (tsx). */
function startService(pkg: string, env: Record<string, string>, quiet: boolean): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, pkg),
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
}

async function answers(url: string, child: ChildProcess, name: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${name} did not answer at ${url} within 60 s`);
}

/**
 * The docker-compose topology without Docker: the web image's nginx (deploy/test/nginxServer.ts
 * says how it differs from the image: the listen port and filesystem roots), the release service and
 * the provider sandbox as their images start them. One difference from the compose file: the sandbox
 * runs in test mode, so a test can read a captcha's answer from it directly (never through nginx).
 */
export async function startProductionTopology(options: TopologyOptions): Promise<RunningTopology> {
  const quiet = options.quiet ?? true;
  const ports = {
    web: options.ports?.web ?? (await freePort()),
    sandbox: options.ports?.sandbox ?? (await freePort()),
    releaseService: options.ports?.releaseService ?? (await freePort()),
  };
  const origin = `http://127.0.0.1:${ports.web}`;
  const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
  const releaseServiceUrl = `http://127.0.0.1:${ports.releaseService}`;
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-production-'));
  const children: ChildProcess[] = [];
  let web: RunningNginx | undefined;
  const stop = async () => {
    await web?.stop();
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    fs.rmSync(data, { recursive: true, force: true });
  };
  try {
    const sandbox = startService(
      'provider-sandbox',
      {
        PORT: String(ports.sandbox),
        SANDBOX_DATA_DIR: path.join(data, 'sandbox'),
        PORTAL_ORIGIN: origin,
        NODE_ENV: 'test',
      },
      quiet,
    );
    children.push(sandbox);
    const releaseService = startService(
      'release-service',
      {
        PORT: String(ports.releaseService),
        RELEASES_DIR: options.releasesDir,
        RELEASE_SERVICE_DATA_DIR: path.join(data, 'release-service'),
        PROVIDER_API_URL: sandboxUrl,
        NODE_ENV: 'production',
      },
      quiet,
    );
    children.push(releaseService);
    await answers(`${sandboxUrl}/api/v1/static/datacenters`, sandbox, 'the sandbox');
    await answers(`${releaseServiceUrl}/healthz`, releaseService, 'the release service');
    // the compose file's web environment, with this topology's addresses
    web = await startNginx({
      shellDir: options.shellDir,
      releasesDir: options.releasesDir,
      port: ports.web,
      env: {
        PROVIDER_API_URL: sandboxUrl,
        RELEASE_SERVICE_URL: releaseServiceUrl,
        PORTAL_ORIGIN: origin,
        DOCS_URL: 'https://docs.example.com',
        PAYMENT_GATEWAY_ORIGINS: origin,
      },
    });
    return { url: origin, sandboxUrl, releaseServiceUrl, web, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
