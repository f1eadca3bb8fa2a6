import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bus } from '@portal/shared-sdk';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupBillingServer } from '../../testing/testServer';

const requests = jest.fn();
const server = setupBillingServer();
beforeEach(() =>
  server.use(
    http.get('/api/v1/financial/billing/balance', () => {
      requests();
      return apiOk({ balance: -1250000, credit: 3000000, debt: 1250000 });
    }),
  ),
);
afterEach(() => requests.mockClear());

const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`);
const open = () =>
  mountTestParcel(parcel, { basePath: '/financial', path: '/financial/transactions', locale: 'en' });

describe('the wallet summary', () => {
  it('shows balance, credit and debt in rials with thousands separators', async () => {
    await open();
    await waitFor(() => expect(figure('balance')).toHaveTextContent('-1,250,000 Rials'));
    expect(figure('credit')).toHaveTextContent('3,000,000 Rials');
    expect(figure('debt')).toHaveTextContent('1,250,000 Rials');
  });

  it('takes the new figures from wallet:changed without asking the provider again', async () => {
    await open();
    await waitFor(() => expect(figure('balance')).toHaveTextContent('-1,250,000'));
    bus.emit('wallet:changed', { balance: 8500000, credit: 0, debt: 0 });
    await waitFor(() => expect(figure('balance')).toHaveTextContent('8,500,000 Rials'));
    expect(figure('debt')).toHaveTextContent(/^0 Rials$/);
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the figures cannot be loaded, and loads them on retry', async () => {
    server.use(
      http.get(
        '/api/v1/financial/billing/balance',
        () => HttpResponse.json({ success: false, message: 'Billing is under maintenance' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Billing is under maintenance');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('credit')).toHaveTextContent('3,000,000 Rials'));
  });
});
