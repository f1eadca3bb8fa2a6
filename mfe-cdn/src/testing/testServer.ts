import { http } from 'msw';
import { DEMO_ACCOUNT, DEMO_WALLETS, FACTORY_NOW, demoPriceList } from '@portal/shared-sdk/factories';
import { demoCdnPlans, demoDomains } from '@portal/api-cdn/factories';
import type { SessionSnapshot } from '@portal/shared-sdk';
import { apiFailure, apiOk, providerLang, setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';
import { settingsHandlers } from './settingsHandlers';

/** The demo customer's domains as the provider answers them (the sandbox's seed), in a language. */
export const domainsIn = (lang: 'fa' | 'en' = 'en') => demoDomains({ now: FACTORY_NOW, lang });
export const domainNamed = (name: string, lang: 'fa' | 'en' = 'en') =>
  domainsIn(lang).find((d) => d.name === name)!;

/** The signed-in demo customer, as the shell hands the session to a parcel (the price list is asked by user id). */
export const DEMO_SESSION: Partial<SessionSnapshot> = { profile: DEMO_ACCOUNT.profile };

/** The CDN calls answered with the demo data (the sandbox's seed), localized like the provider's. */
export const defaultHandlers = [
  http.get('/api/v1/cdn/ng/domains', ({ request }) => apiOk(domainsIn(providerLang(request)))),
  http.get('/api/v1/cdn/ng/domains/:id', ({ request, params }) => {
    const domain = domainsIn(providerLang(request)).find((d) => d.id === Number(params.id));
    return domain ? apiOk(domain) : apiFailure(404, 'no domain exists');
  }),
  http.get('/api/v1/cdn/ng/domains/:id/usage', ({ params }) => {
    const domain = domainsIn().find((d) => d.id === Number(params.id));
    if (!domain) return apiFailure(404, 'no domain exists');
    return apiOk({
      traffic: domain.consumable_traffic,
      requests: domain.request_count,
      bandwidth: 0,
      traffic_limit: domain.plan.max_traffic_proxy,
      period: { from: Date.UTC(2025, 2, 1) / 1000, to: FACTORY_NOW },
    });
  }),
  http.get('/api/v1/cdn/ng/domains/:id/whois', ({ params }) => {
    const domain = domainsIn().find((d) => d.id === Number(params.id));
    if (!domain) return apiFailure(404, 'no domain exists');
    return apiOk({
      domain: domain.name,
      registrar: 'IRNIC',
      creation_date: FACTORY_NOW - 800 * 86_400,
      expiration_date: FACTORY_NOW + 200 * 86_400,
      name_servers: domain.current_nameservers,
      status: ['ok'],
    });
  }),
  http.get('/api/v1/cdn/ng/plans', ({ request }) => {
    const domainId = new URL(request.url).searchParams.get('domain_id');
    const currentId = domainId ? (domainsIn().find((d) => d.id === Number(domainId))?.plan.id ?? null) : null;
    return apiOk(demoCdnPlans({ lang: providerLang(request), currentId }));
  }),
  http.get('/api/v1/financial/price', () => apiOk(demoPriceList())),
  http.get('/api/v1/financial/billing/balance', () => apiOk(DEMO_WALLETS[1])),
  // DNS records, HTTPS, caching and acceleration
  ...settingsHandlers,
];

/** MSW for a test file with the CDN calls; a request no handler expects fails the test. */
export function setupCdnServer() {
  return setupTestServer(defaultHandlers, { queryClient });
}
