import { http } from 'msw';
import { FACTORY_NOW, demoServers } from '@portal/shared-sdk/factories';
import { apiOk, providerLang, setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';
import { infraHandlers } from './infraHandlers';

/** The cloud calls answered with the demo data (the sandbox's seed), localized like the provider's. */
export const defaultHandlers = [
  http.get('/api/v1/cloud/servers', ({ request }) => apiOk(demoServers({ now: FACTORY_NOW, lang: providerLang(request) }))),
  ...infraHandlers,
];

/** MSW for a test file with the cloud calls; a request no handler expects fails the test. */
export function setupCloudServer() {
  return setupTestServer(defaultHandlers, { queryClient });
}
