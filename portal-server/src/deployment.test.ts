// No Docker engine runs here, so the deployment topology is checked as text: the compose file,
// and the nginx config it mounts, against what `npm start` serves.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentSecurityPolicy } from './security-headers';

const root = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const nginx = fs.readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8');
const headers = fs.readFileSync(path.join(root, 'deploy/security-headers.conf.template'), 'utf8');

describe('docker-compose.yml', () => {
  it('runs nginx for the static parts and the sandbox, on port 8080 like npm start', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['sandbox', 'web']);
    expect(compose.services.web.image).toMatch(/^nginx:/);
    expect(compose.services.web.ports).toContain('8080:80');
    expect(compose.services.web.depends_on.sandbox.condition).toBe('service_healthy');
    expect(compose.services.sandbox.healthcheck.test.join(' ')).toContain('8081');
  });

  it('mounts the built shell, the release store and the nginx templates read-only, from files that exist', () => {
    const volumes: string[] = compose.services.web.volumes;
    expect(volumes).toEqual(
      expect.arrayContaining([
        './shell/dist:/usr/share/nginx/html:ro',
        './.releases:/usr/share/nginx/remotes:ro',
        './deploy/nginx.conf.template:/etc/nginx/templates/default.conf.template:ro',
        './deploy/security-headers.conf.template:/etc/nginx/templates/security-headers.conf.template:ro',
      ]),
    );
    for (const volume of volumes.filter((v) => v.startsWith('./deploy/'))) {
      expect(fs.existsSync(path.join(root, volume.split(':')[0]!))).toBe(true);
    }
    expect(fs.existsSync(path.join(root, compose.services.sandbox.build.dockerfile))).toBe(true);
  });

  it('keeps sandbox data in a named volume so it survives restarts', () => {
    expect(compose.services.sandbox.volumes).toContain('sandbox-data:/data');
    expect(compose.services.sandbox.environment.SANDBOX_DATA_DIR).toBe('/data');
    expect(compose.volumes).toHaveProperty('sandbox-data');
  });

  it('gives the sandbox\'s rollout service the same release store nginx serves, writable, to withdraw failing canaries', () => {
    const store = (compose.services.web.volumes as string[]).find((v) => v.endsWith(':/usr/share/nginx/remotes:ro'))?.split(':')[0];
    expect(compose.services.sandbox.volumes).toContain(`${store}:/releases`);
    expect(compose.services.sandbox.environment.RELEASES_DIR).toBe('/releases');
  });

  it('configures everything environment-specific by environment variables', () => {
    const env = compose.services.web.environment;
    const names = ['PROVIDER_API_URL', 'PORTAL_ORIGIN', 'API_BASE_URL', 'DOCS_URL', 'ROLLOUT_REPORT_URL', 'MANIFEST_MAX_AGE_SECONDS'];
    expect(Object.keys(env)).toEqual(expect.arrayContaining(names));
    for (const name of names) expect(nginx + headers).toContain(`\${${name}}`);
  });
});

describe('nginx configuration', () => {
  it('serves config.json and the manifest uncached, versioned remotes immutable, pages with history fallback', () => {
    expect(nginx).toMatch(/location = \/config\.json \{[^}]*Cache-Control "no-cache"/);
    expect(nginx).toMatch(/location = \/remotes\/manifest\.json \{[^}]*Cache-Control "no-cache"/);
    expect(nginx).toMatch(/location \/remotes\/ \{[^}]*max-age=31536000, immutable[^}]*try_files \$uri =404/);
    expect(nginx).toMatch(/location \/ \{\s*try_files \$uri \/index\.html;/);
  });

  it('serves a config.json with the same keys as the shell\'s own, filled from the environment', () => {
    const body = /location = \/config\.json \{[^}]*return 200 '([^']*)'/.exec(nginx)?.[1] ?? '';
    const env = compose.services.web.environment as Record<string, string>;
    // the compose defaults (`${NAME:-default}`) as the nginx image would substitute them
    const filled = body.replace(/\$\{(\w+)\}/g, (_m, name: string) => /:-(.*)\}$/.exec(String(env[name] ?? ''))?.[1] ?? '');
    const served = JSON.parse(filled);
    const shellConfig = JSON.parse(fs.readFileSync(path.join(root, 'shell/public/config.json'), 'utf8'));
    expect(Object.keys(served).sort()).toEqual(Object.keys(shellConfig).sort());
    expect(served).toMatchObject({ manifestUrl: '/remotes/manifest.json', rolloutReportUrl: '/api/v1/rollout/reports', manifestMaxAgeSeconds: 15 });
  });

  it('sends the gzip copies written at build time, like the portal server sends its precompressed copies', () => {
    expect(nginx).toMatch(/^\s*gzip_static on;/m);
    expect(nginx).toMatch(/^\s*gzip_vary on;/m);
  });

  it('never serves the release store\'s lock, temporary files or version records', () => {
    expect(nginx).toContain('manifest\\.json\\.lock|\\.release\\.json|\\.incoming-');
  });

  it('proxies the same provider paths that the portal server hands to the sandbox', () => {
    expect(nginx).toContain('location ~ ^/(api|submit|__sandbox|gateway)(/|$)');
    expect(nginx).toContain('proxy_pass ${PROVIDER_API_URL};');
    expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;');
  });

  it('sends the same security headers as the portal server, in every location that sets its own headers', () => {
    const csp = contentSecurityPolicy({ remoteOrigins: ['${PORTAL_ORIGIN}'] });
    expect(headers).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(headers).toContain('X-Content-Type-Options "nosniff"');
    expect(headers).toContain('Referrer-Policy "strict-origin-when-cross-origin"');
    expect(headers).toContain('X-Frame-Options "DENY"');
    const locationsWithHeaders = nginx.split('location ').slice(1).filter((block) => block.includes('add_header'));
    const documents = locationsWithHeaders.filter((block) => !block.includes('max-age=31536000, immutable'));
    expect(documents.length).toBeGreaterThanOrEqual(3);
    for (const block of documents) expect(block).toContain('include /etc/nginx/conf.d/security-headers.conf;');
  });

  it('sends immutable files with the same lean headers as the portal server: nosniff, no document policies, no ETag', () => {
    const immutable = nginx.split('location ').slice(1).filter((block) => block.includes('max-age=31536000, immutable'));
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
