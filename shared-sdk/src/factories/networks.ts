import type { Schemas } from '../api/schemas';

type PrivateNetwork = Schemas['PrivateNetwork'];
import { DAY, FACTORY_NOW } from './demoTime';
import type { DemoOptions } from './localized';
import { serverDataCenterOf } from './servers';

/** An empty 10.20.0.0/24 network in Tehran 1; `over` replaces fields. */
export function makePrivateNetwork(id: number, over: Partial<PrivateNetwork> = {}): PrivateNetwork {
  return {
    id,
    name: `network-${id}`,
    datacenter: serverDataCenterOf(2),
    subnet: '10.20.0.0/24',
    gateway: '10.20.0.1',
    dhcp_from: '10.20.0.10',
    dhcp_to: '10.20.0.200',
    dns_servers: ['1.1.1.1'],
    servers: [],
    created_at: FACTORY_NOW - id * DAY,
    ...over,
  };
}

/** The demo customer's private network: backend, 10.10.0.0/24 in Tehran 1, web-1 on 10.10.0.5 (its private interface). */
export function demoNetworks({ now, lang = 'en' }: DemoOptions): PrivateNetwork[] {
  return [
    makePrivateNetwork(1, {
      name: 'backend',
      datacenter: serverDataCenterOf(2, lang),
      subnet: '10.10.0.0/24',
      gateway: '10.10.0.1',
      dhcp_from: '10.10.0.5',
      dhcp_to: '10.10.0.200',
      dns_servers: ['1.1.1.1', '8.8.8.8'],
      servers: [{ id: 1, name: 'web-1', ip_address: '10.10.0.5' }],
      created_at: now - 75 * DAY,
    }),
  ];
}
