import { setupServer } from 'msw/node';

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
