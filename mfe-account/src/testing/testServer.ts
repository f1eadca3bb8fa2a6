import { http } from 'msw';
import { DEMO_ACCOUNT } from '@portal/shared-sdk/factories';
import { apiOk, setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';

/** The account calls answered with the demo customer's data; tests override what they look at. */
export const defaultHandlers = [http.get('/api/v1/auth/profile', () => apiOk(DEMO_ACCOUNT.profile))];

/** MSW for a test file with the account calls; a request no handler expects fails the test. */
export function setupAccountServer() {
  return setupTestServer(defaultHandlers, { queryClient });
}
