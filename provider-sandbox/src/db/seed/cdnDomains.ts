import { DEMO_CDN_PLANS, DEMO_ACCOUNT } from '@portal/shared-sdk/factories';
import { demoDomains } from '@portal/api-cdn/factories';
import { insert, type Seed } from './seedTools';

/**
 * The CDN plans (free, eco, com, pro) and the demo customer's four domains, from the SDK's
 * factories: example-shop.ir (active, eco), my-blog.com (pending: its owner has not changed the
 * nameservers), old-portfolio.net (suspended) and pro-store.com (professional, bought 5 days ago).
 * The plans' prices are in each user's price list (the financial seed).
 */
export const seedCdnDomains: Seed = (db, { now }) => {
  insert(
    db,
    'plans',
    DEMO_CDN_PLANS.map((p) => ({
      id: p.id,
      name: p.name,
      title_en: p.title.en,
      title_fa: p.title.fa,
      max_traffic_proxy: p.max_traffic_proxy,
      ddos_modules: JSON.stringify(p.ddos_modules),
      ddos_challenge_ttl: p.ddos_challenge_ttl,
      max_page_rules: p.max_page_rules,
      features: JSON.stringify(p.features),
    })),
  );
  const domains = demoDomains({ now }).sort((a, b) => a.id - b.id);
  insert(
    db,
    'domains',
    domains.map((d) => ({
      id: d.id,
      user_id: DEMO_ACCOUNT.id,
      name: d.name,
      status: d.status,
      plan_id: d.plan.id,
      plan_started_at: d.plan_started_at,
      redirect_mode: d.redirect_mode,
      wfsr: d.wfsr ? 1 : 0,
      suspended_at: d.suspended_at,
      added_at: d.added_at,
      current_ns1: d.current_nameservers[0] ?? null,
      current_ns2: d.current_nameservers[1] ?? null,
      new_ns1: d.mc_nameservers[0],
      new_ns2: d.mc_nameservers[1],
      consumable_traffic: d.consumable_traffic,
      request_count: d.request_count,
      // an active domain's nameservers reached the provider when it was added; a pending one's never did
      ns_pointed_at: d.status === 'pending' ? null : d.added_at,
    })),
  );
};
