import { screen, waitFor, within } from '@testing-library/react';
import { setLocale, setToken } from '@portal/shared-sdk';
import { renderShell, resetSession } from '../test/renderShell';
import { DEMO_TOKEN, setupTestServer } from '../test/testServer';

setupTestServer();
beforeEach(resetSession);

describe('routes', () => {
  it('titles the page with the product name and the localized route title', async () => {
    renderShell('/login');
    await waitFor(() => expect(document.title).toBe('Test Portal | ورود'));
  });

  it('titles the dashboard in English after a switch', async () => {
    setToken(DEMO_TOKEN);
    setLocale('en');
    renderShell('/');
    await waitFor(() => expect(document.title).toBe('Test Portal | Dashboard'));
  });

  it('shows the not-found page with home and technical-support links for an unknown path', async () => {
    setToken(DEMO_TOKEN);
    setLocale('en');
    renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Technical support' })).toHaveAttribute(
      'href',
      '/support/tickets',
    );
    // its own layout: no header menus or side navigation
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Test Portal | Page not found'));
  });

  it('shows the dashboard tiles, with the placeholders disabled and the docs link in a new tab', async () => {
    setToken(DEMO_TOKEN);
    setLocale('en');
    renderShell('/');
    const tiles = within(await screen.findByTestId('shortcut-tiles'));
    expect(tiles.getByRole('link', { name: 'CDN' })).toHaveAttribute('href', '/cdn');
    expect(tiles.getByRole('link', { name: 'Cloud DNS' })).toHaveAttribute('href', '/cdn');
    expect(tiles.getByRole('link', { name: 'Security firewall' })).toHaveAttribute('href', '/cloud/firewall');
    expect(tiles.getByRole('link', { name: 'Cloud servers' })).toHaveAttribute('href', '/cloud/servers');
    expect(tiles.queryByRole('link', { name: /Video service/ })).not.toBeInTheDocument();
    expect(tiles.getByText('Video service').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const docs = tiles.getByRole('link', { name: /Documentation/ });
    expect(docs).toHaveAttribute('href', 'https://docs.example.com');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs.getAttribute('rel')).toContain('noopener');
  });

  it('lists video on demand and live streaming in the side navigation without a link', async () => {
    setToken(DEMO_TOKEN);
    setLocale('en');
    renderShell('/');
    const nav = await screen.findByRole('navigation', { name: 'Areas' });
    expect(nav).toHaveTextContent('Video on demand');
    expect(nav).toHaveTextContent('Live streaming');
    expect(screen.queryByRole('link', { name: /Video on demand/ })).not.toBeInTheDocument();
  });
});
