import type { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { act } from '@testing-library/react';
import { toaster } from '../toast/showToast';

export interface SetupTestServerOptions {
  /** the area's query cache: no retries in tests, emptied between tests */
  queryClient?: QueryClient;
}

/**
 * One MSW server for a test file (STYLE: tests mock the network): a request no handler expects
 * fails the test, and handlers a test adds with server.use are dropped after it. The toasts a test
 * left go with it too: a toast lives 2 s, so a quick next test would find its text twice.
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
    act(() => toaster.remove());
  });
  afterAll(() => server.close());
  return server;
}
