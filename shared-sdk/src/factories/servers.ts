import type { Schemas } from '../api/schemas';
import { DEMO_DATACENTERS, DEMO_OS_IMAGES, type DemoDataCenter, type DemoOsImage } from './catalog';
import { DAY, FACTORY_NOW, GB } from './demoTime';
import { inLang, type DemoOptions, type FactoryLang } from './localized';

type Server = Schemas['Server'];
type ServerInterface = Schemas['ServerInterface'];

/** A data center as a server carries it, its name in one language. */
export function serverDataCenterOf(id: number, lang: FactoryLang = 'en'): Server['datacenter'] {
  const dc = DEMO_DATACENTERS.find((d) => d.id === id) as DemoDataCenter;
  return { id: dc.id, name: dc.name, display_name: inLang(dc.display_name, lang) };
}

export function serverOsOf(id: number): Server['os'] {
  const os = DEMO_OS_IMAGES.find((o) => o.id === id) as DemoOsImage;
  return { id: os.id, name: os.name, display_name: os.display_name };
}

/**
 * A running economic server in Tehran 1 with one public address and nothing under way; `over`
 * replaces fields. Its hourly cost is the economic size's on the demo price list (DEMO_CLOUD_PRICES):
 * give another with another size.
 */
export function makeServer(id: number, over: Partial<Server> = {}): Server {
  return {
    id,
    name: `server-${id}`,
    display_name: `server-${id}`,
    status: 'ON',
    task_state: null,
    task_started_at: null,
    percent: null,
    volume_created: true,
    image_written: true,
    instance_created: true,
    interface_attached: true,
    interfaces: [{ ip_address: `192.0.2.${id}`, type: 'public' }],
    datacenter: serverDataCenterOf(2),
    os: serverOsOf(1),
    tier: 'economic',
    cpu: 1,
    ram: 1,
    disk: 25,
    disk_type: 'ssd',
    public_ip: true,
    autopilot: false,
    rescue: false,
    is_test: false,
    expires_at: null,
    ssh_key_id: null,
    firewall_id: null,
    firewalls: [],
    private_network_id: null,
    private_networks: [],
    init_script: null,
    hourly_cost: 3_500,
    usage: { cpu: 0, ram: 0, disk: 0 },
    traffic_in: 0,
    traffic_out: 0,
    created_at: FACTORY_NOW - id * DAY,
    ...over,
  };
}

/** A server in BUILD, `percent` of the way (its build steps follow), started `ago` seconds before FACTORY_NOW. */
export function makeBuildingServer(id: number, percent: number, over: Partial<Server> = {}): Server {
  const done = (step: number) => percent >= step * 25;
  return makeServer(id, {
    status: 'BUILD',
    task_state: 'build',
    task_started_at: FACTORY_NOW - 5,
    percent,
    volume_created: done(1),
    image_written: done(2),
    instance_created: done(3),
    interface_attached: done(4),
    usage: { cpu: 0, ram: 0, disk: 0 },
    created_at: FACTORY_NOW - 5,
    ...over,
  });
}

/** The MAC addresses of the demo servers' interfaces (the sandbox stores them; answers leave them out). */
export const DEMO_SERVER_MACS: Readonly<Record<string, string>> = {
  '192.0.2.10': 'fa:16:3e:00:00:01',
  '10.10.0.5': 'fa:16:3e:00:00:02',
  '198.51.100.24': 'fa:16:3e:00:00:03',
};

/**
 * The demo customer's servers, as `GET /cloud/servers` answers them (newest first, public
 * addresses first): db-backup, off in Helsinki, and web-1, on in Tehran 1.
 */
export function demoServers({ now, lang = 'en' }: DemoOptions): Server[] {
  const web1Interfaces: ServerInterface[] = [
    { ip_address: '192.0.2.10', type: 'public' },
    { ip_address: '10.10.0.5', type: 'private' },
  ];
  return [
    makeServer(2, {
      name: 'db-backup',
      display_name: 'db-backup',
      status: 'OFF',
      interfaces: [{ ip_address: '198.51.100.24', type: 'public' }],
      datacenter: serverDataCenterOf(1, lang),
      os: serverOsOf(3),
      usage: { cpu: 0, ram: 0, disk: 54 },
      traffic_in: 3 * GB,
      traffic_out: 1 * GB,
      created_at: now - 20 * DAY,
    }),
    makeServer(1, {
      name: 'web-1',
      display_name: 'web-1',
      interfaces: web1Interfaces,
      datacenter: serverDataCenterOf(2, lang),
      os: serverOsOf(1),
      tier: 'commercial',
      cpu: 2,
      ram: 4,
      disk: 80,
      hourly_cost: 9_100,
      autopilot: true,
      // guarded by the web group, in the backend network (demoFirewalls, demoNetworks)
      firewall_id: 1,
      firewalls: [{ id: 1, name: 'web' }],
      private_network_id: 1,
      private_networks: [{ id: 1, name: 'backend', ip_address: '10.10.0.5' }],
      usage: { cpu: 23.5, ram: 61.2, disk: 38 },
      traffic_in: 42 * GB,
      traffic_out: 118 * GB,
      created_at: now - 75 * DAY,
    }),
  ];
}
