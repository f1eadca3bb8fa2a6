import { screen, waitFor } from '@testing-library/react';
import { mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { setupCloudServer } from './testing/testServer';

setupCloudServer();

const basePath = '/cloud';

describe('the cloud parcel', () => {
  it('mounts through its lifecycles and shows the area in Persian, right to left', async () => {
    const { domElement } = await mountTestParcel(parcel, { basePath, path: '/cloud/ssh-keys' });
    expect(await screen.findByRole('heading', { level: 1, name: 'سرورهای ابری' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کلیدهای SSH' })).toHaveAttribute('aria-current', 'page');
    expect(domElement).toHaveAttribute('dir', 'rtl');
    expect(domElement).toHaveAttribute('lang', 'fa');
  });

  it('shows the area in English, left to right, and opens /cloud at the servers', async () => {
    const { domElement, visited } = await mountTestParcel(parcel, { basePath, path: '/cloud', locale: 'en' });
    await waitFor(() => expect(visited).toEqual(['/cloud/servers']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud servers' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Servers' })).toBeInTheDocument();
    expect(domElement).toHaveAttribute('dir', 'ltr');
  });

  it('names a server from the query of its address', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cloud/servers/12?name=web-1', locale: 'en' });
    expect(await screen.findByText('Server web-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Servers' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the VNC console without the area frame, for the blank layout', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cloud/vnc-console', locale: 'en' });
    expect(await screen.findByText('VNC console')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('answers an unknown cloud path with its own not-found and a link back to /cloud', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cloud/servers/12/nope', locale: 'en' });
    expect(await screen.findByText('This cloud page was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cloud servers' })).toHaveAttribute('href', '/cloud');
  });
});
