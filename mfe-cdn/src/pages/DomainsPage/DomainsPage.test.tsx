import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { makeDomain } from '@portal/shared-sdk/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupCdnServer } from '../../testing/testServer';

const server = setupCdnServer();

const open = (locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(parcel, { basePath: '/cdn', path: '/cdn', locale });

describe('the domain list', () => {
  it('lists the domains with name, status, plan and the date they were added', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Your domains' });
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers).toEqual(['Domain', 'Status', 'Plan', 'Added on']);
    await within(table).findByRole('link', { name: 'example-shop.ir' });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell', { hidden: true })[0]?.textContent)).toEqual([
      'my-blog.com',
      'example-shop.ir',
      'old-portfolio.net',
    ]);
    expect(rows[0]).toHaveTextContent('Awaiting nameserver change');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Economy');
    expect(rows[2]).toHaveTextContent('Suspended');
    expect(rows[2]).toHaveTextContent('Commercial');
    // added 90 days before the demo data's moment (2025-03-15), written YYYY/MM/DD
    expect(within(rows[1] as HTMLElement).getByText('2024/12/15')).toBeInTheDocument();
  });

  it('links each domain to /cdn/{domain_name}/{domain_id}', async () => {
    await open();
    expect(await screen.findByRole('link', { name: 'example-shop.ir' })).toHaveAttribute(
      'href',
      '/cdn/example-shop.ir/1',
    );
    expect(screen.getByRole('link', { name: 'old-portfolio.net' })).toHaveAttribute(
      'href',
      '/cdn/old-portfolio.net/3',
    );
  });

  it('opens a domain when its row is clicked', async () => {
    const view = await open();
    const link = await screen.findByRole('link', { name: 'my-blog.com' });
    await userEvent.click(within(link.closest('tr') as HTMLElement).getByText('Awaiting nameserver change'));
    await waitFor(() => expect(view.currentPath()).toBe('/cdn/my-blog.com/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Domain my-blog.com' })).toBeInTheDocument();
  });

  it('shows the admin-blocked status and unknown statuses without breaking', async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains', () =>
        apiOk([
          makeDomain(7, { name: 'blocked.ir', status: 'admin-suspend' }),
          { ...makeDomain(8, { name: 'odd.ir' }), status: 'archived' },
        ]),
      ),
    );
    await open();
    const table = await screen.findByRole('table', { name: 'Your domains' });
    expect(await within(table).findByText('Blocked by the provider')).toBeInTheDocument();
    expect(within(table).getByText('Unknown')).toBeInTheDocument();
  });

  it('says no domains were added when the list is empty', async () => {
    server.use(http.get('/api/v1/cdn/ng/domains', () => apiOk([])));
    await open();
    expect(await screen.findByText('No domains added')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages after ten domains', async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains', () =>
        apiOk(Array.from({ length: 12 }, (_, i) => makeDomain(i + 1, { name: `site-${i + 1}.ir` }))),
      ),
    );
    await open();
    expect(await screen.findByRole('link', { name: 'site-10.ir' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'site-11.ir' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'site-12.ir' })).toBeInTheDocument();
  });

  it("shows the server's message when the list fails, and retry loads it", async () => {
    server.use(http.get('/api/v1/cdn/ng/domains', () => apiFailure(500, 'Please Try Again'), { once: true }));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please Try Again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'example-shop.ir' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a domain name with markup as text', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    server.use(http.get('/api/v1/cdn/ng/domains', () => apiOk([makeDomain(9, { name: payload })])));
    const { domElement } = await open();
    expect(await screen.findByRole('link', { name: payload })).toBeInTheDocument();
    expect(domElement.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('reads in Persian, right to left, with the Persian plan titles the server sends', async () => {
    const { domElement } = await open('fa');
    const table = await screen.findByRole('table', { name: 'دامنه‌های شما' });
    expect(within(table).getByRole('columnheader', { name: 'وضعیت' })).toBeInTheDocument();
    expect(await within(table).findByText('اقتصادی')).toBeInTheDocument();
    expect(within(table).getByText('فعال')).toBeInTheDocument();
    expect(domElement).toHaveAttribute('dir', 'rtl');
  });

  it('asks the provider again after a locale switch, so the plan titles follow it both ways', async () => {
    const view = await open('en');
    const table = await screen.findByRole('table', { name: 'Your domains' });
    expect(await within(table).findByText('Economy')).toBeInTheDocument();
    await view.setLocale('fa');
    expect(await within(table).findByText('اقتصادی')).toBeInTheDocument();
    await view.setLocale('en');
    expect(await within(table).findByText('Economy')).toBeInTheDocument();
  });
});
