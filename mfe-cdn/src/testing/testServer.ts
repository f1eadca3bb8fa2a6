import { http } from 'msw';
import { FACTORY_NOW, demoDomains } from '@portal/shared-sdk/factories';
import { apiOk, providerLang, setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';
import { settingsHandlers } from './settingsHandlers';

/** The CDN calls answered with the demo data (the sandbox's seed), localized like the provider's. */
export const defaultHandlers = [http.get('/api/v1/cdn/ng/domains', ({ request }) => apiOk(demoDomains({ now: FACTORY_NOW, lang: providerLang(request) }))), ...settingsHandlers];

/** MSW for a test file with the CDN calls; a request no handler expects fails the test. */
export function setupCdnServer() {
  return setupTestServer(defaultHandlers, { queryClient });
}
