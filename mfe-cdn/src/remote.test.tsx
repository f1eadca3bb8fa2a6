import { screen } from '@testing-library/react';
import { describeParcelContract, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { setupCdnServer } from './testing/testServer';

setupCdnServer();

const basePath = '/cdn';

describeParcelContract('CDN', parcel, {
  basePath,
  title: { fa: 'CDN', en: 'CDN' },
  page: '/cdn',
  notFound: { path: '/cdn/example.com', text: 'This CDN page was not found', back: 'Back to your domains' },
});

describe('the CDN area', () => {
  it('shows a domain with its sections in English', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cdn/example.com/7/reports/traffic', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Domain example.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Traffic report' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'DNS' })).toHaveAttribute('href', '/cdn/example.com/7/dns');
    expect(screen.getByRole('link', { name: 'Domain information' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText(/arrives with the CDN issue/)).toBeInTheDocument();
  });

  it('opens the domain information at the domain address itself', async () => {
    await mountTestParcel(parcel, { basePath, path: '/cdn/example.com/7', locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Domain information' })).toHaveAttribute('aria-current', 'page');
  });

  it("answers an unknown domain section with the area's not-found", async () => {
    await mountTestParcel(parcel, { basePath, path: '/cdn/example.com/7/no-such-section', locale: 'en' });
    expect(await screen.findByText('This CDN page was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your domains' })).toHaveAttribute('href', '/cdn');
  });
});
