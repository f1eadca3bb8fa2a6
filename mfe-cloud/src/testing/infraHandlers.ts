import { http } from 'msw';
import {
  DEMO_DATACENTERS,
  FACTORY_NOW,
  demoFirewalls,
  demoNetworks,
  demoPriceList,
  demoServerTraffic,
  demoSnapshots,
  demoSshKeys,
  demoVolumes,
  inLang,
  makeServerReport,
} from '@portal/shared-sdk/factories';
import type { MetricPeriod, MetricType } from '@portal/shared-sdk';
import { apiOk, providerLang } from '@portal/shared-ui/testing';

const now = FACTORY_NOW;

/**
 * The calls of volumes, snapshots, SSH keys, firewall groups, private networks and reports,
 * answered with the demo data (the sandbox's seed), localized like the provider's; and the data
 * centers and price list their forms read.
 */
export const infraHandlers = [
  http.get('/api/v1/static/datacenters', ({ request }) =>
    apiOk(
      DEMO_DATACENTERS.map((dc) => ({ ...dc, display_name: inLang(dc.display_name, providerLang(request)) })),
    ),
  ),
  http.get('/api/v1/financial/price', () => apiOk(demoPriceList())),
  http.get('/api/v1/cloud/volumes', ({ request }) =>
    apiOk(demoVolumes({ now, lang: providerLang(request) })),
  ),
  http.get('/api/v1/cloud/snapshots', ({ request }) =>
    apiOk(demoSnapshots({ now, lang: providerLang(request) })),
  ),
  http.get('/api/v1/cloud/ssh', ({ request }) => apiOk(demoSshKeys({ now, lang: providerLang(request) }))),
  http.get('/api/v1/cloud/firewall', ({ request }) => {
    const dc = new URL(request.url).searchParams.get('datacenter_id');
    return apiOk(
      demoFirewalls({ now, lang: providerLang(request) }).filter(
        (g) => dc === null || g.datacenter.id === Number(dc),
      ),
    );
  }),
  http.get('/api/v1/cloud/private-networks', ({ request }) =>
    apiOk(demoNetworks({ now, lang: providerLang(request) })),
  ),
  http.get('/api/v1/cloud/traffics', () => apiOk(demoServerTraffic({ now }))),
  http.get('/api/v1/cloud/servers/:id/reports', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return apiOk(
      makeServerReport(query.get('type') as MetricType, query.get('time') as MetricPeriod, { now }),
    );
  }),
];
