import { clusterProblems, pageRuleProblems, planLimitReached, type PageRuleSettings } from '@portal/shared-sdk/rules';
import { Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import { bodyList, planLimitError, planLimitsOf, refuseProblems, ruleNotFound, securityText } from './cdnSecurityStore';

interface PageRuleRow {
  id: number;
  domain_id: number;
  path: string;
  priority: number;
  settings: string;
}

interface ClusterRow {
  id: number;
  domain_id: number;
  name: string;
  method: string;
  protocol: string;
  monitoring_path: string;
  servers: string;
  paths: string;
}

const toPageRule = (r: PageRuleRow) => ({ id: r.id, path: r.path, priority: r.priority, settings: JSON.parse(r.settings) as PageRuleSettings });

const toCluster = (r: ClusterRow) => ({
  id: r.id,
  name: r.name,
  method: r.method,
  protocol: r.protocol,
  monitoring_path: r.monitoring_path,
  servers: JSON.parse(r.servers) as { address: string; port: number; weight: number }[],
  paths: JSON.parse(r.paths) as string[],
});

const optionalNumber = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
const optionalString = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
const optionalBool = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : v === true || v === 'true' || v === '1' || v === 1);

/** A page rule's settings from the body, only those sent. */
function settingsFrom(body: Record<string, unknown>): PageRuleSettings {
  const s = (typeof body.settings === 'object' && body.settings !== null ? body.settings : {}) as Record<string, unknown>;
  const out: PageRuleSettings = {
    cache_mode: optionalString(s.cache_mode),
    cache_ttl: optionalNumber(s.cache_ttl),
    redirect_url: optionalString(s.redirect_url),
    redirect_code: optionalNumber(s.redirect_code),
    security_level: optionalString(s.security_level),
    always_https: optionalBool(s.always_https),
    waf: optionalBool(s.waf),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as PageRuleSettings;
}

/**
 * A domain's page rules (paths with their settings, by priority; one setting deleted by its name)
 * and clusters (origin pools with servers, balancing, protocol, monitoring and assigned paths),
 * under /cdn/ng/domains/{domain_id}/. The plan caps the page rules.
 */
export const cdnTrafficResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const pageRows = (domainId: number) => db.prepare<[number], PageRuleRow>('SELECT * FROM cdn_page_rules WHERE domain_id = ? ORDER BY priority, id').all(domainId);
  const pageRow = (call: AuthedCall, domainId: number) => {
    const found = db.prepare<[number, number], PageRuleRow>('SELECT * FROM cdn_page_rules WHERE id = ? AND domain_id = ?').get(Number(call.params.path_id), domainId);
    if (!found) throw ruleNotFound(call);
    return found;
  };
  const pageInput = (call: AuthedCall) => ({ path: String(call.body.path ?? '').trim(), priority: Number(call.body.priority), settings: settingsFrom(call.body) });

  routes.get('/cdn/ng/domains/{domain_id}/paths', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    return { rules: pageRows(row.id).map(toPageRule), max_rules: planLimitsOf(call, row).max_page_rules };
  });

  routes.post('/cdn/ng/domains/{domain_id}/paths', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const input = pageInput(call);
    refuseProblems(call, pageRuleProblems(input, row.name));
    if (planLimitReached(planLimitsOf(call, row), 'pageRules', pageRows(row.id).length)) throw planLimitError(call);
    const { lastInsertRowid } = db
      .prepare('INSERT INTO cdn_page_rules (domain_id, path, priority, settings) VALUES (?, ?, ?, ?)')
      .run(row.id, input.path, input.priority, JSON.stringify(input.settings));
    return call.reply(toPageRule({ id: Number(lastInsertRowid), domain_id: row.id, ...input, settings: JSON.stringify(input.settings) }), 'settingsApplied');
  });

  routes.put('/cdn/ng/domains/{domain_id}/paths/{path_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = pageRow(call, row.id);
    const input = pageInput(call);
    refuseProblems(call, pageRuleProblems(input, row.name));
    db.prepare('UPDATE cdn_page_rules SET path = ?, priority = ?, settings = ? WHERE id = ?').run(input.path, input.priority, JSON.stringify(input.settings), existing.id);
    return call.reply(toPageRule(pageRow(call, row.id)), 'settingsApplied');
  });

  routes.delete('/cdn/ng/domains/{domain_id}/paths/{path_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    db.prepare('DELETE FROM cdn_page_rules WHERE id = ?').run(pageRow(call, row.id).id);
    return new Reply(null, securityText(call, 'ruleDeleted'));
  });

  // one setting of a path deleted by its name; the path goes with its last setting
  routes.delete('/cdn/ng/domains/{domain_id}/paths/{path_id}/rules/{rule_name}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = toPageRule(pageRow(call, row.id));
    const name = String(call.params.rule_name) as keyof PageRuleSettings;
    if (!(name in existing.settings)) throw ruleNotFound(call);
    const rest: PageRuleSettings = { ...existing.settings };
    delete rest[name];
    // a redirect's code goes with its address
    if (name === 'redirect_url') delete rest.redirect_code;
    if (Object.keys(rest).length === 0) db.prepare('DELETE FROM cdn_page_rules WHERE id = ?').run(existing.id);
    else db.prepare('UPDATE cdn_page_rules SET settings = ? WHERE id = ?').run(JSON.stringify(rest), existing.id);
    return new Reply(null, securityText(call, 'ruleDeleted'));
  });

  const clusterRows = (domainId: number) => db.prepare<[number], ClusterRow>('SELECT * FROM cdn_clusters WHERE domain_id = ? ORDER BY id').all(domainId);
  const clusterRow = (call: AuthedCall, domainId: number) => {
    const found = db.prepare<[number, number], ClusterRow>('SELECT * FROM cdn_clusters WHERE id = ? AND domain_id = ?').get(Number(call.params.cluster_id), domainId);
    if (!found) throw ruleNotFound(call);
    return found;
  };
  const clusterInput = (call: AuthedCall, domain: string) => {
    const b = call.body;
    const servers = (Array.isArray(b.servers) ? b.servers : typeof b.servers === 'object' && b.servers ? Object.values(b.servers) : []) as Record<string, unknown>[];
    const input = {
      name: String(b.name ?? '').trim(),
      method: String(b.method ?? ''),
      protocol: String(b.protocol ?? ''),
      monitoring_path: String(b.monitoring_path ?? '').trim(),
      servers: servers.map((s) => ({ address: String(s.address ?? '').trim(), port: String(s.port ?? ''), weight: String(s.weight ?? '') })),
      paths: bodyList(b.paths).map((p) => p.trim()),
    };
    refuseProblems(call, clusterProblems(input, domain));
    return { ...input, servers: input.servers.map((s) => ({ address: s.address, port: Number(s.port), weight: Number(s.weight) })) };
  };

  routes.get('/cdn/ng/domains/{domain_id}/cluster', (call) => clusterRows(requireDomain(call, call.params.domain_id as string).id).map(toCluster));

  routes.post('/cdn/ng/domains/{domain_id}/cluster', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const c = clusterInput(call, row.name);
    const { lastInsertRowid } = db
      .prepare('INSERT INTO cdn_clusters (domain_id, name, method, protocol, monitoring_path, servers, paths) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(row.id, c.name, c.method, c.protocol, c.monitoring_path, JSON.stringify(c.servers), JSON.stringify(c.paths));
    call.params.cluster_id = String(lastInsertRowid);
    return new Reply(toCluster(clusterRow(call, row.id)), securityText(call, 'clusterSaved', { name: c.name }));
  });

  routes.put('/cdn/ng/domains/{domain_id}/cluster/{cluster_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = clusterRow(call, row.id);
    const c = clusterInput(call, row.name);
    db.prepare('UPDATE cdn_clusters SET name = ?, method = ?, protocol = ?, monitoring_path = ?, servers = ?, paths = ? WHERE id = ?').run(
      c.name, c.method, c.protocol, c.monitoring_path, JSON.stringify(c.servers), JSON.stringify(c.paths), existing.id,
    );
    return new Reply(toCluster(clusterRow(call, row.id)), securityText(call, 'clusterSaved', { name: c.name }));
  });

  routes.delete('/cdn/ng/domains/{domain_id}/cluster/{cluster_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = clusterRow(call, row.id);
    db.prepare('DELETE FROM cdn_clusters WHERE id = ?').run(existing.id);
    return new Reply(null, securityText(call, 'clusterDeleted', { name: existing.name }));
  });
};
