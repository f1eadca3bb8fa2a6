import type { Resource } from '../http/router';

interface ServerRow {
  id: number;
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
  created_at: number;
  dc_id: number;
  dc_name: string;
  dc_name_en: string;
  dc_name_fa: string;
  os_id: number;
  os_name: string;
  os_display_name: string;
}

interface InterfaceRow {
  server_id: number;
  kind: 'public' | 'private';
  ip_address: string;
}

/** The cloud-server calls (SPEC §7). Only the user's own servers are ever seen. */
export const cloudResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  routes.get('/cloud/servers', (call) => {
    const servers = db
      .prepare<[number], ServerRow>(
        `SELECT s.*, dc.id AS dc_id, dc.name AS dc_name, dc.display_name_en AS dc_name_en, dc.display_name_fa AS dc_name_fa,
                os.id AS os_id, os.name AS os_name, os.display_name AS os_display_name
           FROM servers s
           JOIN datacenters dc ON dc.id = s.datacenter_id
           JOIN os_images os ON os.id = s.os_id
          WHERE s.user_id = ? ORDER BY s.created_at DESC, s.id DESC`,
      )
      .all(call.user.id);
    // public interfaces first: the list shows the first address as the server's IP
    const interfaces = db
      .prepare<[number], InterfaceRow>(
        `SELECT i.server_id, i.kind, i.ip_address FROM server_interfaces i JOIN servers s ON s.id = i.server_id
          WHERE s.user_id = ? ORDER BY i.server_id, CASE i.kind WHEN 'public' THEN 0 ELSE 1 END, i.id`,
      )
      .all(call.user.id);
    return servers.map((s) => ({
      id: s.id,
      name: s.name,
      display_name: s.display_name,
      status: s.status,
      interfaces: interfaces.filter((i) => i.server_id === s.id).map((i) => ({ ip_address: i.ip_address, type: i.kind })),
      datacenter: { id: s.dc_id, name: s.dc_name, display_name: call.lang === 'fa' ? s.dc_name_fa : s.dc_name_en },
      os: { id: s.os_id, name: s.os_name, display_name: s.os_display_name },
      tier: s.tier,
      cpu: s.cpu,
      ram: s.ram,
      disk: s.disk,
      disk_type: s.disk_type,
      public_ip: s.public_ip === 1,
      autopilot: s.autopilot === 1,
      rescue: s.rescue === 1,
      usage: { cpu: s.used_cpu, ram: s.used_ram, disk: s.used_disk },
      traffic_in: s.traffic_in,
      traffic_out: s.traffic_out,
      created_at: s.created_at,
    }));
  });
};
