import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { bus, getWallet, setWallet } from '@portal/shared-sdk';
import { toaster } from '@portal/shared-ui';
import * as parcel from '../../remote';
import { setupBillingServer } from '../../testing/testServer';

const server = setupBillingServer();

beforeEach(() => setWallet({ balance: 1_000, credit: 0, debt: 0 }));

describe('the return from the bank', () => {
  it('puts the new balance on the bus, shows the success message after 1 s and goes to /', async () => {
    server.use(
      http.get('/api/v1/financial/billing/balance', () =>
        apiOk({ balance: 14_000_000, credit: 2_000_000, debt: 0 }),
      ),
    );
    const toast = jest.spyOn(toaster, 'create');
    const heard: number[] = [];
    const off = bus.on('wallet:changed', (w) => heard.push(w.balance));
    const started = Date.now();
    const { visited } = await mountTestParcel(parcel, {
      basePath: '/financial',
      path: '/financial/payment-result?payment=success&ref=p1',
      locale: 'en',
    });
    expect(screen.getByText('Checking your payment…')).toBeInTheDocument();
    await waitFor(() => expect(heard).toEqual([14_000_000]));
    expect(getWallet().balance).toBe(14_000_000);
    await waitFor(() => expect(visited[visited.length - 1]).toBe('/'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Your payment was completed successfully' }),
    );
    off();
    toast.mockRestore();
  });

  it('shows the error message after a cancelled payment', async () => {
    const toast = jest.spyOn(toaster, 'create');
    const { visited } = await mountTestParcel(parcel, {
      basePath: '/financial',
      path: '/financial/payment-result?payment=failed&ref=p1',
      locale: 'en',
    });
    await waitFor(() => expect(visited[visited.length - 1]).toBe('/'), { timeout: 3000 });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Your payment was not successful' }),
    );
    toast.mockRestore();
  });
});
