import type { Database } from 'better-sqlite3';
import { buildProgress } from '@portal/shared-sdk/rules';
import type { Lang } from '../http/messages';
import { lastChanges, serverSdkFields } from './serverSdkFields';

/** A server row with its data center and OS, as the cloud calls read it. */
export interface ServerRow {
  id: number;
  user_id: number;
  name: string;
  display_name: string;
  status: string;
  tier: string;
  cpu: number;
  ram: number;
  disk: number;
  disk_type: string;
  public_ip: number;
  autopilot: number;
  rescue: number;
  used_cpu: number;
  used_ram: number;
  used_disk: number;
  traffic_in: number;
  traffic_out: number;
  password: string | null;
  password_shown: number;
  created_at: number;
  task_state: string | null;
  task_started_at: number | null;
  task_ends_at: number | null;
  task_target: string | null;
  is_test: number;
  expires_at: number | null;
  ssh_key_id: number | null;
  init_script: string | null;
  hourly_cost: number;
  billed_until: number | null;
  suspended_from: string | null;
  datacenter_id: number;
  os_id: number;
  dc_name: string;
  dc_name_en: string;
  dc_name_fa: string;
  os_name: string;
  os_display_name: string;
}

const SELECT_SERVERS = `SELECT s.*, dc.name AS dc_name, dc.display_name_en AS dc_name_en, dc.display_name_fa AS dc_name_fa,
                               os.name AS os_name, os.display_name AS os_display_name
                          FROM servers s
                          JOIN datacenters dc ON dc.id = s.datacenter_id
                          JOIN os_images os ON os.id = s.os_id`;

/** The user's servers, newest first. */
export function userServerRows(db: Database, userId: number): ServerRow[] {
  return db
    .prepare<[number], ServerRow>(
      `${SELECT_SERVERS} WHERE s.user_id = ? ORDER BY s.created_at DESC, s.id DESC`,
    )
    .all(userId);
}

/** One of the user's servers; another user's answers like an unknown one. */
export function userServerRow(db: Database, userId: number, serverId: number): ServerRow | undefined {
  return db
    .prepare<[number, number], ServerRow>(`${SELECT_SERVERS} WHERE s.user_id = ? AND s.id = ?`)
    .get(userId, serverId);
}

/**
 * Whether the user has this server (in this data center, when one is given): for the other cloud
 * resources (volumes, firewalls, networks) that attach to servers.
 */
export function serverExists(db: Database, userId: number, serverId: number, datacenterId?: number): boolean {
  const row = db
    .prepare<[number, number], { datacenter_id: number }>(
      'SELECT datacenter_id FROM servers WHERE user_id = ? AND id = ?',
    )
    .get(userId, serverId);
  return row !== undefined && (datacenterId === undefined || row.datacenter_id === datacenterId);
}

/** Rows of `sql` (which takes the server ids as its `?` list) grouped by their `server_id`. */
function byServer<R extends { server_id: number }>(
  db: Database,
  serverIds: number[],
  sql: (ids: string) => string,
): Map<number, Omit<R, 'server_id'>[]> {
  const grouped = new Map<number, Omit<R, 'server_id'>[]>();
  if (serverIds.length === 0) return grouped;
  for (const { server_id, ...rest } of db
    .prepare<number[], R>(sql(serverIds.map(() => '?').join(',')))
    .all(...serverIds)) {
    grouped.set(server_id, [...(grouped.get(server_id) ?? []), rest]);
  }
  return grouped;
}

/** Each server's addresses, public first: the list shows the first address as the server's IP. */
function interfacesOf(db: Database, serverIds: number[]) {
  return byServer<{ server_id: number; ip_address: string; type: 'public' | 'private' }>(
    db,
    serverIds,
    (ids) =>
      `SELECT server_id, ip_address, kind AS type FROM server_interfaces WHERE server_id IN (${ids}) ORDER BY server_id, CASE kind WHEN 'public' THEN 0 ELSE 1 END, id`,
  );
}

/** The firewall groups guarding each server and the private networks it is in (its address there). */
function membershipsOf(db: Database, serverIds: number[]) {
  return {
    firewalls: byServer<{ server_id: number; id: number; name: string }>(
      db,
      serverIds,
      (ids) =>
        `SELECT fs.server_id, g.id, g.name FROM firewall_servers fs JOIN firewall_groups g ON g.id = fs.group_id WHERE fs.server_id IN (${ids}) ORDER BY g.id`,
    ),
    networks: byServer<{ server_id: number; id: number; name: string; ip_address: string }>(
      db,
      serverIds,
      (ids) =>
        `SELECT m.server_id, n.id, n.name, m.ip_address FROM private_network_servers m JOIN private_networks n ON n.id = m.network_id WHERE m.server_id IN (${ids}) ORDER BY n.id`,
    ),
  };
}

/** How far the change under way has come, and the build steps behind it (all done when nothing runs). */
function progressOf(row: ServerRow, now: number) {
  if (!row.task_state || row.task_started_at === null || row.task_ends_at === null) {
    return {
      percent: null,
      volume_created: true,
      image_written: true,
      instance_created: true,
      interface_attached: true,
    };
  }
  const progress = buildProgress(now - row.task_started_at, row.task_ends_at - row.task_started_at);
  // only a build has steps; another change has its disk, image, machine and network already
  return row.task_state === 'build'
    ? progress
    : {
        percent: progress.percent,
        volume_created: true,
        image_written: true,
        instance_created: true,
        interface_attached: true,
      };
}

/** Rows as the provider answers them (the OpenAPI `Server`), data-center names in the caller's language. */
export function toServers(db: Database, rows: ServerRow[], lang: Lang, now: number) {
  const ids = rows.map((r) => r.id);
  const interfaces = interfacesOf(db, ids);
  const { firewalls, networks } = membershipsOf(db, ids);
  const changed = lastChanges(db, ids);
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    display_name: s.display_name,
    status: s.status,
    task_state: s.task_state,
    task_started_at: s.task_started_at,
    ...progressOf(s, now),
    interfaces: interfaces.get(s.id) ?? [],
    datacenter: {
      id: s.datacenter_id,
      name: s.dc_name,
      display_name: lang === 'fa' ? s.dc_name_fa : s.dc_name_en,
    },
    os: { id: s.os_id, name: s.os_name, display_name: s.os_display_name },
    tier: s.tier,
    cpu: s.cpu,
    ram: s.ram,
    disk: s.disk,
    disk_type: s.disk_type,
    public_ip: s.public_ip === 1,
    autopilot: s.autopilot === 1,
    rescue: s.rescue === 1,
    is_test: s.is_test === 1,
    expires_at: s.expires_at,
    ssh_key_id: s.ssh_key_id,
    firewall_id: firewalls.get(s.id)?.[0]?.id ?? null,
    firewalls: firewalls.get(s.id) ?? [],
    private_network_id: networks.get(s.id)?.[0]?.id ?? null,
    private_networks: networks.get(s.id) ?? [],
    init_script: s.init_script,
    hourly_cost: s.hourly_cost,
    usage: { cpu: s.used_cpu, ram: s.used_ram, disk: s.used_disk },
    traffic_in: s.traffic_in,
    traffic_out: s.traffic_out,
    created_at: s.created_at,
    ...serverSdkFields(s, changed.get(s.id)),
  }));
}
