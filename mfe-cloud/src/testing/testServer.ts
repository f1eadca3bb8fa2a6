import { HttpResponse, http } from 'msw';
import { setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';
import { servers } from './fixtures';

export const ok = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });
export const failure = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

/** The cloud calls answered from the fixtures; tests override what they look at. */
export const defaultHandlers = [http.get('/api/v1/cloud/servers', () => ok(servers))];

/** MSW for a test file with the cloud calls; a request no handler expects fails the test. */
export function setupCloudServer() {
  return setupTestServer(defaultHandlers, { queryClient });
}
