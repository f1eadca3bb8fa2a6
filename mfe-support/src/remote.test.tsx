import { screen, waitFor } from '@testing-library/react';
import { mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { setupSupportServer } from './testing/testServer';

setupSupportServer();

const basePath = '/support';

describe('the support parcel', () => {
  it('mounts through its lifecycles and shows the area in Persian, right to left', async () => {
    const { domElement, unmount } = await mountTestParcel(parcel, { basePath, path: '/support/tickets' });
    expect(await screen.findByRole('heading', { level: 1, name: 'پشتیبانی' })).toBeInTheDocument();
    expect(domElement).toHaveAttribute('dir', 'rtl');
    expect(domElement).toHaveAttribute('lang', 'fa');
    await unmount();
    expect(domElement).toBeEmptyDOMElement();
  });

  it('re-renders in English, left to right, when the shell switches the locale', async () => {
    const { domElement, setLocale } = await mountTestParcel(parcel, { basePath, path: '/support/plans' });
    await setLocale('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(domElement).toHaveAttribute('dir', 'ltr');
    expect(domElement).toHaveAttribute('lang', 'en');
  });

  it('sends /support to /support/tickets, replacing the address', async () => {
    const { currentPath, visited } = await mountTestParcel(parcel, { basePath, path: '/support', locale: 'en' });
    await waitFor(() => expect(currentPath()).toBe('/support/tickets'));
    expect(visited).toEqual(['/support/tickets']);
    expect(await screen.findByRole('link', { name: 'My tickets' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a ticket under its own address', async () => {
    await mountTestParcel(parcel, { basePath, path: '/support/tickets/3', locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'SSL does not activate' })).toBeInTheDocument();
  });

  it('answers an unknown support path with its own not-found and a link back to /support', async () => {
    await mountTestParcel(parcel, { basePath, path: '/support/nothing-here', locale: 'en' });
    expect(await screen.findByText('This support page was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to support' })).toHaveAttribute('href', '/support');
  });
});
