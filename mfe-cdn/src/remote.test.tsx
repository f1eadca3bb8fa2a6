import { screen } from '@testing-library/react';
import { describeParcelContract } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { mountCdn } from './testing/mountCdn';
import { setupCdnServer } from './testing/testServer';

setupCdnServer();

describeParcelContract('CDN', parcel, {
  basePath: '/cdn',
  title: { fa: 'CDN', en: 'CDN' },
  page: '/cdn',
  notFound: { path: '/cdn/example.com', text: 'This CDN page was not found', back: 'Back to your domains' },
});

describe('the CDN area', () => {
  it('shows the plan details outside /cdn, for the window the wizard opens', async () => {
    await mountCdn('/plans/more-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'CDN plans' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Professional' })).toBeInTheDocument();
  });

  it("answers an unknown domain section with the area's not-found inside the domain", async () => {
    await mountCdn('/cdn/example-shop.ir/1/no-such-section');
    expect(await screen.findByText('This CDN page was not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'example-shop.ir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your domains' })).toHaveAttribute('href', '/cdn');
  });
});
