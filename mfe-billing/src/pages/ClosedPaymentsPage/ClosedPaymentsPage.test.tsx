import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import * as parcel from '../../remote';
import { setupBillingServer } from '../../testing/testServer';

const server = setupBillingServer();
const open = (path = '/financial/closed-payments') =>
  mountTestParcel(parcel, { basePath: '/financial', path, locale: 'en' });

describe('the closed payments', () => {
  it('lists the issued invoices and opens one with its breakdown', async () => {
    const { visited } = await open();
    const table = await screen.findByRole('table', { name: 'Closed payments' });
    expect(await within(table).findByText('INV-202501-0001')).toBeInTheDocument();
    expect(table).toHaveTextContent('11,024,200 Rials');
    expect(within(table).getAllByText('Paid')).toHaveLength(2);
    await userEvent.click(within(table).getByText('INV-202501-0001'));
    expect(visited[visited.length - 1]).toBe('/financial/closed-payments/1');
    const servers = await screen.findByRole('region', { name: 'Servers' });
    const resources = within(servers).getByRole('table', { name: 'Resources of web-1' });
    for (const name of ['CPU', 'RAM', 'IP', 'Traffic', 'Storage (ssd)'])
      expect(within(resources).getByText(name)).toBeInTheDocument();
    expect(resources).toHaveTextContent('Value 80');
    expect(screen.getByRole('link', { name: 'Back to closed payments' })).toHaveAttribute(
      'href',
      '/financial/closed-payments',
    );
  });

  it('says there is no bill when nothing was issued', async () => {
    server.use(http.get('/api/v1/financial/invoices', () => apiOk([])));
    await open();
    expect(await screen.findByText('There is no bill')).toBeInTheDocument();
  });

  it('shows the server message for an unknown invoice', async () => {
    await open('/financial/closed-payments/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice was not found');
  });
});
