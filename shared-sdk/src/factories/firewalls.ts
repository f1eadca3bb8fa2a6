import type { Schemas } from '../api/schemas';

type FirewallGroup = Schemas['FirewallGroup'];
type FirewallRule = Schemas['FirewallRule'];
import { DAY, FACTORY_NOW } from './demoTime';
import type { DemoOptions } from './localized';
import { serverDataCenterOf } from './servers';

/** An inbound TCP rule for port 22 from anywhere; `over` replaces fields. */
export function makeFirewallRule(id: number, over: Partial<FirewallRule> = {}): FirewallRule {
  return {
    id,
    direction: 'ingress',
    protocol: 'tcp',
    port_min: 22,
    port_max: 22,
    remote_ip: '0.0.0.0/0',
    description: null,
    ...over,
  };
}

/** An empty group in Tehran 1 guarding no server; `over` replaces fields. */
export function makeFirewallGroup(id: number, over: Partial<FirewallGroup> = {}): FirewallGroup {
  return {
    id,
    name: `group-${id}`,
    datacenter: serverDataCenterOf(2),
    rules: [],
    servers: [],
    created_at: FACTORY_NOW - id * DAY,
    ...over,
  };
}

/**
 * The demo customer's firewall groups (newest first): db in Helsinki (PostgreSQL from the private
 * range, guarding nothing) and web in Tehran 1 (SSH, HTTP, HTTPS in, everything out; on web-1).
 */
export function demoFirewalls({ now, lang = 'en' }: DemoOptions): FirewallGroup[] {
  const out = (id: number) =>
    makeFirewallRule(id, { direction: 'egress', protocol: 'any', port_min: null, port_max: null });
  return [
    makeFirewallGroup(2, {
      name: 'db',
      datacenter: serverDataCenterOf(1, lang),
      rules: [
        makeFirewallRule(5, {
          port_min: 5432,
          port_max: 5432,
          remote_ip: '10.10.0.0/16',
          description: 'PostgreSQL',
        }),
        out(6),
      ],
      created_at: now - 20 * DAY,
    }),
    makeFirewallGroup(1, {
      name: 'web',
      datacenter: serverDataCenterOf(2, lang),
      rules: [
        makeFirewallRule(1, { description: 'SSH' }),
        makeFirewallRule(2, { port_min: 80, port_max: 80, description: 'HTTP' }),
        makeFirewallRule(3, { port_min: 443, port_max: 443, description: 'HTTPS' }),
        out(4),
      ],
      servers: [{ id: 1, name: 'web-1' }],
      created_at: now - 70 * DAY,
    }),
  ];
}
