import {
  DEMO_ACCOUNT,
  demoFirewalls,
  demoNetworks,
  demoSnapshots,
  demoSshKeys,
  demoVolumes,
} from '@portal/shared-sdk/factories';
import { insert, type Seed } from './seedTools';

const byId = <T extends { id: number }>(list: T[]) => list.sort((a, b) => a.id - b.id);

/**
 * The demo customer's volumes, snapshots, SSH keys, firewall groups and private network, from the
 * SDK's factories. Runs after the servers' seed: web-1's private interface is its address in the
 * backend network.
 */
export const seedCloudInfra: Seed = (db, { now }) => {
  const user_id = DEMO_ACCOUNT.id;
  insert(
    db,
    'volumes',
    byId(demoVolumes({ now })).map((v) => ({
      id: v.id,
      user_id,
      name: v.name,
      size: v.size,
      datacenter_id: v.datacenter.id,
      server_id: v.server?.id ?? null,
      created_at: v.created_at,
    })),
  );
  insert(
    db,
    'snapshots',
    byId(demoSnapshots({ now })).map((s) => ({
      id: s.id,
      user_id,
      name: s.name,
      server_id: s.server?.id ?? null,
      datacenter_id: s.datacenter.id,
      os_id: s.os.id,
      disk_size: s.disk_size,
      size: s.size,
      created_at: s.created_at,
    })),
  );
  insert(
    db,
    'ssh_keys',
    byId(demoSshKeys({ now })).map((k) => ({
      id: k.id,
      user_id,
      name: k.name,
      type: k.type,
      bits: k.bits,
      fingerprint: k.fingerprint,
      public_key: k.public_key,
      datacenter_id: k.datacenter?.id ?? null,
      created_at: k.created_at,
    })),
  );
  const groups = byId(demoFirewalls({ now }));
  insert(
    db,
    'firewall_groups',
    groups.map((g) => ({
      id: g.id,
      user_id,
      name: g.name,
      datacenter_id: g.datacenter.id,
      created_at: g.created_at,
    })),
  );
  insert(
    db,
    'firewall_rules',
    groups.flatMap((g) =>
      g.rules.map((r) => ({
        id: r.id,
        group_id: g.id,
        direction: r.direction,
        protocol: r.protocol,
        port_min: r.port_min,
        port_max: r.port_max,
        remote_ip: r.remote_ip,
        description: r.description ?? null,
      })),
    ),
  );
  insert(
    db,
    'firewall_servers',
    groups.flatMap((g) => g.servers.map((s) => ({ group_id: g.id, server_id: s.id }))),
  );
  const networks = byId(demoNetworks({ now }));
  insert(
    db,
    'private_networks',
    networks.map((n) => ({
      id: n.id,
      user_id,
      name: n.name,
      datacenter_id: n.datacenter.id,
      subnet: n.subnet,
      gateway: n.gateway,
      dhcp_from: n.dhcp_from,
      dhcp_to: n.dhcp_to,
      dns_servers: JSON.stringify(n.dns_servers),
      created_at: n.created_at,
    })),
  );
  const interfaceOf = db.prepare<[number, string], { id: number }>(
    "SELECT id FROM server_interfaces WHERE server_id = ? AND kind = 'private' AND ip_address = ?",
  );
  insert(
    db,
    'private_network_servers',
    networks.flatMap((n) =>
      n.servers.map((s) => {
        const iface = interfaceOf.get(s.id, s.ip_address);
        if (!iface) throw new Error(`seed: ${s.name} has no private interface ${s.ip_address}`);
        return { network_id: n.id, server_id: s.id, interface_id: iface.id, ip_address: s.ip_address };
      }),
    ),
  );
};
