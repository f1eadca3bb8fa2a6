import { DAY, GB, insert, type Row, type Seed } from './seedTools';

/** The CDN plans (free, eco, com, pro) and the demo user's three domains. */
export const seedCdn: Seed = (db, { now }) => {
  const features = (o: Row) => JSON.stringify(o);
  insert(db, 'plans', [
    { id: 1, name: 'free', title_en: 'Free', title_fa: 'رایگان', max_traffic_proxy: 200, ddos_modules: JSON.stringify(['cookie']), ddos_challenge_ttl: 3600, max_page_rules: 3,
      features: features({ traffic: 200, requests: 10_000_000, rules: 3, firewall_rules: 5, ips_per_rule: 5, rate_limit_routes: 1, ddos_challenge_ttl: 3600, dedicated_ip: false, dedicated_name_server: false, cache_space: 1, dnssec: false, wildcard_records: false, log_forwarding: false, api_access: false, dedicated_support: false }) },
    { id: 2, name: 'eco', title_en: 'Economy', title_fa: 'اقتصادی', max_traffic_proxy: 500, ddos_modules: JSON.stringify(['cookie', 'js']), ddos_challenge_ttl: 1800, max_page_rules: 10,
      features: features({ traffic: 500, requests: 50_000_000, rules: 10, firewall_rules: 20, ips_per_rule: 20, rate_limit_routes: 5, ddos_challenge_ttl: 1800, dedicated_ip: false, dedicated_name_server: false, cache_space: 5, dnssec: true, wildcard_records: true, log_forwarding: false, api_access: true, dedicated_support: true }) },
    { id: 3, name: 'com', title_en: 'Commercial', title_fa: 'تجاری', max_traffic_proxy: 1000, ddos_modules: JSON.stringify(['cookie', 'js', 'captcha']), ddos_challenge_ttl: 900, max_page_rules: 25,
      features: features({ traffic: 1000, requests: 150_000_000, rules: 25, firewall_rules: 50, ips_per_rule: 50, rate_limit_routes: 20, ddos_challenge_ttl: 900, dedicated_ip: false, dedicated_name_server: false, cache_space: 20, dnssec: true, wildcard_records: true, log_forwarding: true, api_access: true, dedicated_support: true }) },
    { id: 4, name: 'pro', title_en: 'Professional', title_fa: 'حرفه‌ای', max_traffic_proxy: 3000, ddos_modules: JSON.stringify(['cookie', 'js', 'captcha']), ddos_challenge_ttl: 600, max_page_rules: 100,
      features: features({ traffic: 3000, requests: 500_000_000, rules: 100, firewall_rules: 200, ips_per_rule: 100, rate_limit_routes: 100, ddos_challenge_ttl: 600, dedicated_ip: true, dedicated_name_server: true, cache_space: 100, dnssec: true, wildcard_records: true, log_forwarding: true, api_access: true, dedicated_support: true }) },
  ]);
  const NS1 = 'ns1.portal-cdn.example';
  const NS2 = 'ns2.portal-cdn.example';
  insert(db, 'domains', [
    { id: 1, user_id: 1, name: 'example-shop.ir', status: 'active', plan_id: 2, plan_started_at: now - 40 * DAY, wfsr: 0, suspended_at: null, added_at: now - 90 * DAY, current_ns1: NS1, current_ns2: NS2, new_ns1: NS1, new_ns2: NS2, consumable_traffic: 85 * GB, request_count: 1_250_000 },
    { id: 2, user_id: 1, name: 'my-blog.com', status: 'pending', plan_id: 1, plan_started_at: now - 2 * DAY, wfsr: 0, suspended_at: null, added_at: now - 2 * DAY, current_ns1: 'ns1.oldhost.example', current_ns2: 'ns2.oldhost.example', new_ns1: NS1, new_ns2: NS2, consumable_traffic: 0, request_count: 0 },
    { id: 3, user_id: 1, name: 'old-portfolio.net', status: 'suspend', plan_id: 3, plan_started_at: now - 200 * DAY, wfsr: 1, suspended_at: now - 3 * DAY, added_at: now - 210 * DAY, current_ns1: NS1, current_ns2: NS2, new_ns1: NS1, new_ns2: NS2, consumable_traffic: 12 * GB, request_count: 98_000 },
  ]);
};
