import { clusterProblems } from '@portal/api-cdn/rules';
import { HttpError, Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import { pageRuleRows } from './cdnPathSections';
import { bodyList, refuseProblems, ruleNotFound, securityText } from './cdnSecurityStore';

interface ClusterRow {
  id: number;
  domain_id: number;
  name: string;
  method: string;
  protocol: string;
  monitoring_path: string;
  servers: string;
  paths: string;
  enabled: number;
  health_interval: number;
  health_timeout: number;
}

interface StoredServer {
  id?: number;
  address: string;
  port: number;
  weight: number;
  backup?: boolean;
}

/** The balancing methods under the provider SDK's names (and its CLI's). */
const SDK_METHODS: Readonly<Record<string, string>> = { client_ip_hash: 'ip_hash' };
/** How a server's health is asked (the provider's checks are fixed to these). */
const HEALTH_REQUEST = { method: 'GET', expected_codes: [200] } as const;
export const HEALTH_INTERVAL = { min: 5, max: 3600 }; // seconds between checks
export const HEALTH_TIMEOUT = { min: 1, max: 60 }; // seconds a check waits

/** A cluster's servers, each with the id it keeps (its place in the list until it was first stored with one). */
function serversOf(r: ClusterRow): Required<StoredServer>[] {
  return (JSON.parse(r.servers) as StoredServer[]).map((s, i) => ({
    id: s.id ?? i + 1,
    address: s.address,
    port: s.port,
    weight: s.weight,
    backup: s.backup ?? false,
  }));
}

/** Gives every server an id: kept ones keep theirs, new ones the next free. */
function withIds(servers: StoredServer[]): StoredServer[] {
  let next = Math.max(0, ...servers.map((s) => s.id ?? 0));
  return servers.map((s) => (s.id ? s : { ...s, id: (next += 1) }));
}

/** A cluster as answered: the portal's fields, and those the provider's SDK reads. */
function toCluster(r: ClusterRow) {
  const servers = serversOf(r);
  return {
    id: r.id,
    name: r.name,
    method: r.method,
    protocol: r.protocol,
    monitoring_path: r.monitoring_path,
    servers: servers.map((s) => ({
      address: s.address,
      port: s.port,
      weight: s.weight,
      id: s.id,
      enabled: true,
      backup: s.backup,
    })),
    paths: JSON.parse(r.paths) as string[],
    domain_id: r.domain_id,
    mode: SDK_METHODS[r.method] ?? r.method,
    enabled: r.enabled === 1,
    health_check: {
      enabled: r.monitoring_path !== '',
      interval: r.health_interval,
      timeout: r.health_timeout,
      path: r.monitoring_path,
      ...HEALTH_REQUEST,
      expected_codes: [...HEALTH_REQUEST.expected_codes],
    },
  };
}

const objectOf = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const isOff = (v: unknown) => v === false || v === 'false' || v === '0' || v === 0;
const bodyServers = (v: unknown) =>
  (Array.isArray(v) ? v : typeof v === 'object' && v ? Object.values(v) : []) as Record<string, unknown>[];

/**
 * A domain's clusters (origin pools with servers, balancing, protocol, monitoring and assigned
 * paths) under /cdn/ng/domains/{domain_id}/cluster, and what the provider's SDK does with them:
 * a cluster made empty and given servers one by one (`{cluster_id}/servers`), changed in part,
 * switched off, with health checks (`health_check`); which paths go to which cluster (`assignments`).
 * Every change is held to the shared cluster rules on the whole cluster; nothing is stored on a refusal.
 */
export const cdnClustersResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const clusterRows = (domainId: number) =>
    db
      .prepare<[number], ClusterRow>('SELECT * FROM cdn_clusters WHERE domain_id = ? ORDER BY id')
      .all(domainId);
  const clusterRow = (call: AuthedCall, domainId: number) => {
    const found = db
      .prepare<[number, number], ClusterRow>('SELECT * FROM cdn_clusters WHERE id = ? AND domain_id = ?')
      .get(Number(call.params.cluster_id), domainId);
    if (!found) throw ruleNotFound(call);
    return found;
  };

  /**
   * The cluster a call describes over `existing` (what the call leaves out stays), checked by the
   * shared rule. The provider's SDK makes a cluster before its servers (no `servers` sent): it may
   * be empty until then. `fieldOf` names a refused field as the call sent it.
   */
  const checkedCluster = (
    call: AuthedCall,
    domain: string,
    existing?: ClusterRow,
    over: { servers?: StoredServer[] } = {},
    fieldOf = (f: string) => f,
  ) => {
    const b = call.body;
    const before = existing ? toCluster(existing) : undefined;
    const health = objectOf(b.health_check);
    const monitoring =
      health.enabled !== undefined && isOff(health.enabled)
        ? ''
        : (health.path ?? b.monitoring_path ?? before?.monitoring_path ?? '');
    const sent =
      b.servers === undefined
        ? undefined
        : bodyServers(b.servers).map((s) => ({
            address: String(s.address ?? '').trim(),
            port: String(s.port ?? ''),
            weight: String(s.weight ?? ''),
          }));
    const kept =
      over.servers ??
      before?.servers.map((s) => ({
        id: s.id,
        address: s.address,
        port: s.port,
        weight: s.weight,
        backup: s.backup,
      })) ??
      [];
    const input = {
      name: String(b.name ?? before?.name ?? '').trim(),
      method: String(b.method ?? before?.method ?? ''),
      protocol: String(b.protocol ?? before?.protocol ?? ''),
      monitoring_path: String(monitoring).trim(),
      servers:
        sent ?? kept.map((s) => ({ address: s.address, port: String(s.port), weight: String(s.weight) })),
      // the portal sends the whole cluster (its servers with it), where a form leaves an empty list out;
      // the provider's SDK sends what changes
      paths: b.servers === undefined && before ? before.paths : bodyList(b.paths).map((p) => p.trim()),
    };
    const problems = clusterProblems(input, domain);
    if (sent === undefined && over.servers === undefined && problems.servers === 'serversRequired')
      delete problems.servers;
    const interval =
      health.interval === undefined ? (existing?.health_interval ?? 30) : Number(health.interval);
    const timeout = health.timeout === undefined ? (existing?.health_timeout ?? 5) : Number(health.timeout);
    const refused: Record<string, string> = Object.fromEntries(
      Object.entries(problems).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    if (!Number.isInteger(interval) || interval < HEALTH_INTERVAL.min || interval > HEALTH_INTERVAL.max)
      refused['health_check.interval'] = 'healthIntervalInvalid';
    if (
      !Number.isInteger(timeout) ||
      timeout < HEALTH_TIMEOUT.min ||
      timeout > HEALTH_TIMEOUT.max ||
      timeout >= interval
    )
      refused['health_check.timeout'] = 'healthTimeoutInvalid';
    refuseProblems(
      call,
      Object.fromEntries(Object.entries(refused).map(([f, p]) => [fieldOf(f), p])) as Parameters<
        typeof refuseProblems
      >[1],
    );
    const servers: StoredServer[] = sent
      ? withIds(sent.map((s) => ({ address: s.address, port: Number(s.port), weight: Number(s.weight) })))
      : withIds(kept.map((s) => ({ ...s, port: Number(s.port), weight: Number(s.weight) })));
    const enabled = b.enabled === undefined ? (existing?.enabled ?? 1) : isOff(b.enabled) ? 0 : 1;
    return { ...input, servers, enabled, interval, timeout };
  };

  const save = (id: number, c: ReturnType<typeof checkedCluster>) =>
    db
      .prepare(
        `UPDATE cdn_clusters SET name = ?, method = ?, protocol = ?, monitoring_path = ?, servers = ?, paths = ?, enabled = ?, health_interval = ?, health_timeout = ?
          WHERE id = ?`,
      )
      .run(
        c.name,
        c.method,
        c.protocol,
        c.monitoring_path,
        JSON.stringify(c.servers),
        JSON.stringify(c.paths),
        c.enabled,
        c.interval,
        c.timeout,
        id,
      );

  routes.get('/cdn/ng/domains/{domain_id}/cluster', (call) =>
    clusterRows(requireDomain(call, call.params.domain_id as string).id).map(toCluster),
  );

  // which paths go to which cluster, each with its page rule when the path has one (the provider CLI's fields)
  routes.get('/cdn/ng/domains/{domain_id}/cluster/assignments', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const pages = pageRuleRows(db, row.id);
    return clusterRows(row.id).flatMap((c) =>
      (JSON.parse(c.paths) as string[]).map((path) => ({
        cluster_id: c.id,
        cluster_name: c.name,
        path_id: pages.find((p) => p.path === path)?.id ?? null,
        path,
      })),
    );
  });

  routes.post('/cdn/ng/domains/{domain_id}/cluster', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const c = checkedCluster(call, row.name);
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO cdn_clusters (domain_id, name, method, protocol, monitoring_path, servers, paths) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(row.id, c.name, c.method, c.protocol, c.monitoring_path, '[]', '[]');
    save(Number(lastInsertRowid), c);
    call.params.cluster_id = String(lastInsertRowid);
    return new Reply(
      toCluster(clusterRow(call, row.id)),
      securityText(call, 'clusterSaved', { name: c.name }),
    );
  });

  routes.put('/cdn/ng/domains/{domain_id}/cluster/{cluster_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = clusterRow(call, row.id);
    const c = checkedCluster(call, row.name, existing);
    save(existing.id, c);
    return new Reply(
      toCluster(clusterRow(call, row.id)),
      securityText(call, 'clusterSaved', { name: c.name }),
    );
  });

  routes.delete('/cdn/ng/domains/{domain_id}/cluster/{cluster_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = clusterRow(call, row.id);
    db.prepare('DELETE FROM cdn_clusters WHERE id = ?').run(existing.id);
    return new Reply(null, securityText(call, 'clusterDeleted', { name: existing.name }));
  });

  // one server more: `address`, `port`, `weight` (100 when left out, the provider CLI's default), `backup`
  routes.post('/cdn/ng/domains/{domain_id}/cluster/{cluster_id}/servers', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = clusterRow(call, row.id);
    const b = call.body;
    const added = {
      address: String(b.address ?? '').trim(),
      port: b.port as number,
      weight: (b.weight ?? 100) as number,
      backup: b.backup === true || b.backup === 'true' || b.backup === '1',
    };
    const servers = [...serversOf(existing), added];
    const last = servers.length - 1;
    // the new server's fields by the names sent, not by its place in the list
    const fieldOf = (f: string) =>
      f.startsWith(`servers.${last}.`) ? f.slice(`servers.${last}.`.length) : f;
    call.body = {};
    const c = checkedCluster(call, row.name, existing, { servers }, fieldOf);
    save(existing.id, c);
    return new Reply(
      toCluster(clusterRow(call, row.id)),
      securityText(call, 'clusterSaved', { name: c.name }),
    );
  });

  routes.delete('/cdn/ng/domains/{domain_id}/cluster/{cluster_id}/servers/{server_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = clusterRow(call, row.id);
    const servers = serversOf(existing);
    const left = servers.filter((s) => s.id !== Number(call.params.server_id));
    if (left.length === servers.length) throw new HttpError(404, securityText(call, 'serverNotFound'));
    db.prepare('UPDATE cdn_clusters SET servers = ? WHERE id = ?').run(JSON.stringify(left), existing.id);
    return new Reply(
      toCluster(clusterRow(call, row.id)),
      securityText(call, 'clusterSaved', { name: existing.name }),
    );
  });
};
