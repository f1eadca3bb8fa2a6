import { screen, waitFor } from '@testing-library/react';
import { mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { setupBillingServer } from './testing/billingServer';

const basePath = '/financial';
setupBillingServer();

describe('the billing parcel', () => {
  it('mounts through its lifecycles and shows the area in Persian, right to left', async () => {
    const { domElement } = await mountTestParcel(parcel, { basePath, path: '/financial/active-invoice' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مالی' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صورت‌حساب جاری' })).toHaveAttribute('aria-current', 'page');
    expect(domElement).toHaveAttribute('dir', 'rtl');
    expect(domElement).toHaveAttribute('lang', 'fa');
  });

  it('shows the area in English, left to right, with the tab taken from the address', async () => {
    const { domElement } = await mountTestParcel(parcel, {
      basePath,
      path: '/financial/closed-payments',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Financial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Closed payments' })).toHaveAttribute('aria-current', 'page');
    expect(domElement).toHaveAttribute('dir', 'ltr');
  });

  it('sends /financial to its first tab, replacing the address', async () => {
    const { visited } = await mountTestParcel(parcel, { basePath, path: '/financial', locale: 'en' });
    await waitFor(() => expect(visited).toEqual(['/financial/increase-balance']));
  });

  it('answers an unknown financial path with its own not-found and a link back to /financial', async () => {
    await mountTestParcel(parcel, { basePath, path: '/financial/nope', locale: 'en' });
    expect(await screen.findByText('This financial page was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to financial' })).toHaveAttribute('href', '/financial');
  });
});
