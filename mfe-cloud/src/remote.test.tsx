import { screen } from '@testing-library/react';
import { describeParcelContract, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { setupCloudServer } from './testing/testServer';

setupCloudServer();

const basePath = '/cloud';

describeParcelContract('cloud', parcel, {
  basePath,
  title: { fa: 'سرورهای ابری', en: 'Cloud servers' },
  page: '/cloud/ssh-keys',
  index: '/cloud/servers',
  notFound: { path: '/cloud/servers/12/nope', text: 'This cloud page was not found', back: 'Back to cloud servers' },
});

describe('the cloud area', () => {
  it('opens /cloud at the servers table', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cloud', locale: 'en' });
    expect(await screen.findByRole('table', { name: 'Servers' })).toBeInTheDocument();
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
});
