import type { Schemas } from '../api/schemas';

type CdnFirewallRule = Schemas['CdnFirewallRule'];
type RateLimitRoute = Schemas['RateLimitRoute'];
type PageRule = Schemas['PageRule'];
type Cluster = Schemas['Cluster'];
type LogForwarder = Schemas['LogForwarder'];

/** The demo domain ids the rules below belong to (see demoDomains). */
export const DEMO_RULES_DOMAIN = { shop: 1, store: 4 } as const;

/** example-shop.ir's firewall rules in priority order: Iran and one office range allowed on the admin, the admin denied to the rest. */
export function demoFirewallRules(domain = 'example-shop.ir'): CdnFirewallRule[] {
  return [
    {
      id: 1,
      path: `${domain}/admin/*`,
      action: 'allow',
      countries: ['IR'],
      ips: ['185.143.232.0/22'],
      priority: 1,
    },
    { id: 2, path: `${domain}/admin/*`, action: 'deny', countries: [], ips: [], priority: 2 },
  ];
}

export function demoRateLimitRoutes(domain = 'example-shop.ir'): RateLimitRoute[] {
  return [{ id: 1, path: `${domain}/api/*`, requests: 100, period: 60, action: 'block' }];
}

export function demoPageRules(domain = 'example-shop.ir'): PageRule[] {
  return [
    {
      id: 1,
      path: `${domain}/static/**`,
      priority: 1,
      settings: { cache_mode: 'everything', cache_ttl: 86_400 },
    },
    {
      id: 2,
      path: `${domain}/old-shop/*`,
      priority: 2,
      settings: { redirect_url: `https://${domain}/shop`, redirect_code: 301 },
    },
  ];
}

export function demoClusters(domain = 'example-shop.ir'): Cluster[] {
  return [
    {
      id: 1,
      name: 'origin-main',
      method: 'round_robin',
      protocol: 'https',
      monitoring_path: '/health',
      servers: [
        { address: '10.10.0.11', port: 443, weight: 60 },
        { address: '10.10.0.12', port: 443, weight: 40 },
      ],
      paths: [`${domain}/api/*`],
    },
  ];
}

/** pro-store.com's forwarder (log forwarding needs the commercial plan or above). */
export function demoLogForwarders(): LogForwarder[] {
  return [
    {
      id: 1,
      service: 'syslog',
      receiver: 'logs.pro-store.com:514',
      parameters: ['time', 'client_ip', 'uri', 'status'],
      delimiter: ',',
    },
  ];
}
