import type { Domain } from '@portal/shared-sdk';

const base = 1_741_000_000; // unix seconds
const NS = ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'];

export function makeDomain(id: number, over: Partial<Domain> = {}): Domain {
  return {
    id,
    name: `domain-${id}.ir`,
    status: 'active',
    plan: { id: 1, name: 'free', title: 'Free' },
    wfsr: false,
    suspended_at: null,
    added_at: base - id * 86400,
    current_nameservers: NS,
    mc_nameservers: NS,
    consumable_traffic: 0,
    request_count: 0,
    ...over,
  };
}

/** The sandbox's seed, as the list shows it (newest first). */
export const domains: Domain[] = [
  makeDomain(2, { name: 'my-blog.com', status: 'pending', current_nameservers: ['ns1.oldhost.example', 'ns2.oldhost.example'] }),
  makeDomain(1, { name: 'example-shop.ir', plan: { id: 2, name: 'eco', title: 'Economy' }, added_at: 1_735_000_000 }),
  makeDomain(3, { name: 'old-portfolio.net', status: 'suspend', plan: { id: 3, name: 'com', title: 'Commercial' }, wfsr: true }),
];
