import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { clearToken, setToken } from '@portal/shared-sdk';
import { makeTicket, ticketDetailOf } from '@portal/api-support/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { demoLists, demoReplies, setupSupportServer } from '../../testing/testServer';

const server = setupSupportServer();

// the demo customer's answered ticket (a staff reply with a file) and a closed one
const ssl = demoLists.opened_list[0]!;
const dns = demoLists.closed_list[0]!;
const [sslQuestion, sslAnswer] = demoReplies.filter((r) => r.ticket_id === ssl.id);
const detailOf = (ticket: typeof ssl) => ticketDetailOf(ticket, demoReplies, demoLists);

const open = (id: number) =>
  mountTestParcel(parcel, { basePath: '/support', path: `/support/tickets/${id}`, locale: 'en' });

describe('the ticket page', () => {
  it('shows the conversation with dates, authors and attachments', async () => {
    await open(ssl.id);
    expect(await screen.findByRole('heading', { name: ssl.subject })).toBeInTheDocument();
    // the facts name what they are: the department, the priority, the service
    const facts = screen.getAllByRole('term')[0]!.closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent(`Department:${ssl.department_name}`);
    expect(facts).toHaveTextContent(
      `Priority:${ssl.priority === 'HIGH' ? 'High' : ssl.priority === 'LOW' ? 'Low' : 'Medium'}`,
    );
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText(sslQuestion!.message)).toBeInTheDocument();
    expect(within(conversation).getByText(sslAnswer!.message)).toBeInTheDocument();
    expect(within(conversation).getByText('Support team')).toBeInTheDocument();
    expect(within(conversation).getByRole('button', { name: 'Download caa-guide.txt' })).toBeInTheDocument();
    expect(within(conversation).getAllByRole('time').length).toBeGreaterThanOrEqual(2);
  });

  it('says when the ticket does not exist', async () => {
    await open(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket does not exist!');
  });

  it('refuses a short reply and sends a valid one, then clears it', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post('/api/v1/support/tickets/reply', async ({ request }) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return apiOk(
          {
            id: 12,
            ticket_id: ssl.id,
            author: 'user',
            author_name: 'Ali',
            message: 'More details here',
            files: [],
            rate: null,
            created_at: 1,
          },
          'Your reply has been sent',
        );
      }),
    );
    await open(ssl.id);
    const user = userEvent.setup();
    const message = await screen.findByLabelText(/^Message/);
    await user.type(message, 'abcd');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The message must be at least 5 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(message, 'e more');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply has been sent')).toBeInTheDocument();
    expect(sent).toEqual([{ ticket_id: String(ssl.id), message: 'abcde more' }]);
    await waitFor(() => expect(message).toHaveValue(''));
  });

  it('keeps the reply when sending fails and shows the server message', async () => {
    server.use(
      http.post('/api/v1/support/tickets/reply', () =>
        apiFailure(422, 'This ticket is closed; reopen it to continue'),
      ),
    );
    await open(ssl.id);
    const user = userEvent.setup();
    const message = await screen.findByLabelText(/^Message/);
    await user.type(message, 'Still broken');
    expect(message).toHaveValue('Still broken');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This ticket is closed; reopen it to continue')).toBeInTheDocument();
    expect(message).toHaveValue('Still broken');
  });

  it('closes a ticket after a confirmation', async () => {
    let closed = false;
    const ticket = ssl;
    server.use(
      http.get(`/api/v1/support/tickets/change-status/close-ticket/${ticket.id}`, () => {
        closed = true;
        return apiOk({ ...ticket, status: 'closed' }, 'The ticket has been closed');
      }),
      http.get(`/api/v1/support/tickets/${ticket.id}`, () =>
        apiOk(detailOf(closed ? { ...ticket, status: 'closed' } : ticket)),
      ),
    );
    await open(ssl.id);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('The ticket has been closed')).toBeInTheDocument();
    expect(
      await screen.findByText('This ticket is closed. Reopen it to continue the conversation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen ticket' })).toBeInTheDocument();
  });

  it('reopens a closed ticket', async () => {
    const ticket = dns;
    let reopened = false;
    server.use(
      http.get(`/api/v1/support/tickets/change-status/open-ticket/${ticket.id}`, () => {
        reopened = true;
        return apiOk({ ...ticket, status: 'open' }, 'The ticket has been reopened');
      }),
      http.get(`/api/v1/support/tickets/${ticket.id}`, () =>
        apiOk(detailOf(reopened ? { ...ticket, status: 'open' } : ticket)),
      ),
    );
    await open(dns.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByRole('button', { name: 'Send reply' })).toBeInTheDocument();
  });

  it('rates a staff reply', async () => {
    let rated = '';
    server.use(
      http.get('/api/v1/support/tickets/rate/:reply/:rate', ({ params }) => {
        rated = `${String(params.reply)}/${String(params.rate)}`;
        return apiOk({}, 'Thank you for rating this answer');
      }),
    );
    await open(ssl.id);
    await userEvent.click(await screen.findByRole('button', { name: '4 of 5' }));
    expect(await screen.findByText('Thank you for rating this answer')).toBeInTheDocument();
    expect(rated).toBe(`${sslAnswer!.id}/4`);
  });

  it('downloads an attachment with the bearer and saves it under its original name', async () => {
    let auth: string | null = null;
    server.use(
      http.get('/api/v1/support/tickets/file-api/seed-caa-guide-0001', ({ request }) => {
        auth = request.headers.get('authorization');
        return new Response('guide', {
          headers: {
            'Content-Type': 'text/plain',
            'Content-Disposition': 'attachment; filename="caa-guide.txt"',
          },
        });
      }),
    );
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:test');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    setToken('demo-0123456789abcdef');
    await open(ssl.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Download caa-guide.txt' }));
    await waitFor(() => expect(saved).toEqual(['caa-guide.txt']));
    expect(createObjectURL).toHaveBeenCalled();
    expect(auth).toBe('Bearer demo-0123456789abcdef');
    click.mockRestore();
    clearToken();
  });

  it('shows markup in messages and file names as text', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    // the answered ticket's conversation, its question and its file's name replaced by markup
    const replies = [
      { ...sslQuestion!, ticket_id: 9, message: payload },
      {
        ...sslAnswer!,
        ticket_id: 9,
        files: sslAnswer!.files.map((f) => ({ ...f, original_name: `${payload}.txt` })),
      },
    ];
    const detail = ticketDetailOf(makeTicket(9, { subject: payload }), replies, demoLists);
    server.use(http.get('/api/v1/support/tickets/9', () => apiOk(detail)));
    const { domElement } = await open(9);
    expect(await screen.findByRole('heading', { name: payload })).toBeInTheDocument();
    expect(screen.getByText(payload, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Download ${payload}.txt` })).toBeInTheDocument();
    expect(domElement.querySelector('img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
