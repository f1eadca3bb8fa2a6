import { screen } from '@testing-library/react';
import { describeParcelContract, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { setupCloudServer } from './testing/testServer';

setupCloudServer();

const basePath = '/cloud';

describeParcelContract('cloud', parcel, {
  basePath,
  title: { fa: 'سرورهای ابری', en: 'Cloud servers' },
  page: '/cloud/servers/1?name=web-1',
  index: '/cloud/servers',
  notFound: {
    path: '/cloud/servers/12/nope',
    text: 'This cloud page was not found',
    back: 'Back to cloud servers',
  },
});

describe('the cloud area', () => {
  it('opens /cloud at the servers table', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cloud', locale: 'en' });
    expect(await screen.findByRole('table', { name: 'Servers' })).toBeInTheDocument();
  });

  it('names a server from the query of its address while it loads, and says when it does not exist', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cloud/servers/12?name=web-9', locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'web-9' })).toBeInTheDocument();
    expect(await screen.findByText('Server does not exist!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Servers' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the VNC console without the area frame, for the blank layout', async () => {
    await mountTestParcel(parcel, {
      basePath,
      path: '/cloud/vnc-console?server_id=2&name=db-backup',
      locale: 'en',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Console of db-backup' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cloud servers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Cloud sections' })).not.toBeInTheDocument();
  });

  it('asks for a server when the console is opened without one', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cloud/vnc-console', locale: 'en' });
    expect(
      await screen.findByText("No server was chosen for the console. Open it from a server's page."),
    ).toBeInTheDocument();
  });
});
