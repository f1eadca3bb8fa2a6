import { http } from 'msw';
import { DEMO_ACCOUNT, FACTORY_NOW } from '@portal/shared-sdk/factories';
import {
  DEMO_PERMISSION_TITLES,
  demoApiTokens,
  demoLoginHistory,
  demoSecuritySettings,
  demoSessions,
} from '@portal/api-account/factories';
import { apiPermissionCatalogue } from '@portal/shared-sdk';
import { defaultNotificationPreferences } from '@portal/api-account';
import { apiOk, providerLang, setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';

const now = FACTORY_NOW;

/** This browser's session, first in the list as the provider marks it. */
export const currentSession = {
  id: 200,
  device: 'Chrome 131 on Linux',
  user_agent: 'Mozilla/5.0 Chrome/131.0',
  ip: '203.0.113.7',
  created_at: now - 600,
  last_used_at: now,
  current: true,
};

/** The account calls answered with the demo customer's data (the sandbox's seed); tests override what they look at. */
export const defaultHandlers = [
  http.get('/api/v1/auth/profile', () => apiOk(DEMO_ACCOUNT.profile)),
  http.get('/api/v1/auth/verification/sms', () => apiOk({ phone: null, email: null })),
  http.get('/api/v1/auth/profile/security', () => apiOk(demoSecuritySettings())),
  http.get('/api/v1/auth/tokens', () => apiOk([currentSession, ...demoSessions({ now })])),
  http.get('/api/v1/auth/profile/api-keys', () => apiOk(demoApiTokens({ now }))),
  http.get('/api/v1/auth/api-token/permissions', ({ request }) =>
    apiOk(
      apiPermissionCatalogue().map((p) => ({
        ...p,
        title: DEMO_PERMISSION_TITLES[p.group]?.[providerLang(request)] ?? p.group,
      })),
    ),
  ),
  http.get('/api/v1/auth/profile/notification-preference', () => apiOk(defaultNotificationPreferences())),
  http.get('/api/v1/auth/profile/history', () => {
    const items = demoLoginHistory({ now });
    return apiOk({ items, total: items.length, page: 1, per_page: 10 });
  }),
  http.get('/api/v1/auth/profile/user_reports', () => apiOk({ items: [], total: 0, page: 1, per_page: 10 })),
];

/** MSW for a test file with the account calls; a request no handler expects fails the test. */
export function setupAccountServer() {
  return setupTestServer(defaultHandlers, { queryClient });
}
