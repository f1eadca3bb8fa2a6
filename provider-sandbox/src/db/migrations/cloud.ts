import type { AreaMigrations } from './AreaMigrations';

/**
 * The cloud area's tables: cloud servers and their network interfaces.
 * Append a step; never edit one that has shipped (a data file in the wild already ran it).
 */
export const cloudMigrations: AreaMigrations = {
  area: 'cloud',
  steps: [
    /* 1: servers and their network interfaces */
    `
  CREATE TABLE servers (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    display_name TEXT NOT NULL,
    status TEXT NOT NULL,        -- BUILD | REBUILD | RELOAD | RESCUING | RESTARTING | ON | OFF | SUSPENDED
    datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
    os_id INTEGER NOT NULL REFERENCES os_images(id),
    tier TEXT NOT NULL,          -- economic | commercial | professional | extreme | custom
    cpu INTEGER NOT NULL, ram INTEGER NOT NULL, disk INTEGER NOT NULL, disk_type TEXT NOT NULL,
    public_ip INTEGER NOT NULL DEFAULT 1,
    autopilot INTEGER NOT NULL DEFAULT 0,
    rescue INTEGER NOT NULL DEFAULT 0,
    used_cpu REAL NOT NULL DEFAULT 0, used_ram REAL NOT NULL DEFAULT 0, used_disk REAL NOT NULL DEFAULT 0,
    traffic_in INTEGER NOT NULL DEFAULT 0, traffic_out INTEGER NOT NULL DEFAULT 0,  -- bytes
    password TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE server_interfaces (
    id INTEGER PRIMARY KEY,
    server_id INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,          -- public | private
    ip_address TEXT NOT NULL,
    mac_address TEXT NOT NULL
  );
  `,
  ],
};
