import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { demoLoginHistory } from '@portal/api-account/factories';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

jest.setTimeout(60_000);
const server = setupAccountServer();

describe('the login-history tab', () => {
  it('shows date, address, device and result of each attempt', async () => {
    await mountTestParcel(parcel, { basePath: '/profile', path: '/profile/login-history', locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Login history' });
    expect(await within(table).findByText('198.51.100.23')).toBeInTheDocument();
    expect(within(table).getByText('curl 8.5.0')).toBeInTheDocument();
    expect(within(table).getByText('wrong password')).toBeInTheDocument();
    expect(within(table).getAllByText('Successful')).toHaveLength(2);
  });

  it('asks for the page in the address and moves with the footer', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/auth/profile/history', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return apiOk({
          items: demoLoginHistory({ now: FACTORY_NOW }),
          total: 23,
          page: Number(url.searchParams.get('page')),
          per_page: 10,
        });
      }),
    );
    const view = await mountTestParcel(parcel, {
      basePath: '/profile',
      path: '/profile/login-history?page=2',
      locale: 'en',
    });
    expect(await screen.findByText('11–20 of 23')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Page 3' }));
    expect(view.currentPath()).toBe('/profile/login-history?page=3');
    expect(asked[0]).toBe('?page=2&per_page=10');
  });
});
