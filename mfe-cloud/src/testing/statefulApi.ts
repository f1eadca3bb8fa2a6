import { http, type HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { apiOk } from '@portal/shared-ui/testing';

/**
 * A list the test server answers and a change can alter, so the refetch after a mutation reads what
 * the provider would then say. `post` answers POSTs to a path with the provider's envelope after
 * recording their form bodies and letting the test change the list.
 */
export function statefulList<T>(server: Pick<SetupServer, 'use'>, path: string, initial: T[]) {
  const state = { items: initial };
  const sent: Record<string, string>[] = [];
  server.use(http.get(path, () => apiOk(state.items)));
  return {
    sent,
    get items() {
      return state.items;
    },
    set(items: T[]) {
      state.items = items;
    },
    post(
      postPath: string,
      answer: (body: Record<string, string>) => { data: unknown; message: string },
    ): HttpHandler {
      const handler = http.post(postPath, async ({ request }) => {
        const body = Object.fromEntries(new URLSearchParams(await request.text()));
        sent.push(body);
        const { data, message } = answer(body);
        return apiOk(data, message);
      });
      server.use(handler);
      return handler;
    },
  };
}
