import { http } from 'msw';
import {
  DEMO_ACCOUNT,
  DEMO_OS_IMAGES,
  DEMO_WALLETS,
  FACTORY_NOW,
  demoServers,
} from '@portal/shared-sdk/factories';
import { apiFailure, apiOk, providerLang, setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';
import { infraHandlers } from './infraHandlers';

const API = '/api/v1';

/** The demo customer's server by id, as the provider answers it (404 "Server does not exist!" otherwise). */
const serverById = (request: Request, id: string) =>
  demoServers({ now: FACTORY_NOW, lang: providerLang(request) }).find((s) => String(s.id) === id);

/** The cloud calls answered with the demo data (the sandbox's seed), localized like the provider's. */
export const defaultHandlers = [
  http.get(`${API}/cloud/servers`, ({ request }) =>
    apiOk(demoServers({ now: FACTORY_NOW, lang: providerLang(request) })),
  ),
  http.get(`${API}/cloud/servers/:id`, ({ request, params }) => {
    const server = serverById(request, String(params.id));
    return server ? apiOk(server) : apiFailure(404, 'Server does not exist!');
  }),
  http.get(`${API}/cloud/servers/:id/logs`, () =>
    apiOk([
      {
        id: 2,
        action: 'build',
        status: 'success',
        message: 'Server built and turned on',
        created_at: FACTORY_NOW - 75 * 86_400 + 60,
      },
      {
        id: 1,
        action: 'create',
        status: 'success',
        message: 'Server created',
        created_at: FACTORY_NOW - 75 * 86_400,
      },
    ]),
  ),
  http.get(`${API}/cloud/trial`, () => apiOk({ available: true, days: 1, tier: 'economic' })),
  http.get(`${API}/static/os-list`, () => apiOk(DEMO_OS_IMAGES)),
  // data centers, the price list, volumes, snapshots, SSH keys, firewalls, networks, reports
  ...infraHandlers,
];

/** MSW for a test file with the cloud calls; a request no handler expects fails the test. */
export function setupCloudServer() {
  return setupTestServer(defaultHandlers, { queryClient });
}

/** The demo customer's profile as a parcel's session carries it (the price list is asked for by its user id). */
export const DEMO_SESSION = { profile: DEMO_ACCOUNT.profile, wallet: DEMO_WALLETS[1] };
