import {
  attachToServerProblem,
  nextDhcpAddress,
  numberToIpv4,
  parseIpv4Subnet,
  validateNetworkAddress,
  validatePrivateNetwork,
  type RuleProblems,
} from '@portal/shared-sdk/rules';
import { addInterface } from '../cloud/serverCreate';
import type { AuthedCall, Resource } from '../http/router';
import {
  check,
  dataCenterJson,
  notFound,
  openDataCenterRow,
  type DataCenterRow,
  refuse,
  refuseAll,
  reply,
  serverOf,
  textOf,
} from './cloudInfraCalls';

interface NetworkRow {
  id: number;
  user_id: number;
  name: string;
  datacenter_id: number;
  subnet: string;
  gateway: string;
  dhcp_from: string;
  dhcp_to: string;
  dns_servers: string;
  created_at: number;
}

interface MemberRow {
  id: number;
  name: string;
  ip_address: string;
  interface_id: number;
}

/**
 * The provider's SDK makes a network from its range alone (`cidr`): the gateway is the range's first
 * host, and DHCP hands out the hosts after it but the last (two hosts stay outside, as the rule asks).
 */
function rangeDefaults(subnet: string): { gateway: string; dhcp_from: string; dhcp_to: string } | null {
  const s = parseIpv4Subnet(subnet);
  if (!s || s.lastHost - s.firstHost < 3) return null;
  return {
    gateway: numberToIpv4(s.firstHost),
    dhcp_from: numberToIpv4(s.firstHost + 1),
    dhcp_to: numberToIpv4(s.lastHost - 1),
  };
}

const listOf = (value: unknown): string[] =>
  value === undefined || value === null || value === ''
    ? []
    : (Array.isArray(value) ? value : [value]).map((v) => textOf(v));

/**
 * Private networks: a private subnet with its gateway, DHCP range and DNS servers (every range rule
 * of `validatePrivateNetwork`), and the settled servers of its data center that join it. A server
 * in a network has a private interface with its address there.
 */
export const cloudNetworksResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  const members = (networkId: number) =>
    db
      .prepare<[number], MemberRow>(
        'SELECT s.id, s.name, m.ip_address, m.interface_id FROM private_network_servers m JOIN servers s ON s.id = m.server_id WHERE m.network_id = ? ORDER BY s.id',
      )
      .all(networkId);
  const toJson = (call: AuthedCall, n: NetworkRow) => ({
    id: n.id,
    name: n.name,
    datacenter: dataCenterJson(call, n.datacenter_id),
    subnet: n.subnet,
    gateway: n.gateway,
    dhcp_from: n.dhcp_from,
    dhcp_to: n.dhcp_to,
    dns_servers: JSON.parse(n.dns_servers) as string[],
    servers: members(n.id).map(({ id, name, ip_address }) => ({ id, name, ip_address })),
    created_at: n.created_at,
    // as the provider's SDK reads a network
    user_id: n.user_id,
    cidr: n.subnet,
    datacenter_id: n.datacenter_id,
    attached_servers: members(n.id).map((m) => m.id),
  });
  const find = (call: AuthedCall, id: number) =>
    db
      .prepare<[number, number], NetworkRow>('SELECT * FROM private_networks WHERE id = ? AND user_id = ?')
      .get(id, call.user.id);
  /** The network named in the body: unknown (or another user's) is a field problem. */
  const networkOf = (call: AuthedCall) => {
    const row = find(call, Number(call.body.network_id));
    if (!row) throw refuse(call, 'networks', { network_id: { code: 'notFound' } });
    return row;
  };

  const takenIn = (networkId: number) => members(networkId).map((m) => m.ip_address);
  /** The server joins the network at `ip`: a private interface with that address. */
  const join = (networkId: number, serverId: number, ip: string) => {
    const interfaceId = addInterface(db, serverId, 'private', ip);
    db.prepare(
      'INSERT INTO private_network_servers (network_id, server_id, interface_id, ip_address) VALUES (?, ?, ?, ?)',
    ).run(networkId, serverId, interfaceId, ip);
  };

  // a new server may start in one of the user's networks of its data center, at its next free address
  ctx.serverLinks.register('private_network_id', {
    problem: (_db, userId, id, datacenterId) => {
      const network = db
        .prepare<[number, number, number], NetworkRow>(
          'SELECT * FROM private_networks WHERE id = ? AND user_id = ? AND datacenter_id = ?',
        )
        .get(id, userId, datacenterId);
      if (!network) return ['linkUnknown'];
      return nextDhcpAddress(network, takenIn(id)) ? null : ['networkFull'];
    },
    join: (_db, serverId, id) => {
      const network = db
        .prepare<[number], NetworkRow>('SELECT * FROM private_networks WHERE id = ?')
        .get(id) as NetworkRow;
      join(id, serverId, nextDhcpAddress(network, takenIn(id)) as string);
    },
  });

  routes.get('/cloud/private-networks', (call) =>
    db
      .prepare<[number], NetworkRow>(
        'SELECT * FROM private_networks WHERE user_id = ? ORDER BY created_at DESC, id DESC',
      )
      .all(call.user.id)
      .map((n) => toJson(call, n)),
  );

  routes.post('/cloud/private-networks', (call) => {
    if (
      call.body.gateway === undefined &&
      call.body.dhcp_from === undefined &&
      call.body.dhcp_to === undefined
    ) {
      Object.assign(call.body, rangeDefaults(textOf(call.body.subnet)) ?? {});
    }
    const input = {
      name: textOf(call.body.name),
      subnet: textOf(call.body.subnet),
      gateway: textOf(call.body.gateway),
      dhcp_from: textOf(call.body.dhcp_from),
      dhcp_to: textOf(call.body.dhcp_to),
      dns_servers: listOf(call.body.dns_servers),
    };
    const dc = openDataCenterRow(call, call.body.datacenter_id);
    // a range may not overlap another network of the customer's in the same data center
    const existing = dc
      ? db
          .prepare<[number, number], { name: string; subnet: string }>(
            'SELECT name, subnet FROM private_networks WHERE user_id = ? AND datacenter_id = ?',
          )
          .all(call.user.id, dc.id)
      : [];
    const problems: RuleProblems = validatePrivateNetwork(input, existing);
    if (!dc) problems.datacenter_id = { code: 'datacenterInvalid' };
    check(call, 'networks', problems);
    const datacenterId = (dc as DataCenterRow).id; // check() refused a missing one
    const dns = input.dns_servers.filter((d) => d !== '');
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO private_networks (user_id, name, datacenter_id, subnet, gateway, dhcp_from, dhcp_to, dns_servers, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        call.user.id,
        input.name,
        datacenterId,
        input.subnet,
        input.gateway,
        input.dhcp_from,
        input.dhcp_to,
        JSON.stringify(dns),
        ctx.nowSec(),
      );
    return reply(
      call,
      'networks',
      'created',
      toJson(call, find(call, Number(lastInsertRowid)) as NetworkRow),
      { name: input.name },
    );
  });

  /**
   * A network's name and DNS servers changed (the provider's SDK, by PUT): the rest stays; its range
   * and data center stay as made (a different one is refused). Held to the network rules on the whole.
   */
  routes.put('/cloud/private-networks/{network_id}', (call) => {
    const network = find(call, Number(call.params.network_id));
    if (!network) throw notFound(call, 'networks');
    const b = call.body;
    const fixed: RuleProblems = {};
    if (b.subnet !== undefined && textOf(b.subnet) !== network.subnet) fixed.subnet = { code: 'rangeFixed' };
    if (b.datacenter_id !== undefined && Number(b.datacenter_id) !== network.datacenter_id)
      fixed.datacenter_id = { code: 'rangeFixed' };
    check(call, 'networks', fixed);
    const input = {
      name: b.name === undefined ? network.name : textOf(b.name),
      subnet: network.subnet,
      gateway: network.gateway,
      dhcp_from: network.dhcp_from,
      dhcp_to: network.dhcp_to,
      dns_servers:
        b.dns_servers === undefined ? (JSON.parse(network.dns_servers) as string[]) : listOf(b.dns_servers),
    };
    // its own range is not another network's
    const others = db
      .prepare<[number, number, number], { name: string; subnet: string }>(
        'SELECT name, subnet FROM private_networks WHERE user_id = ? AND datacenter_id = ? AND id != ?',
      )
      .all(call.user.id, network.datacenter_id, network.id);
    check(call, 'networks', validatePrivateNetwork(input, others));
    db.prepare('UPDATE private_networks SET name = ?, dns_servers = ? WHERE id = ?').run(
      input.name,
      JSON.stringify(input.dns_servers.filter((d) => d !== '')),
      network.id,
    );
    return reply(call, 'networks', 'changed', toJson(call, find(call, network.id) as NetworkRow), {
      name: input.name,
    });
  });

  // every server leaves the network (its private interfaces there go); the network stays
  routes.post('/cloud/private-networks/{network_id}/purge-attachments', (call) => {
    const network = find(call, Number(call.params.network_id));
    if (!network) throw notFound(call, 'networks');
    db.transaction(() => {
      for (const m of members(network.id))
        db.prepare('DELETE FROM server_interfaces WHERE id = ?').run(m.interface_id);
    })();
    return reply(call, 'networks', 'purged', toJson(call, network));
  });

  routes.delete('/cloud/private-networks/{network_id}', (call) => {
    const network = find(call, Number(call.params.network_id));
    if (!network) throw notFound(call, 'networks');
    if (members(network.id).length > 0) throw refuseAll(call, 'networks', { code: 'inUse' });
    db.prepare('DELETE FROM private_networks WHERE id = ?').run(network.id);
    return reply(call, 'networks', 'deleted', null);
  });

  routes.post('/cloud/private-networks/attach', (call) => {
    const network = networkOf(call);
    const server = serverOf(call, 'networks', call.body.server_id);
    const inside = members(network.id);
    const problem = attachToServerProblem(
      network,
      server,
      inside.some((m) => m.id === server.id),
    );
    if (problem) throw refuse(call, 'networks', { server_id: problem });
    const taken = inside.map((m) => m.ip_address);
    const wanted = textOf(call.body.ip_address);
    let ip: string;
    if (wanted) {
      const ipProblem = validateNetworkAddress(wanted, network, taken);
      if (ipProblem) throw refuse(call, 'networks', { ip_address: ipProblem });
      ip = wanted;
    } else {
      const next = nextDhcpAddress(network, taken);
      if (!next) throw refuseAll(call, 'networks', { code: 'rangeFull' });
      ip = next;
    }
    db.transaction(() => join(network.id, server.id, ip))();
    return reply(call, 'networks', 'attached', toJson(call, network), { server: server.name, ip });
  });

  routes.post('/cloud/private-networks/detach', (call) => {
    const network = networkOf(call);
    const server = serverOf(call, 'networks', call.body.server_id);
    const member = members(network.id).find((m) => m.id === server.id);
    if (!member)
      throw refuse(call, 'networks', { server_id: { code: 'notAttached', values: { server: server.name } } });
    // the interface goes, and its membership with it (ON DELETE CASCADE)
    db.prepare('DELETE FROM server_interfaces WHERE id = ?').run(member.interface_id);
    return reply(call, 'networks', 'detached', toJson(call, network), { server: server.name });
  });
};
