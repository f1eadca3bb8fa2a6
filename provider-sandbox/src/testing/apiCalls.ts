import { DEMO_BEARER, startTestSandbox, type TestSandbox } from './testSandbox';

/**
 * GET and form-encoded POST under /api/v1 as one account (the demo customer by default), in a
 * language: what the portal sends, for resource tests.
 */
export function apiCalls(t: TestSandbox, bearer = DEMO_BEARER) {
  return {
    get: (path: string, lang = 'en') =>
      t.http.get(`/api/v1${path}`).set('Authorization', bearer).set('Accept-Language', lang),
    post: (path: string, body: object, lang = 'en') =>
      t.http
        .post(`/api/v1${path}`)
        .set('Authorization', bearer)
        .set('Accept-Language', lang)
        .type('form')
        .send(body),
  };
}

/** The sandbox clock in unix seconds, the unit the factories take. */
export const nowOf = (t: TestSandbox) => Math.floor(t.clock.now.getTime() / 1000);

/**
 * A fresh sandbox for each test of the file (started before it, closed after it), with the demo
 * customer's calls: `sandbox.t`, `sandbox.get(path, lang)`, `sandbox.post(path, body, lang)`.
 */
export function sandboxPerTest() {
  let current: TestSandbox | undefined;
  beforeEach(() => {
    current = startTestSandbox();
  });
  afterEach(() => current?.close());
  const t = () => current as TestSandbox;
  return {
    get t() {
      return t();
    },
    get db() {
      return t().sandbox.db;
    },
    get: (path: string, lang?: string) => apiCalls(t()).get(path, lang),
    post: (path: string, body: object, lang?: string) => apiCalls(t()).post(path, body, lang),
    /** the sandbox clock, unix seconds */
    now: () => nowOf(t()),
  };
}
