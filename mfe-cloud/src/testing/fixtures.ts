import type { Server } from '@portal/shared-sdk';

const base = 1_741_000_000; // unix seconds

export function makeServer(id: number, over: Partial<Server> = {}): Server {
  return {
    id,
    name: `server-${id}`,
    display_name: `server-${id}`,
    status: 'ON',
    interfaces: [{ ip_address: `192.0.2.${id}`, type: 'public' }],
    datacenter: { id: 2, name: 'ir-thr1', display_name: 'Tehran 1' },
    os: { id: 1, name: 'ubuntu', display_name: 'Ubuntu 24.04' },
    tier: 'economic',
    cpu: 1,
    ram: 1,
    disk: 25,
    disk_type: 'ssd',
    public_ip: true,
    autopilot: false,
    rescue: false,
    usage: { cpu: 0, ram: 0, disk: 0 },
    traffic_in: 0,
    traffic_out: 0,
    created_at: base - id * 86400,
    ...over,
  };
}

/** The sandbox's seed, as the list shows it (newest first). */
export const servers: Server[] = [
  makeServer(2, {
    name: 'db-backup',
    display_name: 'db-backup',
    status: 'OFF',
    interfaces: [{ ip_address: '198.51.100.24', type: 'public' }],
    datacenter: { id: 1, name: 'fi-hel1', display_name: 'Helsinki, Finland' },
    os: { id: 3, name: 'debian', display_name: 'Debian 12' },
    usage: { cpu: 0, ram: 0, disk: 54 },
  }),
  makeServer(1, {
    name: 'web-1',
    display_name: 'web-1',
    status: 'ON',
    interfaces: [
      { ip_address: '10.10.0.5', type: 'private' },
      { ip_address: '192.0.2.10', type: 'public' },
    ],
    tier: 'commercial',
    usage: { cpu: 23.5, ram: 61.2, disk: 38 },
    created_at: 1_735_000_000,
  }),
];
