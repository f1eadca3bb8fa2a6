// No Docker engine runs here, so the compose file is checked as text, and the nginx templates
// against what `npm start` serves (deploy/test runs the rendered nginx itself).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { RELEASE_SERVICE_PATHS } from '@portal/release-service';
import { TOKEN_PAGES, contentSecurityPolicy } from './security-headers';

const root = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const nginx = fs.readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8');
const headers = fs.readFileSync(path.join(root, 'deploy/security-headers.conf.template'), 'utf8');

describe('docker-compose.yml', () => {
  it('runs the web tier, the release service and the sandbox, on port 8080 like npm start', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['release-service', 'sandbox', 'web']);
    expect(compose.services.web.build.dockerfile).toBe('deploy/web.Dockerfile');
    expect(compose.services.web.ports).toContain('8080:8080');
    expect(compose.services.web.depends_on['release-service'].condition).toBe('service_healthy');
    // nginx resolves upstreams per request: the web tier runs without the sandbox (a real provider)
    expect(compose.services.web.depends_on.sandbox).toBeUndefined();
    expect(compose.services.sandbox.healthcheck.test.join(' ')).toContain('8081');
    expect(compose.services['release-service'].healthcheck.test.join(' ')).toContain(
      'localhost:8082/healthz',
    );
  });

  it('builds every image from a Dockerfile that exists, and mounts the built shell and the release store read-only', () => {
    for (const service of Object.values(compose.services) as {
      build: { context: string; dockerfile: string };
    }[]) {
      expect(service.build.context).toBe('.');
      expect(fs.existsSync(path.join(root, service.build.dockerfile))).toBe(true);
    }
    expect(compose.services.web.volumes).toEqual([
      './shell/dist:/usr/share/nginx/html:ro',
      './.releases:/usr/share/nginx/remotes:ro',
    ]);
  });

  it("keeps the sandbox's and the release service's data in named volumes so they survive restarts", () => {
    expect(compose.services.sandbox.volumes).toContain('sandbox-data:/data');
    expect(compose.services.sandbox.environment.SANDBOX_DATA_DIR).toBe('/data');
    expect(compose.services['release-service'].volumes).toContain('release-data:/data');
    expect(compose.services['release-service'].environment.RELEASE_SERVICE_DATA_DIR).toBe('/data');
    expect(Object.keys(compose.volumes).sort()).toEqual(['release-data', 'sandbox-data']);
  });

  it('gives the release service the same release store nginx serves, writable, to withdraw failing canaries', () => {
    const store = (compose.services.web.volumes as string[])
      .find((v) => v.endsWith(':/usr/share/nginx/remotes:ro'))
      ?.split(':')[0];
    expect(compose.services['release-service'].volumes).toContain(`${store}:/releases`);
    expect(compose.services['release-service'].environment.RELEASES_DIR).toBe('/releases');
    expect(compose.services.sandbox.environment.RELEASES_DIR).toBeUndefined();
    // it asks the same provider API as the web tier who a token belongs to
    expect(compose.services['release-service'].environment.PROVIDER_API_URL).toBe(
      compose.services.web.environment.PROVIDER_API_URL,
    );
  });

  it('configures everything environment-specific by environment variables', () => {
    const env = compose.services.web.environment;
    const names = [
      'PROVIDER_API_URL',
      'PROVIDER_API_CA_FILE',
      'RELEASE_SERVICE_URL',
      'PORTAL_ORIGIN',
      'API_BASE_URL',
      'DOCS_URL',
      'ROLLOUT_REPORT_URL',
      'MANIFEST_MAX_AGE_SECONDS',
      'REMOTE_LOAD_DEADLINE_SECONDS',
      'PAYMENT_GATEWAY_ORIGINS',
    ];
    expect(Object.keys(env).sort()).toEqual([...names].sort());
    for (const name of names) expect(nginx + headers).toContain(`\${${name}}`);
  });
});

describe('nginx configuration', () => {
  it('serves config.json and the manifest uncached, versioned remotes immutable, pages with history fallback', () => {
    expect(nginx).toMatch(/location = \/config\.json \{[^}]*Cache-Control "no-cache"/);
    // the release service sends the manifest no-cache (release-service tests)
    expect(nginx).toMatch(
      /location \/remotes\/ \{[^}]*add_header Cache-Control \$immutable_cache_control always;[^}]*try_files \$uri =404/,
    );
    // immutable only when found: a 404 is never cached (deploy/test runs it)
    expect(nginx).toMatch(
      /map \$status \$immutable_cache_control \{\s*200\s+"public, max-age=31536000, immutable";[^}]*default "no-store";/,
    );
    expect(nginx).toMatch(/location \/ \{\s*try_files \$uri \/index\.html;/);
  });

  it("serves a config.json with the same keys as the shell's own, filled from the environment", () => {
    const body = /location = \/config\.json \{[^}]*return 200 '([^']*)'/.exec(nginx)?.[1] ?? '';
    const env = compose.services.web.environment as Record<string, string>;
    // the compose defaults (`${NAME:-default}`) as the nginx image would substitute them
    const filled = body.replace(
      /\$\{(\w+)\}/g,
      (_m, name: string) => /:-(.*)\}$/.exec(String(env[name] ?? ''))?.[1] ?? '',
    );
    const served = JSON.parse(filled);
    const shellConfig = JSON.parse(fs.readFileSync(path.join(root, 'shell/public/config.json'), 'utf8'));
    expect(Object.keys(served).sort()).toEqual(Object.keys(shellConfig).sort());
    expect(served).toMatchObject({
      manifestUrl: '/remotes/manifest.json',
      rolloutReportUrl: '/rollout/reports',
      manifestMaxAgeSeconds: 15,
      remoteLoadDeadlineSeconds: 10,
    });
    expect(served.rolloutReportUrl).toBe(shellConfig.rolloutReportUrl);
  });

  it('sends the brotli and gzip copies written at build time, like the portal server sends its precompressed copies', () => {
    expect(nginx).toMatch(/^\s*brotli_static on;/m);
    expect(nginx).toMatch(/^\s*gzip_static on;/m);
    expect(nginx).toMatch(/^\s*gzip_vary on;/m);
  });

  it("never serves the release store's lock, temporary files or version records", () => {
    expect(nginx).toContain(
      'manifest\\.json\\.lock|manifest\\.json\\..*\\.tmp|\\.release\\.json|\\.incoming-',
    );
  });

  it('proxies the provider paths the portal server hands to the sandbox, except its test helpers', () => {
    expect(nginx).toContain('location ~ ^/(api|submit|gateway)(/|$)');
    expect(nginx).not.toContain('__sandbox)');
    expect(nginx).toContain('proxy_pass $provider_api_origin$provider_api_base_path$request_uri;');
    expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;');
  });

  it('proxies the same paths to the release service that the portal server hands to it', () => {
    expect(nginx).toContain(
      'location = /remotes/manifest.json {\n        proxy_pass $release_service_origin$request_uri;',
    );
    expect(nginx).toContain(
      'location ~ ^/rollout(/|$) {\n        proxy_pass $release_service_origin$request_uri;',
    );
    for (const p of ['/remotes/manifest.json', '/rollout', '/rollout/reports'])
      expect(RELEASE_SERVICE_PATHS.test(p)).toBe(true);
    for (const p of ['/remotes/cdn/1.0.0/remoteEntry.js', '/rollouts', '/api/v1/rollout'])
      expect(RELEASE_SERVICE_PATHS.test(p)).toBe(false);
  });

  it('sends the same security headers as the portal server, in every location that sets its own headers', () => {
    const csp = contentSecurityPolicy({
      remoteOrigins: ['${PORTAL_ORIGIN}'],
      apiOrigin: '$api_base_origin',
      socketOrigins: ['$portal_socket_origin', '$api_socket_origin'],
    });
    expect(headers).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(headers).toContain('X-Content-Type-Options "nosniff"');
    expect(headers).toContain('add_header Referrer-Policy $referrer_policy always;');
    // the page whose address carries a token sends no Referer, as the portal server's TOKEN_PAGES
    for (const page of TOKEN_PAGES) expect(nginx).toContain(`"~^${page}(\\?|$)" "no-referrer";`);
    expect(nginx).toContain('default "strict-origin-when-cross-origin";');
    expect(headers).toContain('X-Frame-Options "DENY"');
    expect(headers).toContain('add_header Strict-Transport-Security $strict_transport_security always;');
    const locationsWithHeaders = nginx
      .split('location ')
      .slice(1)
      .filter((block) => block.includes('add_header'));
    const documents = locationsWithHeaders.filter((block) => !block.includes('$immutable_cache_control'));
    expect(documents.map((block) => block.split(' {')[0])).toEqual([
      '= /config.json',
      '= /login',
      '= /sw.js',
      '= /index.html',
    ]);
    for (const block of documents)
      expect(block).toContain('include /etc/nginx/conf.d/security-headers.conf;');
  });

  it('sends immutable files with the same lean headers as the portal server: nosniff, no document policies, no ETag', () => {
    const immutable = nginx
      .split('location ')
      .slice(1)
      .filter((block) => block.includes('$immutable_cache_control'));
    expect(immutable.map((block) => block.split(' ')[0])).toEqual(['/remotes/', '~', '/assets/']);
    for (const block of immutable) {
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(block).toContain('etag off;');
      expect(block).not.toContain('security-headers.conf');
      expect(block).toContain('try_files $uri =404;');
    }
    // the hashed-file pattern matches the shell's chunk names (webpack.common.cjs) and nothing under /remotes/
    const pattern = new RegExp(/location ~ "([^"]+)"/.exec(nginx)![1]!.replace(/\\\\/g, '\\'));
    expect(pattern.test('/main.0123abcd.js')).toBe(true);
    expect(pattern.test('/745.605e79b8.js')).toBe(true);
    expect(pattern.test('/remotes/cdn/1.0.0/550.0ec1aded.js')).toBe(false);
    expect(pattern.test('/config.json')).toBe(false);
  });
});
