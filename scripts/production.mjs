// The production topology on this machine, for `npm test` and `npm run bench`: Debian's nginx as
// the web image runs it, the release service and the provider sandbox (deploy/topology).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, aptInstall, log } from './lib.mjs';

/** What the web image has from Debian, with the file that shows each is installed. */
const NGINX_PACKAGES = [
  ['nginx', '/usr/sbin/nginx'],
  ['libnginx-mod-http-brotli-static', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
  ['libnginx-mod-http-brotli-filter', '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'],
  ['gettext-base', '/usr/bin/envsubst'],
  ['ca-certificates', '/etc/ssl/certs/ca-certificates.crt'],
  // the tests make their own certificate authority with it
  ['openssl', '/usr/bin/openssl'],
];

/** Debian's nginx with the brotli modules (and envsubst, CA certificates, openssl), installed when missing. */
export function ensureNginx() {
  const missing = NGINX_PACKAGES.filter(([, file]) => !fs.existsSync(file)).map(([pkg]) => pkg);
  if (missing.length === 0) return;
  log(`installing Debian's ${missing.join(', ')} (apt-get)`);
  aptInstall(...missing);
}

/**
 * Starts nginx, the release service and the sandbox (deploy/topology/main.ts) on `port` and the two
 * after it (free ports when absent); resolves with their addresses once all answer.
 */
export function startProductionTopology({
  releasesDir,
  shellDir = path.join(ROOT, 'shell/dist'),
  port,
} = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'topology/main.ts'], {
    cwd: path.join(ROOT, 'deploy'),
    env: {
      ...process.env,
      RELEASES_DIR: releasesDir,
      SHELL_DIR: shellDir,
      ...(port ? { PRODUCTION_PORT: String(port) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`the production topology exited with ${code}`)));
  });
}
