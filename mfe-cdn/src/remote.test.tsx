import { screen } from '@testing-library/react';
import { mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { setupCdnServer } from './testing/testServer';

setupCdnServer();

const basePath = '/cdn';

describe('the CDN parcel', () => {
  it('mounts through its lifecycles and shows the area in Persian, right to left', async () => {
    const { domElement } = await mountTestParcel(parcel, { basePath, path: '/cdn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'CDN' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'دامنه‌های شما' })).toBeInTheDocument();
    expect(domElement).toHaveAttribute('dir', 'rtl');
    expect(domElement).toHaveAttribute('lang', 'fa');
  });

  it('shows a domain with its sections in English, left to right', async () => {
    const { domElement } = await mountTestParcel(parcel, {
      basePath,
      path: '/cdn/example.com/7/reports/traffic',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Domain example.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Traffic report' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'DNS' })).toHaveAttribute('href', '/cdn/example.com/7/dns');
    expect(screen.getByRole('link', { name: 'Domain information' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText(/arrives with the CDN issue/)).toBeInTheDocument();
    expect(domElement).toHaveAttribute('dir', 'ltr');
  });

  it('opens the domain information at the domain address itself', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cdn/example.com/7', locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Domain information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['/cdn/example.com', '/cdn/example.com/7/no-such-section'])(
    'answers %s with the area not-found and a link back to /cdn',
    async (path) => {
      await mountTestParcel(parcel, { basePath, path, locale: 'en' });
      expect(await screen.findByText('This CDN page was not found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to your domains' })).toHaveAttribute('href', '/cdn');
    },
  );
});
