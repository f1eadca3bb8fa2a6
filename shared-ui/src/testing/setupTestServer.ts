import type { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

export interface SetupTestServerOptions {
  /** the area's query cache: no retries in tests, emptied between tests */
  queryClient?: QueryClient;
}

/**
 * One MSW server for a test file (STYLE: tests mock the network): a request no handler expects
 * fails the test, and handlers a test adds with server.use are dropped after it.
 */
export function setupTestServer(
  handlers: RequestHandler[],
  { queryClient }: SetupTestServerOptions = {},
): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => queryClient?.setDefaultOptions({ queries: { retry: false } }));
  afterEach(() => {
    server.resetHandlers();
    queryClient?.clear();
  });
  afterAll(() => server.close());
  return server;
}
