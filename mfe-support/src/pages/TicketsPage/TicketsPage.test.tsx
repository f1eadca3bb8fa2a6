import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { makeTicket } from '@portal/api-support/factories';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { demoLists, setupSupportServer } from '../../testing/testServer';
import { tabFromSearch } from './TicketsPage';

const server = setupSupportServer();

// the demo customer's answered ticket, one awaiting an answer, and a closed one
const ssl = demoLists.opened_list[0]!;
const slow = demoLists.opened_list[1]!;
const dns = demoLists.closed_list[0]!;

const open = (path = '/support/tickets', locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(parcel, { basePath: '/support', path, locale });

describe('the tickets page', () => {
  it('lists the open tickets with #, subject, send date and department', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Open tickets' });
    expect(within(table).getByRole('columnheader', { name: '#' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Subject' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Send date' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Department' })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('link', { name: ssl.subject })).toBeInTheDocument());
    expect(within(table).getByRole('link', { name: slow.subject })).toHaveAttribute(
      'href',
      `/support/tickets/${slow.id}`,
    );
    expect(within(table).queryByText(dns.subject)).not.toBeInTheDocument();
  });

  it('keeps the tab in the address', async () => {
    const view = await open();
    await screen.findByRole('link', { name: ssl.subject });
    await userEvent.click(screen.getByRole('tab', { name: /Closed tickets/ }));
    await waitFor(() => expect(view.currentPath()).toBe('/support/tickets?tab=closed'));
    expect(await screen.findByRole('link', { name: dns.subject })).toBeInTheDocument();
  });

  it('opens the closed tab from the address', async () => {
    await open('/support/tickets?tab=closed');
    expect(await screen.findByRole('link', { name: dns.subject })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Closed tickets/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a ticket when its row is clicked', async () => {
    const view = await open();
    const link = await screen.findByRole('link', { name: slow.subject });
    await userEvent.click(link.closest('tr') as HTMLElement);
    await waitFor(() => expect(view.currentPath()).toBe(`/support/tickets/${slow.id}`));
  });

  it('says there are no tickets', async () => {
    server.use(http.get('/api/v1/support/tickets', () => apiOk({ opened_list: [], closed_list: [] })));
    await open();
    expect(await screen.findByText('No tickets')).toBeInTheDocument();
  });

  it('shows a subject with markup as text', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    server.use(
      http.get('/api/v1/support/tickets', () =>
        apiOk({ opened_list: [makeTicket(9, { subject: payload })], closed_list: [] }),
      ),
    );
    const { domElement } = await open();
    expect(await screen.findByRole('link', { name: payload })).toBeInTheDocument();
    expect(domElement.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('reads in Persian', async () => {
    await open('/support/tickets', 'fa');
    expect(await screen.findByRole('tab', { name: /تیکت‌های باز/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'تاریخ ارسال' })).toBeInTheDocument();
  });
});

describe('the tickets page after a locale switch', () => {
  it('shows the department names the provider localizes, in the new language, both ways', async () => {
    const view = await open('/support/tickets', 'en');
    const table = await screen.findByRole('table', { name: 'Open tickets' });
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: ssl.subject }).closest('tr')).toHaveTextContent('CDN'),
    );
    expect(within(table).getByRole('link', { name: slow.subject }).closest('tr')).toHaveTextContent('Cloud');
    await view.setLocale('fa');
    const rowOf = (subject: string) =>
      within(screen.getByRole('table', { name: 'تیکت‌های باز' }))
        .getByRole('link', { name: subject })
        .closest('tr');
    await waitFor(() => expect(rowOf(slow.subject)).toHaveTextContent('سرور ابری'));
    expect(rowOf(ssl.subject)).toHaveTextContent('شبکه توزیع محتوا');
    await view.setLocale('en');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Open tickets' }))
          .getByRole('link', { name: slow.subject })
          .closest('tr'),
      ).toHaveTextContent('Cloud'),
    );
  });
});

describe('tabFromSearch', () => {
  it.each([
    ['', 'open'],
    ['?tab=closed', 'closed'],
    ['?tab=weird', 'open'],
  ])('%p → %p', (search, tab) => expect(tabFromSearch(new URLSearchParams(search))).toBe(tab));
});
