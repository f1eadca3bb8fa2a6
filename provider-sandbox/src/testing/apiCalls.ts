import { DEMO_BEARER, type TestSandbox } from './testSandbox';

/**
 * GET and form-encoded POST under /api/v1 as one account (the demo customer by default), in a
 * language: what the portal sends, for resource tests.
 */
export function apiCalls(t: TestSandbox, bearer = DEMO_BEARER) {
  return {
    get: (path: string, lang = 'en') => t.http.get(`/api/v1${path}`).set('Authorization', bearer).set('Accept-Language', lang),
    post: (path: string, body: object, lang = 'en') =>
      t.http.post(`/api/v1${path}`).set('Authorization', bearer).set('Accept-Language', lang).type('form').send(body),
  };
}

/** The sandbox clock in unix seconds, the unit the factories take. */
export const nowOf = (t: TestSandbox) => Math.floor(t.clock.now.getTime() / 1000);
