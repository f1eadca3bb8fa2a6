import type { AreaMigrations } from './AreaMigrations';

/**
 * The cloud area's tables: cloud servers, their network interfaces, action log, console tokens and trials.
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
    /* 2: servers as a cloud: the change under way, trial, links, billing, passwords shown once; the action log, console tokens, trials taken */
    `
  ALTER TABLE servers ADD COLUMN task_state TEXT;          -- build | power_on | power_off | reboot | restart | rebuild_software | rebuild_hardware | rescue | unrescue
  ALTER TABLE servers ADD COLUMN task_started_at INTEGER;
  ALTER TABLE servers ADD COLUMN task_ends_at INTEGER;
  ALTER TABLE servers ADD COLUMN task_target TEXT;         -- the status the server has when the change is done
  ALTER TABLE servers ADD COLUMN is_test INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE servers ADD COLUMN expires_at INTEGER;       -- a trial server is deleted then
  ALTER TABLE servers ADD COLUMN ssh_key_id INTEGER;
  ALTER TABLE servers ADD COLUMN firewall_id INTEGER;
  ALTER TABLE servers ADD COLUMN private_network_id INTEGER;
  ALTER TABLE servers ADD COLUMN init_script TEXT;
  ALTER TABLE servers ADD COLUMN hourly_cost INTEGER NOT NULL DEFAULT 0;  -- rials, fixed when created or resized
  ALTER TABLE servers ADD COLUMN billed_until INTEGER;     -- charged to the wallet up to here
  ALTER TABLE servers ADD COLUMN password_shown INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE servers ADD COLUMN suspended_from TEXT;      -- ON | OFF before the wallet ran dry
  CREATE TABLE server_logs (
    id INTEGER PRIMARY KEY,
    server_id INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
    action TEXT NOT NULL,
    status TEXT NOT NULL,        -- success | failed | pending
    message_key TEXT NOT NULL,
    params TEXT NOT NULL DEFAULT '{}',
    created_at INTEGER NOT NULL
  );
  CREATE INDEX server_logs_by_server ON server_logs (server_id, created_at);
  CREATE TABLE vnc_tokens (
    token TEXT PRIMARY KEY,
    server_id INTEGER NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE server_trials (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    server_id INTEGER,
    taken_at INTEGER NOT NULL
  );
  `,
  ],
};
