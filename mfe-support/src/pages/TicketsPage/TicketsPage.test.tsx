import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import * as parcel from '../../remote';
import { makeTicket } from '../../testing/fixtures';
import { mountTestParcel } from '@portal/shared-ui/testing';
import { ok, setupSupportServer } from '../../testing/testServer';
import { tabFromSearch } from './TicketsPage';

const server = setupSupportServer();

const open = (path = '/support/tickets', locale: 'fa' | 'en' = 'en') => mountTestParcel(parcel, { basePath: '/support', path, locale });

describe('the tickets page', () => {
  it('lists the open tickets with #, subject, send date and department', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Open tickets' });
    expect(within(table).getByRole('columnheader', { name: '#' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Subject' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Send date' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Department' })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByRole('link', { name: 'SSL does not activate' })).toBeInTheDocument());
    expect(within(table).getByRole('link', { name: 'Server is slow' })).toHaveAttribute('href', '/support/tickets/2');
    expect(within(table).queryByText('Move DNS records')).not.toBeInTheDocument();
  });

  it('keeps the tab in the address', async () => {
    const view = await open();
    await screen.findByRole('link', { name: 'SSL does not activate' });
    await userEvent.click(screen.getByRole('tab', { name: /Closed tickets/ }));
    await waitFor(() => expect(view.currentPath()).toBe('/support/tickets?tab=closed'));
    expect(await screen.findByRole('link', { name: 'Move DNS records' })).toBeInTheDocument();
  });

  it('opens the closed tab from the address', async () => {
    await open('/support/tickets?tab=closed');
    expect(await screen.findByRole('link', { name: 'Move DNS records' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Closed tickets/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a ticket when its row is clicked', async () => {
    const view = await open();
    const link = await screen.findByRole('link', { name: 'Server is slow' });
    await userEvent.click(link.closest('tr') as HTMLElement);
    await waitFor(() => expect(view.currentPath()).toBe('/support/tickets/2'));
  });

  it('says there are no tickets', async () => {
    server.use(http.get('/api/v1/support/tickets', () => ok({ opened_list: [], closed_list: [] })));
    await open();
    expect(await screen.findByText('No tickets')).toBeInTheDocument();
  });

  it('shows a subject with markup as text', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    server.use(http.get('/api/v1/support/tickets', () => ok({ opened_list: [makeTicket(9, { subject: payload })], closed_list: [] })));
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

describe('tabFromSearch', () => {
  it.each([
    ['', 'open'],
    ['?tab=closed', 'closed'],
    ['?tab=weird', 'open'],
  ])('%p → %p', (search, tab) => expect(tabFromSearch(new URLSearchParams(search))).toBe(tab));
});
