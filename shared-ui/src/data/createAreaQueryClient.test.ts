import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { ApiError, bus } from '@portal/shared-sdk';
import { createAreaQueryClient, isRetryable } from './createAreaQueryClient';

/** An active query (an observer, as a mounted component has) that counts its fetches. */
function watch(queryClient: QueryClient, key: string, meta?: { localized?: boolean }) {
  let fetches = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: [key],
    queryFn: async () => {
      fetches += 1;
      return `${key} ${fetches}`;
    },
    ...(meta ? { meta } : {}),
  });
  const stop = observer.subscribe(() => undefined);
  return { fetches: () => fetches, data: () => observer.getCurrentResult().data, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createAreaQueryClient', () => {
  it('refetches the localized queries when the locale changes, and only those', async () => {
    const queryClient = createAreaQueryClient();
    const tickets = watch(queryClient, 'tickets', { localized: true });
    const balance = watch(queryClient, 'balance');
    await settle();
    expect([tickets.fetches(), balance.fetches()]).toEqual([1, 1]);

    bus.emit('locale:changed', { locale: 'en' });
    await settle();
    expect([tickets.fetches(), balance.fetches()]).toEqual([2, 1]);
    expect(tickets.data()).toBe('tickets 2');
    tickets.stop();
    balance.stop();
  });

  it("empties the cache when the token changes, so another account never sees this one's data", async () => {
    const queryClient = createAreaQueryClient();
    await queryClient.fetchQuery({ queryKey: ['tickets'], queryFn: async () => ['mine'] });
    bus.emit('session:changed', { reason: 'profile' });
    expect(queryClient.getQueryData(['tickets'])).toEqual(['mine']);
    bus.emit('session:changed', { reason: 'token-cleared' });
    expect(queryClient.getQueryData(['tickets'])).toBeUndefined();
  });

  it("runs the area's own reactions to bus events with its cache", () => {
    const queryClient = createAreaQueryClient({
      on: { 'wallet:changed': (client, wallet) => client.setQueryData(['balance'], wallet) },
    });
    bus.emit('wallet:changed', { balance: 5, credit: 1, debt: 0 });
    expect(queryClient.getQueryData(['balance'])).toEqual({ balance: 5, credit: 1, debt: 0 });
  });
});

describe('isRetryable', () => {
  const error = (kind: 'http' | 'network' | 'timeout', status: number) =>
    new ApiError({ kind, status, message: 'x' });

  it('tries again after no answer, a timeout or a server error', () => {
    expect(isRetryable(error('network', 0))).toBe(true);
    expect(isRetryable(error('timeout', 0))).toBe(true);
    expect(isRetryable(error('http', 503))).toBe(true);
  });

  it("never repeats the server's refusal, nor a bug that is not an ApiError", () => {
    expect(isRetryable(error('http', 404))).toBe(false);
    expect(isRetryable(error('http', 422))).toBe(false);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });
});
