import type { Schemas } from '../api/schemas';

type Domain = Schemas['Domain'];
import { DEMO_CDN_PLANS, type DemoCdnPlan } from './catalog';
import { DAY, FACTORY_NOW, GB } from './demoTime';
import { inLang, type DemoOptions, type FactoryLang } from './localized';

export const DEMO_NAMESERVERS = ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'] as const;

/** A CDN plan as a domain carries it, its title in one language. */
export function domainPlanOf(name: DemoCdnPlan['name'], lang: FactoryLang = 'en'): Domain['plan'] {
  const plan = DEMO_CDN_PLANS.find((p) => p.name === name) as DemoCdnPlan;
  return { id: plan.id, name: plan.name, title: inLang(plan.title, lang) };
}

/** An active domain on the free plan, added a day before FACTORY_NOW; `over` replaces fields. */
export function makeDomain(id: number, over: Partial<Domain> = {}): Domain {
  return {
    id,
    name: `domain-${id}.ir`,
    status: 'active',
    plan: domainPlanOf('free'),
    wfsr: false,
    suspended_at: null,
    added_at: FACTORY_NOW - id * DAY,
    current_nameservers: [...DEMO_NAMESERVERS],
    mc_nameservers: [...DEMO_NAMESERVERS],
    consumable_traffic: 0,
    request_count: 0,
    ...over,
  };
}

/**
 * The demo customer's domains, as `GET /cdn/ng/domains` answers them (newest first): one active
 * on eco, one waiting for its nameserver change (still on its old host), one suspended on com.
 */
export function demoDomains({ now, lang = 'en' }: DemoOptions): Domain[] {
  return [
    makeDomain(2, {
      name: 'my-blog.com',
      status: 'pending',
      plan: domainPlanOf('free', lang),
      added_at: now - 2 * DAY,
      current_nameservers: ['ns1.oldhost.example', 'ns2.oldhost.example'],
    }),
    makeDomain(1, {
      name: 'example-shop.ir',
      plan: domainPlanOf('eco', lang),
      added_at: now - 90 * DAY,
      consumable_traffic: 85 * GB,
      request_count: 1_250_000,
    }),
    makeDomain(3, {
      name: 'old-portfolio.net',
      status: 'suspend',
      plan: domainPlanOf('com', lang),
      wfsr: true,
      suspended_at: now - 3 * DAY,
      added_at: now - 210 * DAY,
      consumable_traffic: 12 * GB,
      request_count: 98_000,
    }),
  ];
}
