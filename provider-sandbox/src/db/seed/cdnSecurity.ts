import {
  DEMO_RULES_DOMAIN,
  demoClusters,
  demoFirewallRules,
  demoLogForwarders,
  demoPageRules,
  demoRateLimitRoutes,
} from '@portal/api-cdn/factories';
import { DAY, insert, type Seed } from './seedTools';

/**
 * The demo domains' security and traffic rules, from the SDK's factories: example-shop.ir (eco)
 * has two firewall rules on its admin, a rate-limit route on its API, two page rules and a
 * cluster; pro-store.com (pro) forwards its logs to syslog and lets its health checks past the WAF
 * (a custom rule). Custom pages start empty (the provider's own pages).
 */
export const seedCdnSecurity: Seed = (db, { now }) => {
  const shop = DEMO_RULES_DOMAIN.shop;
  insert(db, 'cdn_firewall_settings', [{ domain_id: shop, default_action: 'allow' }]);
  insert(
    db,
    'cdn_firewall_rules',
    demoFirewallRules().map((r) => ({
      ...r,
      domain_id: shop,
      countries: JSON.stringify(r.countries),
      ips: JSON.stringify(r.ips),
      created_at: now - 30 * DAY,
    })),
  );
  insert(
    db,
    'cdn_rate_limits',
    demoRateLimitRoutes().map((r) => ({ ...r, domain_id: shop, created_at: now - 20 * DAY })),
  );
  insert(
    db,
    'cdn_page_rules',
    demoPageRules().map((r) => ({
      ...r,
      domain_id: shop,
      settings: JSON.stringify(r.settings),
      created_at: now - 10 * DAY,
    })),
  );
  insert(
    db,
    'cdn_clusters',
    demoClusters().map((c) => ({
      ...c,
      domain_id: shop,
      servers: JSON.stringify(c.servers),
      paths: JSON.stringify(c.paths),
    })),
  );
  insert(
    db,
    'cdn_log_forwarders',
    demoLogForwarders().map((f) => ({
      ...f,
      domain_id: DEMO_RULES_DOMAIN.store,
      parameters: JSON.stringify(f.parameters),
    })),
  );
  insert(db, 'cdn_waf_rules', [
    {
      domain_id: DEMO_RULES_DOMAIN.store,
      path: 'pro-store.com/health',
      action: 'passthrough',
      created_at: now - 5 * DAY,
      expires_at: null,
    },
  ]);
};
