import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SCROLL_AREA_HEIGHT_PX } from '@portal/shared-sdk';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { demoLists, setupSupportServer } from '../../testing/testServer';
import * as widget from './remote';

const server = setupSupportServer();

const ssl = demoLists.opened_list[0]!;
const slow = demoLists.opened_list[1]!;
const dns = demoLists.closed_list[0]!;

const mountCard = (props: Record<string, unknown> = {}, locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(widget, { props, basePath: '/support', path: '/', locale });

describe('the latest-tickets card', () => {
  it('lists open tickets labelled answered or awaiting reply, each opening its page', async () => {
    const view = await mountCard();
    const link = await screen.findByRole('link', { name: new RegExp(ssl.subject) });
    expect(link).toHaveAttribute('href', `/support/tickets/${ssl.id}`);
    expect(link).toHaveTextContent('Answered');
    expect(screen.getByRole('link', { name: new RegExp(slow.subject) })).toHaveTextContent('Awaiting reply');
    expect(screen.queryByText(dns.subject)).not.toBeInTheDocument();
    await userEvent.click(link);
    await waitFor(() => expect(view.currentPath()).toBe(`/support/tickets/${ssl.id}`));
  });

  it('links to /support/tickets under the list, which scrolls within 210 px', async () => {
    await mountCard();
    expect(await screen.findByRole('link', { name: 'All tickets' })).toHaveAttribute(
      'href',
      '/support/tickets',
    );
    expect(SCROLL_AREA_HEIGHT_PX.tickets).toBe(210);
    expect(screen.getByTestId('latest-tickets-scroll')).toHaveStyle({ maxHeight: '210px' });
  });

  it("shows the server's message with a retry that loads the list", async () => {
    let failing = true;
    server.use(
      http.get('/api/v1/support/tickets', () =>
        failing ? apiFailure(429, 'Too many requests, try again in a minute') : apiOk(demoLists),
      ),
    );
    await mountCard();
    expect(await screen.findByText('Too many requests, try again in a minute')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: new RegExp(ssl.subject) })).toBeInTheDocument();
  });

  it("opens the shell's new-ticket dialog", async () => {
    const openDialog = jest.fn();
    await mountCard({ openDialog });
    await userEvent.click(await screen.findByRole('button', { name: 'Send ticket' }));
    expect(openDialog).toHaveBeenCalledWith('NewTicket');
  });

  it('opens its own new-ticket dialog, loaded on demand, when the shell hosts no dialogs', async () => {
    await mountCard();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says there are no tickets', async () => {
    server.use(http.get('/api/v1/support/tickets', () => apiOk({ opened_list: [], closed_list: [] })));
    await mountCard({}, 'fa');
    expect(await screen.findByText('تیکتی وجود ندارد')).toBeInTheDocument();
    // the way to a first ticket stays under the empty list
    expect(screen.getByRole('button', { name: 'ارسال تیکت' })).toBeInTheDocument();
  });
});
