import type { Schemas } from '../api/schemas';
import {
  DAY,
  DEMO_CDN_PLANS,
  DEMO_DOMAIN_NAMES,
  FACTORY_NOW,
  GB,
  inLang,
  type DemoCdnPlan,
  type DemoOptions,
  type FactoryLang,
} from '@portal/shared-sdk/factories';

type Domain = Schemas['Domain'];
type CdnPlan = Schemas['CdnPlan'];

export const DEMO_NAMESERVERS = ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'] as const;

/** A CDN plan as a domain carries it, its title in one language. */
export function domainPlanOf(name: DemoCdnPlan['name'], lang: FactoryLang = 'en'): Domain['plan'] {
  const plan = DEMO_CDN_PLANS.find((p) => p.name === name) as DemoCdnPlan;
  return {
    id: plan.id,
    name: plan.name,
    title: inLang(plan.title, lang),
    max_traffic_proxy: plan.max_traffic_proxy,
  };
}

/** The CDN plans as `GET /cdn/ng/plans` answers them, cheapest first; `currentId` marks a domain's plan. */
export function demoCdnPlans({
  lang = 'en',
  currentId = null,
}: { lang?: FactoryLang; currentId?: number | null } = {}): CdnPlan[] {
  return DEMO_CDN_PLANS.map((p) => ({
    id: p.id,
    name: p.name,
    title: inLang(p.title, lang),
    max_traffic_proxy: p.max_traffic_proxy,
    ddos_modules: [...p.ddos_modules],
    ddos_challenge_ttl: p.ddos_challenge_ttl,
    max_page_rules: p.max_page_rules,
    features: { ...p.features },
    current: p.id === currentId,
  }));
}

/** An active domain on the free plan, added (and its plan bought) `id` days before FACTORY_NOW; `over` replaces fields. */
export function makeDomain(id: number, over: Partial<Domain> = {}): Domain {
  return {
    id,
    name: `domain-${id}.ir`,
    status: 'active',
    plan: domainPlanOf('free'),
    plan_started_at: over.added_at ?? FACTORY_NOW - id * DAY,
    redirect_mode: 'none',
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
 * The demo customer's domains, as `GET /cdn/ng/domains` answers them (newest first): one waiting
 * for its nameserver change (still on its old host), one on the professional plan bought 5 days
 * ago (a downgrade is refused for 10 more days), one active on eco (bought 40 days ago), one
 * suspended on com.
 */
export function demoDomains({ now, lang = 'en' }: DemoOptions): Domain[] {
  return [
    makeDomain(2, {
      name: DEMO_DOMAIN_NAMES[2],
      status: 'pending',
      plan: domainPlanOf('free', lang),
      plan_started_at: now - 2 * DAY,
      added_at: now - 2 * DAY,
      current_nameservers: ['ns1.oldhost.example', 'ns2.oldhost.example'],
    }),
    makeDomain(4, {
      name: DEMO_DOMAIN_NAMES[4],
      plan: domainPlanOf('pro', lang),
      plan_started_at: now - 5 * DAY,
      redirect_mode: 'www',
      added_at: now - 30 * DAY,
      consumable_traffic: 640 * GB,
      request_count: 18_400_000,
    }),
    makeDomain(1, {
      name: DEMO_DOMAIN_NAMES[1],
      plan: domainPlanOf('eco', lang),
      plan_started_at: now - 40 * DAY,
      redirect_mode: 'non-www',
      added_at: now - 90 * DAY,
      consumable_traffic: 85 * GB,
      request_count: 1_250_000,
    }),
    makeDomain(3, {
      name: DEMO_DOMAIN_NAMES[3],
      status: 'suspend',
      plan: domainPlanOf('com', lang),
      plan_started_at: now - 200 * DAY,
      wfsr: true,
      suspended_at: now - 3 * DAY,
      added_at: now - 210 * DAY,
      consumable_traffic: 12 * GB,
      request_count: 98_000,
    }),
  ];
}
