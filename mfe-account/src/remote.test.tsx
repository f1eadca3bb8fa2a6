import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';

const basePath = '/profile';
// /profile opens edit-profile, which asks for the profile: an empty answer keeps it on its loading state
const server = setupServer(http.get('/api/v1/auth/profile', () => new Promise<never>(() => {})));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the account parcel', () => {
  it('mounts through its lifecycles and shows the area in Persian, right to left', async () => {
    const { domElement } = await mountTestParcel(parcel, { basePath, path: '/profile/audit-log' });
    expect(await screen.findByRole('heading', { level: 1, name: 'حساب کاربری' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'گزارش فعالیت‌ها' })).toHaveAttribute('aria-current', 'page');
    expect(domElement).toHaveAttribute('dir', 'rtl');
    expect(domElement).toHaveAttribute('lang', 'fa');
  });

  it('shows the area in English, left to right', async () => {
    const { domElement } = await mountTestParcel(parcel, {
      basePath,
      path: '/profile/api-keys',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'User account' })).toBeInTheDocument();
    expect(domElement).toHaveAttribute('dir', 'ltr');
  });

  it('sends /profile to /profile/edit-profile, replacing the address', async () => {
    const { visited } = await mountTestParcel(parcel, { basePath, path: '/profile', locale: 'en' });
    await waitFor(() => expect(visited).toEqual(['/profile/edit-profile']));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  });

  it('lists the tabs to come as honest empty sections', async () => {
    await mountTestParcel(parcel, { basePath, path: '/profile/change-password', locale: 'en' });
    expect(await screen.findByText('Change password', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/arrives with the account issue/)).toBeInTheDocument();
    for (const tab of ['Edit profile', 'API keys', 'Message settings', 'Security', 'Audit log']) {
      expect(screen.getByRole('link', { name: tab })).toBeInTheDocument();
    }
  });

  it('answers an unknown account path with its own not-found and a link back to /profile', async () => {
    await mountTestParcel(parcel, { basePath, path: '/profile/nothing/here', locale: 'en' });
    expect(await screen.findByText('This account page was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute('href', '/profile');
  });
});
