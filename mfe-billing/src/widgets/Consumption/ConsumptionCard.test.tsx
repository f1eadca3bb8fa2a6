import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { bus } from '@portal/shared-sdk';
import * as widget from './remote';
import { setupBillingServer } from '../../testing/testServer';

const server = setupBillingServer();

describe('the consumption card', () => {
  it('draws the current invoice donut and links to the current invoice', async () => {
    await mountTestParcel(widget, { basePath: '/financial', path: '/', locale: 'fa' });
    const chart = await screen.findByRole('figure');
    expect(within(chart).getByText('CDN')).toBeInTheDocument();
    expect(within(chart).getByText('طرح پشتیبانی')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مصرف' })).toHaveAttribute('href', '/financial/active-invoice');
  });

  it('reads the invoice again when the wallet changes', async () => {
    let calls = 0;
    server.use(http.get('/api/v1/financial/last-invoice', () => (calls++, apiOk(null))));
    await mountTestParcel(widget, { basePath: '/financial', path: '/', locale: 'en' });
    expect(await screen.findByText('There is no bill')).toBeInTheDocument();
    bus.emit('wallet:changed', { balance: 1, credit: 0, debt: 0 });
    await waitFor(() => expect(calls).toBe(2));
  });
});
