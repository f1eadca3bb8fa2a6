import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { bus } from '@portal/shared-sdk';
import { apiFailure } from '@portal/shared-ui/testing';
import { dnsKeys } from '../../data/dns/keys';
import { domainKeys } from '../../data/domains/keys';
import { queryClient } from '../../data/queryClient';
import { mountCdn } from '../../testing/mountCdn';
import { setupCdnServer } from '../../testing/testServer';

const server = setupCdnServer();

/** The domain's sections, after opening them the way a phone does (a wide screen shows them beside the page). */
async function openSections() {
  const toggle = await screen.findByRole('button', { name: /^Sections/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  return screen.getByRole('navigation', { name: 'Domain sections' });
}

describe("a domain's frame", () => {
  it('recovers the domain from the address: its name as the heading, with its status', async () => {
    await mountCdn('/cdn/example-shop.ir/1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'example-shop.ir' });
    await waitFor(() =>
      expect(heading.parentElement?.querySelector('[data-status-hint="active"]')).toHaveTextContent('Active'),
    );
    // a domain reads left to right inside Persian text too
    expect(within(heading).getByText('example-shop.ir')).toHaveAttribute('dir', 'ltr');
  });

  it('goes back to /cdn when the id names no domain of the user', async () => {
    const view = await mountCdn('/cdn/example-shop.ir/999');
    await waitFor(() => expect(view.currentPath()).toBe('/cdn'));
    expect(await screen.findByRole('table', { name: 'Your domains' })).toBeInTheDocument();
  });

  it("goes back to /cdn when the name is not the id's domain", async () => {
    const view = await mountCdn('/cdn/my-blog.com/1/plans');
    await waitFor(() => expect(view.currentPath()).toBe('/cdn'));
  });

  it('goes back to /cdn for an id that is not a number', async () => {
    const view = await mountCdn('/cdn/example-shop.ir/abc');
    await waitFor(() => expect(view.currentPath()).toBe('/cdn'));
  });

  it("shows the server's message when the domain cannot be read, and retry reads it", async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains/:id', () => apiFailure(500, 'Please Try Again'), { once: true }),
    );
    await mountCdn('/cdn/example-shop.ir/1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please Try Again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Active')).length).toBeGreaterThan(0);
  });

  it('forgets the selected domain on a 403 (the shell then goes to /cdn)', async () => {
    await mountCdn('/cdn/example-shop.ir/1');
    await screen.findAllByText('Active');
    expect(queryClient.getQueryData(domainKeys.detail(1))).toBeDefined();
    bus.emit('session:forbidden', {});
    expect(queryClient.getQueryData(domainKeys.detail(1))).toBeUndefined();
  });
});

describe("a domain's navigation", () => {
  it('groups the sections that are built, marks the current one and links each under the domain', async () => {
    await mountCdn('/cdn/example-shop.ir/1/plans');
    const nav = await openSections();
    expect(
      within(nav)
        .getAllByRole('list')
        .map(
          (l) =>
            l.getAttribute('aria-labelledby') &&
            document.getElementById(l.getAttribute('aria-labelledby')!)?.textContent,
        ),
    ).toEqual(['Site', 'Security', 'Traffic rules', 'Reports', 'Plan']);
    expect(within(nav).getByRole('link', { name: 'Domain information' })).toHaveAttribute(
      'href',
      '/cdn/example-shop.ir/1',
    );
    expect(within(nav).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Domain information' })).not.toHaveAttribute('aria-current');
  });

  it("asks for the DNS page's first records when its link is hovered or focused, before it is opened", async () => {
    await mountCdn('/cdn/example-shop.ir/1/plans');
    const nav = await openSections();
    const dns = within(nav).getByRole('link', { name: 'DNS' });
    const records = () => queryClient.getQueryCache().findAll({ queryKey: dnsKeys.records(1) });
    queryClient.removeQueries({ queryKey: dnsKeys.records(1) });
    await userEvent.hover(dns);
    await waitFor(() => expect(records().map((q) => q.state.status)).toEqual(['success']));
    expect(records()[0]?.state.data).toMatchObject({ total: expect.any(Number) });
    queryClient.removeQueries({ queryKey: dnsKeys.records(1) });
    dns.focus();
    await waitFor(() => expect(records().map((q) => q.state.status)).toEqual(['success']));
    expect(dns).not.toHaveAttribute('aria-current');
  });

  it("gives the area's not-found for an address that is no section, and keeps the navigation", async () => {
    await mountCdn('/cdn/example-shop.ir/1/no-such-section');
    expect(await screen.findByText('This CDN page was not found')).toBeInTheDocument();
    const nav = await openSections();
    expect(within(nav).getByRole('link', { name: 'DDoS protection' })).toHaveAttribute(
      'href',
      '/cdn/example-shop.ir/1/ddos-protection',
    );
    expect(within(nav).getByRole('link', { name: 'Traffic report' })).toHaveAttribute(
      'href',
      '/cdn/example-shop.ir/1/reports/traffic',
    );
  });

  it('names the current section on the phone button, which opens and closes the list', async () => {
    const view = await mountCdn('/cdn/example-shop.ir/1');
    const toggle = await screen.findByRole('button', { name: 'Sections: Domain information' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Domain sections' })).getByRole('link', {
        name: 'Plans',
      }),
    );
    await waitFor(() => expect(view.currentPath()).toBe('/cdn/example-shop.ir/1/plans'));
    // a section chosen closes the list
    expect(await screen.findByRole('button', { name: 'Sections: Plans' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('reads in Persian, right to left', async () => {
    const { domElement } = await mountCdn('/cdn/example-shop.ir/1', 'fa');
    const toggle = await screen.findByRole('button', { name: 'بخش‌ها: اطلاعات دامنه' });
    await userEvent.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'بخش‌های دامنه' });
    expect(within(nav).getByRole('link', { name: 'پلن‌ها' })).toBeInTheDocument();
    expect(domElement).toHaveAttribute('dir', 'rtl');
  });
});
