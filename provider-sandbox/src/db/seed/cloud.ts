import { DEMO_ACCOUNT, DEMO_SERVER_MACS, demoServers } from '@portal/shared-sdk/factories';
import { DAY, insert, type Seed } from './seedTools';

/** The demo servers' root passwords (the get-password call reveals them), by server id. */
const PASSWORDS: Readonly<Record<number, string>> = { 1: 'Sandbox#Web1', 2: 'Sandbox#Db2' };

/** The demo customer's two servers, their network interfaces and action logs, from the SDK's factories. */
export const seedCloud: Seed = (db, { now }) => {
  const servers = demoServers({ now }).sort((a, b) => a.id - b.id);
  insert(
    db,
    'servers',
    servers.map((s) => ({
      id: s.id,
      user_id: DEMO_ACCOUNT.id,
      name: s.name,
      display_name: s.display_name,
      status: s.status,
      datacenter_id: s.datacenter.id,
      os_id: s.os.id,
      tier: s.tier,
      cpu: s.cpu,
      ram: s.ram,
      disk: s.disk,
      disk_type: s.disk_type,
      public_ip: s.public_ip ? 1 : 0,
      autopilot: s.autopilot ? 1 : 0,
      rescue: s.rescue ? 1 : 0,
      used_cpu: s.usage.cpu,
      used_ram: s.usage.ram,
      used_disk: s.usage.disk,
      traffic_in: s.traffic_in,
      traffic_out: s.traffic_out,
      password: PASSWORDS[s.id] ?? null,
      created_at: s.created_at,
      is_test: s.is_test ? 1 : 0,
      expires_at: s.expires_at,
      init_script: s.init_script,
      hourly_cost: s.hourly_cost,
      // charged up to the moment of seeding
      billed_until: now,
    })),
  );
  insert(
    db,
    'server_interfaces',
    servers
      .flatMap((s) =>
        s.interfaces.map((i) => ({
          server_id: s.id,
          kind: i.type,
          ip_address: i.ip_address,
          mac_address: DEMO_SERVER_MACS[i.ip_address] ?? '',
        })),
      )
      .map((row, index) => ({ id: index + 1, ...row })),
  );
  // each server's history: created, and the demo's off server turned off a day before seeding
  insert(db, 'server_logs', [
    {
      server_id: 1,
      action: 'create',
      status: 'success',
      message_key: 'logCreate',
      params: '{}',
      created_at: servers[0]!.created_at,
    },
    {
      server_id: 1,
      action: 'build',
      status: 'success',
      message_key: 'logBuilt',
      params: '{}',
      created_at: servers[0]!.created_at + 60,
    },
    {
      server_id: 2,
      action: 'create',
      status: 'success',
      message_key: 'logCreate',
      params: '{}',
      created_at: servers[1]!.created_at,
    },
    {
      server_id: 2,
      action: 'build',
      status: 'success',
      message_key: 'logBuilt',
      params: '{}',
      created_at: servers[1]!.created_at + 60,
    },
    {
      server_id: 2,
      action: 'power_off',
      status: 'success',
      message_key: 'logPowerOff',
      params: '{}',
      created_at: now - DAY,
    },
  ]);
};
