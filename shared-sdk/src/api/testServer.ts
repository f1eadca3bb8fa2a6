import { setupServer } from 'msw/node';
import { clearToken, setLocale } from '../session/sessionStore';
import type { Locale } from '../session/types';
import { isApiError, type ApiError } from './ApiError';
import { configureApi } from './config';

// the staleness test of an area package's generated types, as the core's own
export { regeneratedSchema, type RegeneratedSchema } from './schemaFreshness';

export const API_BASE = 'http://api.test';
export const API_V1 = `${API_BASE}/api/v1`;

/** Requests no handler answered; a test that leaves one here fails in afterEach. */
export const unhandledRequests: string[] = [];

export const server = setupServer();

/** MSW lifecycle for a test file: unknown requests are errors and fail the test. */
export function useTestServer(): void {
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(req, print) {
        unhandledRequests.push(`${req.method} ${req.url}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    const leftovers = unhandledRequests.splice(0);
    expect(leftovers).toEqual([]);
  });
  afterAll(() => server.close());
}

/** The client as a test starts it: pointed at the test server, signed out, in the given language. */
export function resetApiSession(locale: Locale = 'en'): void {
  configureApi({ baseUrl: API_BASE });
  clearToken();
  setLocale(locale);
}

/** The ApiError a call rejects with; fails the test when it resolves or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (isApiError(e)) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}
