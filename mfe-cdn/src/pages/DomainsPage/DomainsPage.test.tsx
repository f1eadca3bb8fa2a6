import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { makeDomain } from '@portal/api-cdn/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { setupCdnServer } from '../../testing/testServer';

const server = setupCdnServer();

const open = (path = '/cdn', locale: 'fa' | 'en' = 'en') => mountCdn(path, locale);
const table = () => screen.findByRole('table', { name: 'Your domains' });
const names = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((r) => within(r).getAllByRole('cell', { hidden: true })[0]?.textContent);

describe('the domain list', () => {
  it('lists the domains with name, status, plan, traffic of the plan and the date they were added', async () => {
    await open();
    const t = await table();
    const headers = within(t)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers).toEqual(['Domain', 'Status', 'Plan', 'Traffic this month', 'Added on']);
    await within(t).findByRole('link', { name: 'example-shop.ir' });
    expect(names(t)).toEqual(['my-blog.com', 'pro-store.com', 'example-shop.ir', 'old-portfolio.net']);
    const shop = within(t).getByRole('link', { name: 'example-shop.ir' }).closest('tr') as HTMLElement;
    expect(shop).toHaveTextContent('Active');
    expect(shop).toHaveTextContent('Economy');
    expect(shop).toHaveTextContent('85 GB of 500 GB');
    // added 90 days before the demo data's moment (2025-03-15), written YYYY/MM/DD
    expect(within(shop).getByText('2024/12/15')).toBeInTheDocument();
  });

  it('links each domain to /cdn/{domain_name}/{domain_id}, and a click on the row opens it', async () => {
    const view = await open();
    expect(await screen.findByRole('link', { name: 'example-shop.ir' })).toHaveAttribute(
      'href',
      '/cdn/example-shop.ir/1',
    );
    const row = screen.getByRole('link', { name: 'my-blog.com' }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText('Free'));
    await waitFor(() => expect(view.currentPath()).toBe('/cdn/my-blog.com/2'));
  });

  it('explains a status on focus, without opening the row', async () => {
    const view = await open();
    const row = (await screen.findByRole('link', { name: 'my-blog.com' })).closest('tr') as HTMLElement;
    const badge = row.querySelector('[data-status-hint="pending"]') as HTMLElement;
    // from the domain's link, the keyboard's next stop is its status
    within(row).getByRole('link', { name: 'my-blog.com' }).focus();
    await userEvent.tab();
    expect(badge).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'nameservers point to ours; the change can take up to 24 hours',
    );
    expect(badge).toHaveAccessibleDescription(/can take up to 24 hours/);
    await userEvent.click(badge);
    expect(view.currentPath()).toBe('/cdn');
  });

  it('searches by name and filters by status, and keeps both in the address', async () => {
    const view = await open();
    const t = await table();
    await within(t).findByRole('link', { name: 'example-shop.ir' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'SHOP');
    await waitFor(() => expect(names(t)).toEqual(['example-shop.ir']));
    expect(view.currentPath()).toBe('/cdn?q=SHOP');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await waitFor(() => expect(names(t)).toEqual(['pro-store.com', 'example-shop.ir']));
    expect(view.currentPath()).toBe('/cdn?status=active');
  });

  it('opens with the search, status, page and size of its address', async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains', () =>
        apiOk(
          Array.from({ length: 30 }, (_, i) =>
            makeDomain(i + 1, { name: `site-${i + 1}.ir`, status: i % 2 ? 'active' : 'pending' }),
          ),
        ),
      ),
    );
    await open('/cdn?q=site&status=pending&page=2&size=10');
    const t = await table();
    // the odd sites are pending: 15 of them, the second page of 10 holds the last five
    await waitFor(() =>
      expect(names(t)).toEqual(['site-21.ir', 'site-23.ir', 'site-25.ir', 'site-27.ir', 'site-29.ir']),
    );
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('site');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  });

  it('pages and changes the page size through the address', async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains', () =>
        apiOk(Array.from({ length: 12 }, (_, i) => makeDomain(i + 1, { name: `site-${i + 1}.ir` }))),
      ),
    );
    const view = await open();
    expect(await screen.findByRole('link', { name: 'site-10.ir' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'site-11.ir' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'site-12.ir' })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/cdn?page=2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(view.currentPath()).toBe('/cdn?size=25'));
    expect(await screen.findByRole('link', { name: 'site-1.ir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'site-12.ir' })).toBeInTheDocument();
  });

  it('says when no domain matches the search', async () => {
    await open('/cdn?q=nothing-like-this');
    expect(await screen.findByText('No domain matches this search')).toBeInTheDocument();
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
    const t = await table();
    expect(await within(t).findByText('Blocked by the provider')).toBeInTheDocument();
    expect(within(t).getByText('Unknown')).toBeInTheDocument();
  });

  it('says no domains were added when the list is empty, with the button that adds one', async () => {
    server.use(http.get('/api/v1/cdn/ng/domains', () => apiOk([])));
    await open();
    expect(await screen.findByText('No domains added')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByRole('dialog', { name: 'Add a domain' })).toBeInTheDocument();
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
    const { domElement } = await open('/cdn', 'fa');
    const t = await screen.findByRole('table', { name: 'دامنه‌های شما' });
    expect(within(t).getByRole('columnheader', { name: 'وضعیت' })).toBeInTheDocument();
    const shop = (await within(t).findByRole('link', { name: 'example-shop.ir' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(shop).getByText('اقتصادی')).toBeInTheDocument();
    expect(within(shop).getByText('فعال')).toBeInTheDocument();
    expect(shop).toHaveTextContent('85 از 500 گیگابایت');
    expect(domElement).toHaveAttribute('dir', 'rtl');
  });

  it('asks the provider again after a locale switch, so the plan titles follow it both ways', async () => {
    const view = await open();
    const t = await table();
    expect(await within(t).findByText('Economy')).toBeInTheDocument();
    await view.setLocale('fa');
    expect(await within(t).findByText('اقتصادی')).toBeInTheDocument();
    await view.setLocale('en');
    expect(await within(t).findByText('Economy')).toBeInTheDocument();
  });
});
