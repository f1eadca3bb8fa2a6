import { DAY, GB, insert, type Seed } from './seedTools';

/** The demo user's two servers and their network interfaces. */
export const seedCloud: Seed = (db, { now }) => {
  insert(db, 'servers', [
    { id: 1, user_id: 1, name: 'web-1', display_name: 'web-1', status: 'ON', datacenter_id: 2, os_id: 1, tier: 'commercial', cpu: 2, ram: 4, disk: 80, disk_type: 'ssd', public_ip: 1, autopilot: 1, rescue: 0, used_cpu: 23.5, used_ram: 61.2, used_disk: 38.0, traffic_in: 42 * GB, traffic_out: 118 * GB, password: 'Sandbox#Web1', created_at: now - 75 * DAY },
    { id: 2, user_id: 1, name: 'db-backup', display_name: 'db-backup', status: 'OFF', datacenter_id: 1, os_id: 3, tier: 'economic', cpu: 1, ram: 1, disk: 25, disk_type: 'ssd', public_ip: 1, autopilot: 0, rescue: 0, used_cpu: 0, used_ram: 0, used_disk: 54.0, traffic_in: 3 * GB, traffic_out: 1 * GB, password: 'Sandbox#Db2', created_at: now - 20 * DAY },
  ]);
  insert(db, 'server_interfaces', [
    { id: 1, server_id: 1, kind: 'public', ip_address: '192.0.2.10', mac_address: 'fa:16:3e:00:00:01' },
    { id: 2, server_id: 1, kind: 'private', ip_address: '10.10.0.5', mac_address: 'fa:16:3e:00:00:02' },
    { id: 3, server_id: 2, kind: 'public', ip_address: '198.51.100.24', mac_address: 'fa:16:3e:00:00:03' },
  ]);
};
