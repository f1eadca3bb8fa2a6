import { screen, waitFor } from '@testing-library/react';
import { configureApi, setToken } from '@portal/shared-sdk';
import { shellQueryClient } from '../data/queryClient';
import { renderShell, resetSession } from '../test/renderShell';
import { API_BASE, DEMO_TOKEN, server, setupTestServer } from '../test/testServer';
import { EARLY_SIGNED_IN, startSignedInQueries } from './startSignedInQueries';

setupTestServer();

const FIRST_CALLS = ['/api/v1/auth/profile', '/api/v1/financial/billing/balance', '/api/v1/static/sliders'];

describe('startSignedInQueries', () => {
  let asked: string[];
  const listener = ({ request }: { request: Request }) => {
    asked.push(new URL(request.url).pathname);
  };
  beforeEach(() => {
    resetSession();
    shellQueryClient.clear();
    asked = [];
    server.events.on('request:start', listener);
  });
  afterEach(() => {
    server.events.removeListener('request:start', listener);
    jest.useRealTimers();
  });

  it("asks for the dashboard's first calls side by side before anything renders, and the page asks for none of them again", async () => {
    // The header reuses a balance read in the last WALLET_REUSE_MS: the clock stands still here (only
    // Date is faked) so a slow render on a busy machine cannot outlast that window.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    setToken(DEMO_TOKEN);
    configureApi({ baseUrl: API_BASE });
    startSignedInQueries(DEMO_TOKEN, '/');
    await waitFor(() => expect([...asked].sort()).toEqual([...FIRST_CALLS].sort()));
    renderShell('/');
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('1,500,000');
    expect(asked.filter((path) => FIRST_CALLS.includes(path)).sort()).toEqual([...FIRST_CALLS].sort());
  });

  it('takes the answers first-paint.js already has instead of asking again', async () => {
    setToken(DEMO_TOKEN);
    configureApi({ baseUrl: API_BASE });
    const early = window as unknown as Record<string, unknown>;
    early[EARLY_SIGNED_IN.profile] = Promise.resolve({
      id: 1,
      user_id: 1001,
      name: 'Early',
      last_name: 'User',
      email: 'early@example.com',
      phone: '0912',
      account_type: 'individual',
    });
    early[EARLY_SIGNED_IN.balance] = Promise.resolve({ balance: 2500000, credit: 0, debt: 0 });
    early[EARLY_SIGNED_IN.slides] = Promise.resolve([]);
    startSignedInQueries(DEMO_TOKEN, '/');
    renderShell('/');
    // the header shows the stored wallet until the early answer is taken over
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('2,500,000'));
    expect(asked.filter((path) => FIRST_CALLS.includes(path))).toEqual([]);
    for (const global of Object.values(EARLY_SIGNED_IN)) expect(early[global]).toBeUndefined();
  });

  it('asks the API for what the early request did not bring', async () => {
    setToken(DEMO_TOKEN);
    configureApi({ baseUrl: API_BASE });
    const early = window as unknown as Record<string, unknown>;
    early[EARLY_SIGNED_IN.profile] = Promise.resolve(null);
    early[EARLY_SIGNED_IN.balance] = Promise.resolve({ balance: 2500000, credit: 0, debt: 0 });
    startSignedInQueries(DEMO_TOKEN, '/profile');
    await waitFor(() => expect(asked).toEqual(['/api/v1/auth/profile']));
  });

  it('leaves the slides to the dashboard on another page', async () => {
    setToken(DEMO_TOKEN);
    configureApi({ baseUrl: API_BASE });
    startSignedInQueries(DEMO_TOKEN, '/profile');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).not.toContain('/api/v1/static/sliders');
  });
});
