import { HttpResponse, http } from 'msw';
import { setToken } from '@portal/shared-sdk';
import { API_V1, failure, resetApiSession, server, useTestServer } from '@portal/shared-sdk/testing';
import { makeTicket } from '../factories';
import { fileNameFromDisposition, supportApi, type Ticket } from './support';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

const ok = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });

const ticket: Ticket = makeTicket(7, {
  subject: 'Server down',
  department: 'CLOUD',
  department_name: 'Cloud',
  priority: 'HIGH',
  resource: { type: 'server', id: 1, name: 'web-1' },
});

describe('supportApi', () => {
  it('lists the open and closed tickets', async () => {
    server.use(http.get(`${API_V1}/support/tickets`, () => ok({ opened_list: [ticket], closed_list: [] })));
    await expect(supportApi.tickets()).resolves.toEqual({ opened_list: [ticket], closed_list: [] });
  });

  it('asks for a ticket with 100 open and 100 closed entries', async () => {
    let query = '';
    server.use(
      http.get(`${API_V1}/support/tickets/7`, ({ request }) => {
        query = new URL(request.url).search;
        return ok({
          ticket: { ...ticket, replies: [] },
          opened_list: [],
          closed_list: [],
          opened_count: 1,
          closed_count: 0,
        });
      }),
    );
    const data = await supportApi.ticket(7);
    expect(query).toBe('?opened_count=100&closed_count=100');
    expect(data.ticket.id).toBe(7);
  });

  it('unwraps the departments list from data.data', async () => {
    server.use(
      http.get(`${API_V1}/support/tickets/departments`, () =>
        ok({ data: [{ id: 'CDN', name: 'CDN', resource_type: 'domain' }] }),
      ),
    );
    await expect(supportApi.departments()).resolves.toEqual([
      { id: 'CDN', name: 'CDN', resource_type: 'domain' },
    ]);
  });

  it('gets the services a ticket can be about', async () => {
    const services = {
      domains: [{ domain: 'a.ir', domain_id: 1 }],
      servers: [{ display_name: 'web-1', id: 1 }],
    };
    server.use(http.get(`${API_V1}/support/tickets/services`, () => ok(services)));
    await expect(supportApi.services()).resolves.toEqual(services);
  });

  it('uploads a file as multipart field `file` and reports progress up to 1', async () => {
    let fields: string[] = [];
    let contentType: string | null = null;
    let auth: string | null = null;
    server.use(
      http.post(`${API_V1}/support/tickets/file-uploader`, async ({ request }) => {
        auth = request.headers.get('authorization');
        contentType = request.headers.get('content-type');
        fields = Array.from((await request.formData()).keys());
        return ok({
          content: {
            data: {
              file_storage_id: 11,
              static_slug: 'abcdefgh12',
              original_name: 'log.txt',
              size: 5,
              mime: 'text/plain',
            },
          },
        });
      }),
    );
    const progress: number[] = [];
    const stored = await supportApi.upload(new File(['hello'], 'log.txt', { type: 'text/plain' }), {
      onProgress: (f) => progress.push(f),
    });
    expect(stored.file_storage_id).toBe(11);
    // jsdom's XHR flattens a File part to text, so only the part's name is checked here; the
    // sandbox tests and e2e check the bytes
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual(['file']);
    expect(auth).toBe('Bearer demo-0123456789abcdef');
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((p) => p >= 0 && p <= 1)).toBe(true);
  });

  it('creates a ticket form-encoded with files_id and gives back the message and the id', async () => {
    let form: Record<string, string> = {};
    server.use(
      http.post(`${API_V1}/support/tickets`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return ok({ content: { data: { ticket_id: 42 } } }, 'Your ticket has been sent');
      }),
    );
    const result = await supportApi.create({
      subject: 'Hi',
      department: 'CDN',
      message: 'Hello there',
      priority: 'MEDIUM',
      resource_id: 3,
      files_id: [11, 12],
    });
    expect(result).toEqual({ message: 'Your ticket has been sent', data: { ticketId: 42 } });
    expect(form).toEqual({
      subject: 'Hi',
      department: 'CDN',
      message: 'Hello there',
      priority: 'MEDIUM',
      resource_id: '3',
      'files_id[0]': '11',
      'files_id[1]': '12',
    });
  });

  it('turns a failed creation into an ApiError with the server message', async () => {
    server.use(
      http.post(`${API_V1}/support/tickets`, () =>
        HttpResponse.json(
          { success: false, message: 'Subject missing', fields: { subject: ['Required'] } },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(supportApi.create({ subject: '', department: 'CDN', message: 'Hello' }));
    expect(error.message).toBe('Subject missing');
    expect(error.fieldMessage('subject')).toBe('Required');
  });

  it('replies, closes, reopens and rates with the server message', async () => {
    const reply = {
      id: 5,
      ticket_id: 7,
      author: 'user',
      author_name: 'Ali',
      message: 'more info',
      files: [],
      rate: null,
      created_at: 1,
    };
    server.use(
      http.post(`${API_V1}/support/tickets/reply`, () => ok(reply, 'Reply sent')),
      http.get(`${API_V1}/support/tickets/change-status/close-ticket/7`, () =>
        ok({ ...ticket, status: 'closed' }, 'Closed'),
      ),
      http.get(`${API_V1}/support/tickets/change-status/open-ticket/7`, () => ok(ticket, 'Opened')),
      http.get(`${API_V1}/support/tickets/rate/5/4`, () =>
        ok({ ...reply, author: 'staff', rate: 4 }, 'Thanks'),
      ),
    );
    await expect(supportApi.reply({ ticket_id: 7, message: 'more info' })).resolves.toEqual({
      message: 'Reply sent',
      data: reply,
    });
    await expect(supportApi.close(7)).resolves.toMatchObject({
      message: 'Closed',
      data: { status: 'closed' },
    });
    await expect(supportApi.open(7)).resolves.toMatchObject({ message: 'Opened', data: { status: 'open' } });
    await expect(supportApi.rate(5, 4)).resolves.toMatchObject({ message: 'Thanks', data: { rate: 4 } });
  });

  it('downloads a file with the bearer header under its original name', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${API_V1}/support/tickets/file-api/abcdefgh12`, ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([1, 2, 3, 250]), {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="report.txt"; filename*=UTF-8''${encodeURIComponent('گزارش.txt')}`,
          },
        });
      }),
    );
    const file = await supportApi.download('abcdefgh12');
    expect(auth).toBe('Bearer demo-0123456789abcdef');
    expect(file.name).toBe('گزارش.txt');
    expect(Array.from(new Uint8Array(await file.blob.arrayBuffer()))).toEqual([1, 2, 3, 250]);
  });

  it('reads the server message of a failed download', async () => {
    server.use(
      http.get(`${API_V1}/support/tickets/file-api/missing1234`, () =>
        HttpResponse.json({ success: false, message: 'Ticket does not exist!' }, { status: 404 }),
      ),
    );
    const error = await failure(supportApi.download('missing1234'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Ticket does not exist!');
  });

  it('lists support plans and changes the plan', async () => {
    const plans = {
      plans: [
        {
          id: 1,
          name: 'basic',
          title: 'Basic',
          price: 0,
          response_time: 1440,
          sla: '95%',
          ticketing: true,
          phone: false,
          messenger: false,
          forum: true,
        },
      ],
      current: { plan_id: 1, started_at: 1, next_plan_id: null, next_plan_at: null },
    };
    let form: Record<string, string> = {};
    server.use(
      http.get(`${API_V1}/financial/support-plans`, () => ok(plans)),
      http.post(`${API_V1}/financial/support-plans`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return ok(
          {
            change: 'downgrade',
            effective_at: 2,
            current: { ...plans.current, next_plan_id: 1, next_plan_at: 2 },
          },
          'Next month',
        );
      }),
    );
    await expect(supportApi.plans()).resolves.toEqual(plans);
    await expect(supportApi.changePlan(1)).resolves.toMatchObject({
      message: 'Next month',
      data: { change: 'downgrade' },
    });
    expect(form).toEqual({ plan_id: '1' });
  });
});

describe('fileNameFromDisposition', () => {
  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ['attachment', undefined],
    ['attachment; filename="a b.pdf"', 'a b.pdf'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    [`attachment; filename="x.txt"; filename*=UTF-8''${encodeURIComponent('فایل من.pdf')}`, 'فایل من.pdf'],
    ['attachment; filename="fallback.txt"; filename*=UTF-8\'\'%E0%A4%A', 'fallback.txt'],
  ])('reads %p as %p', (header, name) => expect(fileNameFromDisposition(header)).toBe(name));
});
