import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { API_PERMISSIONS, permissionCovers, permissionForRoute } from './apiPermissions';

// The catalogue covers every area's calls (the sandbox checks each one against it), so these tests
// read the core's fragments and every area package's (api/<area>/openapi/areas) alike.
const REPO = path.resolve(__dirname, '../../..');
const FRAGMENT_DIRS = [
  path.join(REPO, 'shared-sdk/openapi/areas'),
  ...fs
    .readdirSync(path.join(REPO, 'api'))
    .map((dir) => path.join(REPO, 'api', dir, 'openapi/areas'))
    .filter((dir) => fs.existsSync(dir)),
];
/** Every fragment file of the provider API v1, by file name (the names are unique across folders). */
const FRAGMENTS = FRAGMENT_DIRS.flatMap((dir) => fs.readdirSync(dir).map((file) => path.join(dir, file)));

/** The permission group each fragment of the API document belongs to, as the catalogue's titles name them. */
const FRAGMENT_GROUPS: Record<string, string | null> = {
  'account.yaml': 'account',
  'auth.yaml': 'account',
  'cdn-cache.yaml': 'cdn.cache', // caching and acceleration
  'cdn-ddos.yaml': 'cdn.security',
  'cdn-dns.yaml': 'cdn.dns',
  'cdn-domains.yaml': 'cdn.domains',
  'cdn-https.yaml': 'cdn.https',
  'cdn-reports.yaml': 'cdn.reports',
  'cdn-security.yaml': 'cdn.security', // WAF, firewall and rate limit
  'cdn-traffic.yaml': 'cdn.rules',
  'cloud-firewall.yaml': 'cloud.firewall',
  'cloud-networks.yaml': 'cloud.networks',
  'cloud-reports.yaml': 'cloud.servers',
  'cloud-servers.yaml': 'cloud.servers',
  'cloud-snapshots.yaml': 'cloud.snapshots',
  'cloud-ssh.yaml': 'cloud.ssh',
  'cloud-volumes.yaml': 'cloud.volumes',
  'financial.yaml': 'financial',
  'static.yaml': null,
  'support.yaml': 'support', // tickets and plans
};

/** Paths a fragment holds for another group on purpose. */
const ELSEWHERE: Record<string, string> = {
  '/cdn/ng/domains/{domain_id}/redirect-mode': 'cdn.https',
  // the security sections of paths (the provider's SDK reads and sets them as paths) are CDN security's
  '/cdn/ng/domains/{domain_id}/paths/waf': 'cdn.security',
  '/cdn/ng/domains/{domain_id}/paths/ddos': 'cdn.security',
  '/cdn/ng/domains/{domain_id}/paths/ratelimit': 'cdn.security',
  '/cdn/ng/domains/{domain_id}/paths/firewall': 'cdn.security',
  '/cdn/ng/domains/{domain_id}/paths/direct-rule/{section}': 'cdn.security',
};

describe('permissionForRoute', () => {
  it('reads with GET and writes otherwise, by the group of the path', () => {
    expect(permissionForRoute('GET', '/cdn/ng/domains')).toBe('cdn.domains.read');
    expect(permissionForRoute('DELETE', '/cdn/ng/domains/{id}')).toBe('cdn.domains.write');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/dns/{record_id}')).toBe('cdn.dns.write');
    expect(permissionForRoute('GET', '/cdn/ng/dns/export')).toBe('cdn.dns.read');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/https/hsts')).toBe('cdn.https.write');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/cache/edge/purge-cache')).toBe('cdn.cache.write');
    expect(permissionForRoute('PUT', '/cdn/ng/domains/{id}/waf')).toBe('cdn.security.write');
    expect(permissionForRoute('GET', '/cdn/ng/domains/{id}/paths/ratelimit')).toBe('cdn.security.read');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/paths')).toBe('cdn.rules.write');
    expect(permissionForRoute('POST', '/cdn/ng/domains/{id}/reports')).toBe('cdn.reports.read');
    expect(permissionForRoute('PUT', '/cloud/servers/{id}/power/off')).toBe('cloud.servers.write');
    expect(permissionForRoute('GET', '/cloud/volumes')).toBe('cloud.volumes.read');
    expect(permissionForRoute('POST', '/support/tickets')).toBe('support.write');
    expect(permissionForRoute('POST', '/submit/financial/add-funds')).toBe('financial.write');
    expect(permissionForRoute('GET', '/auth/profile/api-keys')).toBe('account.read');
  });

  it('asks the write permission of a GET that changes state, by template or by address', () => {
    expect(permissionForRoute('GET', '/support/tickets/change-status/close-ticket/{ticket_id}')).toBe(
      'support.write',
    );
    expect(permissionForRoute('GET', '/support/tickets/change-status/open-ticket/12')).toBe('support.write');
    expect(permissionForRoute('GET', '/support/tickets/rate/7/5')).toBe('support.write');
    expect(permissionForRoute('GET', '/cdn/ng/domains/3/send-confirm-code')).toBe('cdn.domains.write');
    expect(permissionForRoute('GET', '/cloud/ssh/random')).toBe('cloud.ssh.write');
    expect(permissionForRoute('GET', '/cloud/servers/{server_id}/access/vnc')).toBe('cloud.servers.write');
    // their neighbours stay reads
    expect(permissionForRoute('GET', '/support/tickets/12')).toBe('support.read');
    expect(permissionForRoute('GET', '/cloud/ssh/4')).toBe('cloud.ssh.read');
  });

  it("asks every call of an area's fragment for that area's group, unless the call names its own", () => {
    const wrong: string[] = [];
    for (const fragment of FRAGMENTS) {
      const file = path.basename(fragment);
      expect(Object.keys(FRAGMENT_GROUPS)).toContain(file);
      const doc = parse(fs.readFileSync(fragment, 'utf8')) as {
        paths?: Record<string, Record<string, { 'x-permission'?: string }>>;
      };
      for (const [route, operations] of Object.entries(doc.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || operation['x-permission'])
            continue;
          const group = ELSEWHERE[route] ?? FRAGMENT_GROUPS[file];
          const got = permissionForRoute(method, route);
          if (
            got?.replace(/\.(read|write)$/, '') !== (group ?? undefined) &&
            !(group === null && got === null)
          )
            wrong.push(`${method} ${route}: ${got} (${file})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('asks the write permission of every call the API document says changes state, and a read of the GETs it does not', () => {
    const wrong: string[] = [];
    for (const fragment of FRAGMENTS) {
      const doc = parse(fs.readFileSync(fragment, 'utf8')) as {
        paths?: Record<string, Record<string, { 'x-permission'?: string; 'x-changes-state'?: boolean }>>;
      };
      for (const [route, operations] of Object.entries(doc.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || operation['x-permission'])
            continue;
          const changes = operation['x-changes-state'] ?? method !== 'get';
          const got = permissionForRoute(method, route);
          if (changes && got?.endsWith('.read')) wrong.push(`${method} ${route} changes state under ${got}`);
          if (method === 'get' && !changes && got?.endsWith('.write'))
            wrong.push(`${method} ${route} reads under ${got}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('asks nothing for the static catalogues', () => {
    expect(permissionForRoute('GET', '/static/sliders')).toBeNull();
  });
});

describe('permissionCovers', () => {
  it('allows the key itself, a prefix, and a write key for its read', () => {
    expect(permissionCovers(['cdn.domains.read'], 'cdn.domains.read')).toBe(true);
    expect(permissionCovers(['cdn.domains.read'], 'cdn.domains.write')).toBe(false);
    expect(permissionCovers(['cdn.domains.write'], 'cdn.domains.read')).toBe(true);
    expect(permissionCovers(['cdn'], 'cdn.dns.write')).toBe(true);
    expect(permissionCovers(['cdn.domains'], 'cdn.domains.write')).toBe(true);
    expect(permissionCovers(['cdn.domains'], 'cdn.dns.read')).toBe(false);
    expect(permissionCovers(['cdn.d'], 'cdn.domains.read')).toBe(false);
    expect(permissionCovers([], 'account.read')).toBe(false);
  });
});

describe('API_PERMISSIONS', () => {
  it('lists read and write for each group, read only for reports', () => {
    expect(API_PERMISSIONS).toContain('cdn.domains.write');
    expect(API_PERMISSIONS).toContain('cdn.reports.read');
    expect(API_PERMISSIONS).not.toContain('cdn.reports.write');
  });
});
