import { http, HttpResponse } from 'msw';
import { compareDnsRecords, type DnsRecord } from '@portal/api-cdn';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import {
  DEFAULT_CACHE_SETTINGS,
  DEFAULT_HTTPS_CONFIGS,
  DEMO_FULL_ZONE,
  demoCacheSettings,
  demoDnsRecords,
  demoHttpsConfigs,
  demoSslCertificate,
} from '@portal/api-cdn/factories';
import { apiOk } from '@portal/shared-ui/testing';

const DOMAIN = '/api/v1/cdn/ng/domains/:domainId';
const SHOP_ID = '1'; // example-shop.ir, as the sandbox seeds it

/** A domain's zone as the sandbox seeds it, in reading order. */
export function demoZone(domainId: string) {
  const zone = domainId === SHOP_ID ? DEMO_FULL_ZONE : `domain-${domainId}.com`;
  return demoDnsRecords(zone, { now: FACTORY_NOW, seed: Number(domainId) }).sort(compareDnsRecords);
}

/** The list call as the sandbox answers it over `zoneOf` a domain: searched by name or content, filtered by type, one page. */
export const dnsListHandlerOver = (zoneOf: (domainId: string) => DnsRecord[]) =>
  http.get(`${DOMAIN}/dns`, ({ request, params }) => {
    const url = new URL(request.url);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const type = url.searchParams.get('type');
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = url.searchParams.get('per_page') ? Number(url.searchParams.get('per_page')) : null;
    const matching = zoneOf(String(params.domainId)).filter(
      (r) =>
        (!type || r.type === type) &&
        (!search || r.name.includes(search) || r.content.toLowerCase().includes(search)),
    );
    const rows = perPage === null ? matching : matching.slice((page - 1) * perPage, page * perPage);
    return HttpResponse.json({
      success: true,
      message: 'OK',
      data: rows,
      count: rows.length,
      total: matching.length,
      page,
      per_page: perPage ?? matching.length,
    });
  });

/** The list call over the seeded zones. */
export const dnsListHandler = dnsListHandlerOver(demoZone);

/** A domain's DNS, HTTPS and caching reads, answered with the demo data (example-shop.ir's for domain 1, the defaults otherwise). */
export const settingsHandlers = [
  dnsListHandler,
  http.get(`${DOMAIN}/dns/dnssec`, () =>
    apiOk({ enabled: false, algorithm: null, key_tag: null, digest_type: null, digest: null, ds: null }),
  ),
  http.get(`${DOMAIN}/dns/custom-ns`, () => apiOk({ enabled: false, ns1: null, ns2: null })),
  http.get(`${DOMAIN}/https/ssl`, ({ params }) =>
    apiOk(params.domainId === SHOP_ID ? [demoSslCertificate(1, FACTORY_NOW)] : []),
  ),
  http.get(`${DOMAIN}/https/ssl/get-configs`, ({ params }) =>
    apiOk(params.domainId === SHOP_ID ? demoHttpsConfigs(1) : DEFAULT_HTTPS_CONFIGS),
  ),
  http.get(`${DOMAIN}/cache`, ({ params }) =>
    apiOk(params.domainId === SHOP_ID ? demoCacheSettings() : DEFAULT_CACHE_SETTINGS),
  ),
];
