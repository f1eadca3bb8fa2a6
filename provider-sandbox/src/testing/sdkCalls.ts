import { DEMO, OTP_DEMO } from '../db/seed';
import { SDK_HEADERS, sdkFormBody, sdkQuery } from '../providerSdk/sdkTransport';
import type { TestSandbox } from './testSandbox';

/** The demo customer's read-only API token ("Monitoring": domains, servers and reports to read). */
export const MONITOR_TOKEN = 'monitor-0123456789abcdef';
export { DEMO, OTP_DEMO };

/**
 * Calls as the provider's own SDK sends them (real PUT and DELETE, its form encoding, a GET's data
 * in the query), under /api/v1, as one API token: the demo customer's by default.
 */
export function sdkCalls(t: TestSandbox, token: string = DEMO.apiToken) {
  const call = (
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    data: Record<string, unknown> = {},
    lang = 'en',
  ) => {
    const req = t.http[method](`/api/v1${path}`)
      .set(SDK_HEADERS)
      .set('Accept-Language', lang)
      .set('Authorization', `Bearer ${token}`);
    if (method === 'get') return req.query(sdkQuery(data));
    return req.send(sdkFormBody(data).toString());
  };
  return {
    get: (path: string, data?: Record<string, unknown>, lang?: string) => call('get', path, data, lang),
    post: (path: string, data?: Record<string, unknown>, lang?: string) => call('post', path, data, lang),
    put: (path: string, data?: Record<string, unknown>, lang?: string) => call('put', path, data, lang),
    delete: (path: string, data?: Record<string, unknown>, lang?: string) => call('delete', path, data, lang),
  };
}
