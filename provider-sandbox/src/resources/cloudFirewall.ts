import {
  attachToServerProblem,
  protocolHasPorts,
  validateFirewallName,
  validateFirewallRule,
  type RuleProblems,
} from '@portal/shared-sdk/rules';
import { HttpError } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import {
  check,
  dataCenterJson,
  notFound,
  openDataCenter,
  refuse,
  refuseAll,
  reply,
  serverOf,
  text,
  textOf,
} from './cloudInfraCalls';

interface GroupRow {
  id: number;
  user_id: number;
  name: string;
  datacenter_id: number;
  created_at: number;
  description: string | null;
}

/**
 * Where a group the provider's SDK makes (it names no data center) goes: Tehran 1, where the seed's
 * servers, networks and groups are.
 */
export const DEFAULT_FIREWALL_DATACENTER = 'ir-thr1';

interface RuleRow {
  id: number;
  group_id: number;
  direction: string;
  protocol: string;
  port_min: number | null;
  port_max: number | null;
  remote_ip: string;
  description: string | null;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';
const DESCRIPTION_MAX = 255; // characters

/** Firewall groups per data center: inbound and outbound rules, and the settled servers they guard. */
export const cloudFirewallResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  const toJson = (call: AuthedCall, g: GroupRow) => {
    const servers = db
      .prepare<[number], { id: number; name: string }>(
        'SELECT s.id, s.name FROM firewall_servers fs JOIN servers s ON s.id = fs.server_id WHERE fs.group_id = ? ORDER BY s.id',
      )
      .all(g.id);
    return {
      id: g.id,
      name: g.name,
      datacenter: dataCenterJson(call, g.datacenter_id),
      // inbound first, then outbound, each oldest first; each also under the names the provider's SDK reads
      rules: db
        .prepare<[number], RuleRow>(
          "SELECT * FROM firewall_rules WHERE group_id = ? ORDER BY CASE direction WHEN 'ingress' THEN 0 ELSE 1 END, id",
        )
        .all(g.id)
        .map((r) => ({
          id: r.id,
          direction: r.direction,
          protocol: r.protocol,
          port_min: r.port_min,
          port_max: r.port_max,
          remote_ip: r.remote_ip,
          description: r.description,
          port_range_min: r.port_min,
          port_range_max: r.port_max,
          remote_ip_prefix: r.remote_ip,
        })),
      servers,
      created_at: g.created_at,
      // as the provider's SDK reads a group
      user_id: g.user_id,
      description: g.description,
      attached_servers: servers.map((s) => s.id),
    };
  };
  const find = (call: AuthedCall, id: number) =>
    db
      .prepare<[number, number], GroupRow>('SELECT * FROM firewall_groups WHERE id = ? AND user_id = ?')
      .get(id, call.user.id);
  /** The group named in the body: unknown (or another user's) is a field problem. */
  const groupOf = (call: AuthedCall) => {
    const row = find(call, Number(call.body.firewall_id));
    if (!row) throw refuse(call, 'firewall', { firewall_id: { code: 'notFound' } });
    return row;
  };
  const guards = (groupId: number, serverId: number) =>
    db
      .prepare<[number, number], { n: number }>(
        'SELECT 1 AS n FROM firewall_servers WHERE group_id = ? AND server_id = ?',
      )
      .get(groupId, serverId) !== undefined;

  // a new server may start guarded by one of the user's groups of its data center
  ctx.serverLinks.register('firewall_id', {
    problem: (_db, userId, id, datacenterId) =>
      db
        .prepare('SELECT 1 FROM firewall_groups WHERE id = ? AND user_id = ? AND datacenter_id = ?')
        .get(id, userId, datacenterId)
        ? null
        : ['linkUnknown'],
    join: (_db, serverId, id) =>
      void db.prepare('INSERT INTO firewall_servers (group_id, server_id) VALUES (?, ?)').run(id, serverId),
  });

  routes.get('/cloud/firewall', (call) => {
    const dc = call.query.datacenter_id;
    const rows = blank(dc)
      ? db
          .prepare<[number], GroupRow>(
            'SELECT * FROM firewall_groups WHERE user_id = ? ORDER BY created_at DESC, id DESC',
          )
          .all(call.user.id)
      : db
          .prepare<[number, number], GroupRow>(
            'SELECT * FROM firewall_groups WHERE user_id = ? AND datacenter_id = ? ORDER BY created_at DESC, id DESC',
          )
          .all(call.user.id, Number(dc));
    return rows.map((g) => toJson(call, g));
  });

  routes.post('/cloud/firewall', (call) => {
    const name = textOf(call.body.name);
    const problems: RuleProblems = {};
    const nameProblem = validateFirewallName(name);
    if (nameProblem) problems.name = nameProblem;
    const description = textOf(call.body.description) || null;
    if (description !== null && description.length > DESCRIPTION_MAX)
      problems.description = { code: 'descriptionTooLong', values: { max: DESCRIPTION_MAX } };
    check(call, 'firewall', problems);
    const asked =
      call.body.datacenter_id ??
      db
        .prepare<[string], { id: number }>('SELECT id FROM datacenters WHERE name = ?')
        .get(DEFAULT_FIREWALL_DATACENTER)?.id;
    const dc = openDataCenter(call, 'firewall', asked);
    const taken = db
      .prepare('SELECT 1 FROM firewall_groups WHERE user_id = ? AND datacenter_id = ? AND name = ?')
      .get(call.user.id, dc.id, name);
    if (taken) throw refuse(call, 'firewall', { name: { code: 'nameExists' } });
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO firewall_groups (user_id, name, datacenter_id, created_at, description) VALUES (?, ?, ?, ?, ?)',
      )
      .run(call.user.id, name, dc.id, ctx.nowSec(), description);
    return reply(call, 'firewall', 'created', toJson(call, find(call, Number(lastInsertRowid)) as GroupRow), {
      name,
    });
  });

  routes.delete('/cloud/firewall/{firewall_id}', (call) => {
    const group = find(call, Number(call.params.firewall_id));
    if (!group) throw notFound(call, 'firewall');
    const used = db
      .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM firewall_servers WHERE group_id = ?')
      .get(group.id) as { n: number };
    if (used.n > 0) throw refuseAll(call, 'firewall', { code: 'inUse' });
    db.prepare('DELETE FROM firewall_groups WHERE id = ?').run(group.id);
    return reply(call, 'firewall', 'deleted', null);
  });

  routes.post('/cloud/firewall/rule', (call) => {
    const group = groupOf(call);
    const input = {
      direction: textOf(call.body.direction),
      protocol: textOf(call.body.protocol),
      port_min: call.body.port_min as number | null | undefined,
      port_max: call.body.port_max as number | null | undefined,
      remote_ip: textOf(call.body.remote_ip),
    };
    check(call, 'firewall', validateFirewallRule(input));
    // a single port is a range of one; icmp and any carry none
    const ports = protocolHasPorts(input.protocol);
    const min = ports ? Number(input.port_min) : null;
    const max = ports ? (blank(input.port_max) ? min : Number(input.port_max)) : null;
    const same = db
      .prepare(
        'SELECT 1 FROM firewall_rules WHERE group_id = ? AND direction = ? AND protocol = ? AND port_min IS ? AND port_max IS ? AND remote_ip = ?',
      )
      .get(group.id, input.direction, input.protocol, min, max, input.remote_ip);
    if (same) throw refuseAll(call, 'firewall', { code: 'ruleExists' });
    const description = textOf(call.body.description) || null;
    db.prepare(
      'INSERT INTO firewall_rules (group_id, direction, protocol, port_min, port_max, remote_ip, description) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(group.id, input.direction, input.protocol, min, max, input.remote_ip, description);
    return reply(call, 'firewall', 'ruleAdded', toJson(call, group));
  });

  routes.delete('/cloud/firewall/rule/{rule_id}', (call) => {
    const rule = db
      .prepare<[number, number], { id: number; group_id: number }>(
        'SELECT r.id, r.group_id FROM firewall_rules r JOIN firewall_groups g ON g.id = r.group_id WHERE r.id = ? AND g.user_id = ?',
      )
      .get(Number(call.params.rule_id), call.user.id);
    if (!rule) throw new HttpError(404, text(call, 'firewall', 'ruleNotFound'));
    db.prepare('DELETE FROM firewall_rules WHERE id = ?').run(rule.id);
    return reply(call, 'firewall', 'ruleDeleted', toJson(call, find(call, rule.group_id) as GroupRow));
  });

  routes.post('/cloud/firewall/attach', (call) => {
    const group = groupOf(call);
    const server = serverOf(call, 'firewall', call.body.server_id);
    const problem = attachToServerProblem(group, server, guards(group.id, server.id));
    if (problem) throw refuse(call, 'firewall', { server_id: problem });
    db.prepare('INSERT INTO firewall_servers (group_id, server_id) VALUES (?, ?)').run(group.id, server.id);
    return reply(call, 'firewall', 'attached', toJson(call, group), { server: server.name });
  });

  routes.post('/cloud/firewall/detach', (call) => {
    const group = groupOf(call);
    const server = serverOf(call, 'firewall', call.body.server_id);
    if (!guards(group.id, server.id))
      throw refuse(call, 'firewall', { server_id: { code: 'notAttached', values: { server: server.name } } });
    db.prepare('DELETE FROM firewall_servers WHERE group_id = ? AND server_id = ?').run(group.id, server.id);
    return reply(call, 'firewall', 'detached', toJson(call, group), { server: server.name });
  });
};
