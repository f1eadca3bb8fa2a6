import type { AreaMigrations } from './AreaMigrations';

/**
 * What a customer attaches to cloud servers: volumes, snapshots, SSH keys, firewall groups with
 * their rules and servers, private networks with their servers. An area of its own (after cloud,
 * whose servers and interfaces it refers to), so its steps never collide with the servers' steps.
 * No table holds a private key: a generated key pair's private half is answered once, never stored.
 * Append a step; never edit one that has shipped (a data file in the wild already ran it).
 */
export const cloudInfraMigrations: AreaMigrations = {
  area: 'cloud-infra',
  steps: [
    /* 1: volumes, snapshots, SSH keys, firewall groups, private networks */
    `
  CREATE TABLE volumes (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    size INTEGER NOT NULL,       -- GB
    datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
    server_id INTEGER REFERENCES servers(id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE snapshots (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    server_id INTEGER REFERENCES servers(id) ON DELETE SET NULL,
    datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
    os_id INTEGER NOT NULL REFERENCES os_images(id),
    disk_size INTEGER NOT NULL,  -- GB: the capacity of the disk it was taken from
    size REAL NOT NULL,          -- GB really used
    created_at INTEGER NOT NULL
  );
  CREATE TABLE ssh_keys (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    bits INTEGER NOT NULL,
    fingerprint TEXT NOT NULL,
    public_key TEXT NOT NULL,
    datacenter_id INTEGER REFERENCES datacenters(id),
    created_at INTEGER NOT NULL
  );
  CREATE TABLE firewall_groups (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
    created_at INTEGER NOT NULL
  );
  CREATE TABLE firewall_rules (
    id INTEGER PRIMARY KEY,
    group_id INTEGER NOT NULL REFERENCES firewall_groups(id) ON DELETE CASCADE,
    direction TEXT NOT NULL,     -- ingress | egress
    protocol TEXT NOT NULL,      -- tcp | udp | icmp | any
    port_min INTEGER, port_max INTEGER,
    remote_ip TEXT NOT NULL,     -- CIDR
    description TEXT
  );
  CREATE TABLE firewall_servers (
    group_id INTEGER NOT NULL REFERENCES firewall_groups(id) ON DELETE CASCADE,
    server_id INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
    PRIMARY KEY (group_id, server_id)
  );
  CREATE TABLE private_networks (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
    subnet TEXT NOT NULL, gateway TEXT NOT NULL, dhcp_from TEXT NOT NULL, dhcp_to TEXT NOT NULL,
    dns_servers TEXT NOT NULL,   -- JSON list
    created_at INTEGER NOT NULL
  );
  -- a server in a network has a private interface carrying its address there
  CREATE TABLE private_network_servers (
    network_id INTEGER NOT NULL REFERENCES private_networks(id) ON DELETE CASCADE,
    server_id INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
    interface_id INTEGER NOT NULL REFERENCES server_interfaces(id) ON DELETE CASCADE,
    ip_address TEXT NOT NULL,
    PRIMARY KEY (network_id, server_id)
  );
  `,
  ],
};
