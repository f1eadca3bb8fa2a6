import { http } from 'msw';
import { DEMO_CDN_PLANS } from '@portal/shared-sdk/factories';
import {
  demoClusters,
  demoFirewallRules,
  demoLogForwarders,
  demoPageRules,
  demoRateLimitRoutes,
} from '@portal/api-cdn/factories';
import { apiOk } from '@portal/shared-ui/testing';
import { domainsIn } from './testServer';

const planOf = (id: number) => {
  const name = domainsIn().find((d) => d.id === id)?.plan.name ?? 'free';
  return DEMO_CDN_PLANS.find((p) => p.name === name)!;
};
const domainName = (id: number) => domainsIn().find((d) => d.id === id)?.name ?? 'example-shop.ir';
const seeded = (id: number) => id === 1;

/**
 * A domain's security and traffic rules as the sandbox seeds them: example-shop.ir (1) has the
 * rules of the SDK's factories, the other domains none (pro-store.com forwards its logs).
 */
export const rulesHandlers = [
  http.get('/api/v1/cdn/ng/domains/:id/firewall', ({ params }) => {
    const id = Number(params.id);
    const plan = planOf(id);
    return apiOk({
      default_action: 'allow',
      rules: seeded(id) ? demoFirewallRules() : [],
      max_rules: plan.features.firewall_rules,
      max_ips_per_rule: plan.features.ips_per_rule,
    });
  }),
  http.get('/api/v1/cdn/ng/domains/:id/rate-limit', ({ params }) => {
    const id = Number(params.id);
    return apiOk({
      routes: seeded(id) ? demoRateLimitRoutes(domainName(id)) : [],
      max_routes: planOf(id).features.rate_limit_routes,
    });
  }),
  http.get('/api/v1/cdn/ng/domains/:id/paths', ({ params }) => {
    const id = Number(params.id);
    return apiOk({
      rules: seeded(id) ? demoPageRules(domainName(id)) : [],
      max_rules: planOf(id).max_page_rules,
    });
  }),
  http.get('/api/v1/cdn/ng/domains/:id/cluster', ({ params }) =>
    apiOk(seeded(Number(params.id)) ? demoClusters() : []),
  ),
  http.get('/api/v1/cdn/ng/domains/:id/log-forwarders', ({ params }) =>
    apiOk(Number(params.id) === 4 ? demoLogForwarders() : []),
  ),
  http.get('/api/v1/cdn/ng/domains/:id/custom-pages', () =>
    apiOk({ error: null, block: null, captcha: null }),
  ),
];
