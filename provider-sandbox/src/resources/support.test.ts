import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_BEARER, solveCaptcha, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import {
  demoDepartments,
  demoSupportPlans,
  demoTicketReplies,
  demoTicketServices,
  demoTickets,
  ticketDetailOf,
  ticketListsOf,
} from '@portal/api-support/factories';
import { OTP_DEMO } from '../db/seed';
import { authenticator } from 'otplib';
import { ANSWER_DELAY_SEC } from './supportTickets';
import { decodeUploadName } from './support';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const nowSec = () => Math.floor(t.clock.now.getTime() / 1000);
const get = (path: string, lang = 'en') =>
  t.http.get(`/api/v1${path}`).set('Authorization', DEMO_BEARER).set('Accept-Language', lang);
const post = (path: string, lang = 'en') =>
  t.http.post(`/api/v1${path}`).set('Authorization', DEMO_BEARER).set('Accept-Language', lang);

async function upload(
  name: string,
  content: Buffer | string = 'hello world',
): Promise<{ file_storage_id: number; static_slug: string; original_name: string }> {
  const res = await post('/support/tickets/file-uploader')
    .attach('file', Buffer.from(content), name)
    .expect(200);
  return res.body.data.content.data;
}

async function createTicket(fields: Record<string, unknown> = {}): Promise<number> {
  const res = await post('/support/tickets')
    .type('form')
    .send({
      subject: 'Site is slow',
      department: 'CDN',
      message: 'Pages take ten seconds to load.',
      priority: 'HIGH',
      ...fields,
    })
    .expect(200);
  return res.body.data.content.data.ticket_id as number;
}

async function otpBearer(): Promise<string> {
  const captcha = await solveCaptcha(t);
  const login = await t.http
    .post('/api/v1/auth/login')
    .type('form')
    .send({ username: OTP_DEMO.email, password: OTP_DEMO.password, ...captcha })
    .expect(200);
  const code = authenticator.clone({ epoch: t.clock.now.getTime() }).generate(OTP_DEMO.totpSecret);
  const otp = await t.http
    .post('/api/v1/auth/login/otp')
    .type('form')
    .send({ otp_token: login.body.data.otp_token, code })
    .expect(200);
  return `Bearer ${otp.body.data.token as string}`;
}

describe('ticket lists', () => {
  it('gives the seeded 3 open and 2 closed tickets, newest first', async () => {
    const res = await get('/support/tickets').expect(200);
    expect(res.body.data).toEqual(ticketListsOf(demoTickets({ now: nowSec() })));
    const { opened_list, closed_list } = res.body.data;
    expect(opened_list.map((x: { id: number }) => x.id)).toEqual([1, 2, 3]);
    expect(closed_list.map((x: { id: number }) => x.id)).toEqual([4, 5]);
    expect(opened_list[0]).toMatchObject({
      department: 'CDN',
      priority: 'HIGH',
      status_summery: 'ANSWERED',
      resource: { type: 'domain', id: 1, name: 'example-shop.ir' },
    });
  });

  it('localizes department names', async () => {
    const res = await get('/support/tickets', 'fa').expect(200);
    expect(res.body.data).toEqual(ticketListsOf(demoTickets({ now: nowSec(), lang: 'fa' })));
    expect(res.body.data.opened_list[1].department_name).toBe('سرور ابری');
  });

  it('needs a token', async () => {
    await t.http.get('/api/v1/support/tickets').expect(401);
  });
});

describe('ticket detail', () => {
  it('gives the conversation with attachments and the list counts', async () => {
    const res = await get('/support/tickets/1?opened_count=100&closed_count=100').expect(200);
    const now = nowSec();
    const tickets = demoTickets({ now });
    expect(res.body.data).toEqual(
      ticketDetailOf(tickets[0]!, demoTicketReplies({ now }), ticketListsOf(tickets)),
    );
    expect(res.body.data.ticket.replies[1].files).toEqual([
      expect.objectContaining({ static_slug: 'seed-caa-guide-0001', original_name: 'caa-guide.txt' }),
    ]);
    expect(res.body.data).toMatchObject({ opened_count: 3, closed_count: 2 });
  });

  it('cuts the lists to opened_count and closed_count', async () => {
    const res = await get('/support/tickets/1?opened_count=1&closed_count=0').expect(200);
    expect(res.body.data.opened_list).toHaveLength(1);
    expect(res.body.data.closed_list).toHaveLength(0);
    expect(res.body.data.opened_count).toBe(3);
  });

  it.each([
    ['en', 'Ticket does not exist!'],
    ['fa', 'تیکت وجود ندارد!'],
  ])('answers 404 "Ticket does not exist!" for an unknown ticket (%s)', async (lang, message) => {
    const res = await get('/support/tickets/999', lang).expect(404);
    expect(res.body).toEqual({ success: false, message });
  });

  it("hides another user's ticket behind the same 404", async () => {
    const id = await createTicket();
    const other = await otpBearer();
    const res = await t.http
      .get(`/api/v1/support/tickets/${id}`)
      .set('Authorization', other)
      .set('Accept-Language', 'en')
      .expect(404);
    expect(res.body.message).toBe('Ticket does not exist!');
    await t.http
      .get(`/api/v1/support/tickets/change-status/close-ticket/${id}`)
      .set('Authorization', other)
      .expect(404);
    await t.http
      .post('/api/v1/support/tickets/reply')
      .set('Authorization', other)
      .type('form')
      .send({ ticket_id: id, message: 'hello there' })
      .expect(404);
    const lists = await t.http.get('/api/v1/support/tickets').set('Authorization', other).expect(200);
    expect(lists.body.data).toEqual({ opened_list: [], closed_list: [] });
  });

  it('rejects a ticket id that is not a number', async () => {
    await get('/support/tickets/abc').expect(422);
  });
});

describe('departments and services', () => {
  it('lists the departments in data.data with what their resource is', async () => {
    const res = await get('/support/tickets/departments').expect(200);
    expect(res.body.data.data).toEqual(demoDepartments('en'));
    expect(res.body.data.data[1]).toEqual({ id: 'CLOUD', name: 'Cloud', resource_type: 'server' });
  });

  it("gives the user's domains and servers", async () => {
    const res = await get('/support/tickets/services').expect(200);
    expect(res.body.data).toEqual(demoTicketServices({ now: nowSec() }));
    expect(res.body.data.servers).toEqual([
      { display_name: 'web-1', id: 1 },
      { display_name: 'db-backup', id: 2 },
    ]);
  });
});

describe('file upload and download', () => {
  it('stores the file on disk and gives file_storage_id', async () => {
    const file = await upload('notes.txt', 'the bytes');
    expect(file).toMatchObject({ file_storage_id: expect.any(Number), original_name: 'notes.txt' });
    expect(readdirSync(join(t.dir, 'uploads', 'tickets'))).toContain(file.static_slug);
  });

  it('gives the same bytes back with the bearer and the original name', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10]);
    const file = await upload('گزارش خطا.png', bytes);
    expect(file.original_name).toBe('گزارش خطا.png');
    const res = await get(`/support/tickets/file-api/${file.static_slug}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_____ ___.png"; filename*=UTF-8''${encodeURIComponent('گزارش خطا.png')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a download with the type of its extension, never the type its uploader claimed', async () => {
    const sent = await post('/support/tickets/file-uploader')
      .attach('file', Buffer.from('<script>alert(1)</script>'), {
        filename: 'notes.txt',
        contentType: 'text/html',
      })
      .expect(200);
    const res = await get(`/support/tickets/file-api/${sent.body.data.content.data.static_slug}`).expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const image = await upload('shot.PNG', Buffer.from([137, 80, 78, 71]));
    expect(
      (await get(`/support/tickets/file-api/${image.static_slug}`).expect(200)).headers['content-type'],
    ).toBe('image/png');
  });

  it('serves the seeded staff attachment', async () => {
    const res = await get('/support/tickets/file-api/seed-caa-guide-0001').expect(200);
    expect(res.text).toContain('Removing a CAA record');
  });

  it("downloads nothing without a token or from another user's files", async () => {
    const file = await upload('a.txt');
    await t.http.get(`/api/v1/support/tickets/file-api/${file.static_slug}`).expect(401);
    const other = await otpBearer();
    const res = await t.http
      .get(`/api/v1/support/tickets/file-api/${file.static_slug}`)
      .set('Authorization', other)
      .set('Accept-Language', 'en')
      .expect(404);
    expect(res.body.message).toBe('The file does not exist');
  });

  it.each(['run.exe', 'page.html', 'noext', 'script.svg'])('refuses the type of %s', async (name) => {
    const res = await post('/support/tickets/file-uploader')
      .attach('file', Buffer.from('x'), name)
      .expect(422);
    expect(res.body.fields.file).toEqual([
      'This file type is not allowed (jpg, gif, jpeg, png, bmp, txt, zip, doc, docx, pdf)',
    ]);
  });

  it('refuses a file over 5 MB', async () => {
    const res = await post('/support/tickets/file-uploader')
      .attach('file', Buffer.alloc(5 * 1024 * 1024 + 1), 'big.zip')
      .expect(422);
    expect(res.body.fields.file).toEqual(['The file is larger than 5 MB']);
  });

  it('asks for a file when none is sent', async () => {
    const res = await post('/support/tickets/file-uploader').field('other', 'x').expect(422);
    expect(Object.keys(res.body.fields)).toEqual(['file']);
  });

  it('keeps only the base name of a path-like name', () => {
    expect(decodeUploadName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(decodeUploadName('C:\\temp\\a.pdf')).toBe('a.pdf');
    expect(decodeUploadName('\u0000')).toBe('file');
  });
});

describe('creating a ticket', () => {
  it('opens a PENDING ticket with its attachments and answers the ticket id', async () => {
    const a = await upload('one.txt');
    const b = await upload('two.pdf');
    const res = await post('/support/tickets')
      .type('form')
      .send({
        subject: 'SSL',
        department: 'CDN',
        message: 'The certificate fails.',
        priority: 'LOW',
        resource_id: 1,
        'files_id[0]': a.file_storage_id,
        'files_id[1]': b.file_storage_id,
      })
      .expect(200);
    expect(res.body.message).toBe('Your ticket has been sent; our team will answer it soon');
    const id = res.body.data.content.data.ticket_id as number;
    const detail = await get(`/support/tickets/${id}`).expect(200);
    expect(detail.body.data.ticket).toMatchObject({
      subject: 'SSL',
      status: 'open',
      status_summery: 'PENDING',
      priority: 'LOW',
      resource: { type: 'domain', id: 1 },
    });
    expect(
      detail.body.data.ticket.replies[0].files.map((f: { original_name: string }) => f.original_name),
    ).toEqual(['one.txt', 'two.pdf']);
    const lists = await get('/support/tickets').expect(200);
    expect(lists.body.data.opened_list[0].id).toBe(id);
  });

  it('defaults the priority to MEDIUM', async () => {
    const res = await post('/support/tickets')
      .type('form')
      .send({ subject: 'x', department: 'OTHER', message: 'hello there' })
      .expect(200);
    const detail = await get(`/support/tickets/${res.body.data.content.data.ticket_id}`).expect(200);
    expect(detail.body.data.ticket.priority).toBe('MEDIUM');
  });

  it('keeps an HTML payload as plain text', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const id = await createTicket({ subject: payload, message: payload });
    const detail = await get(`/support/tickets/${id}`).expect(200);
    expect(detail.body.data.ticket.subject).toBe(payload);
    expect(detail.body.data.ticket.replies[0].message).toBe(payload);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ subject: '' }, 'subject'],
    [{ department: 'NOPE' }, 'department'],
    [{ message: 'abcd' }, 'message'],
    [{ priority: 'URGENT' }, 'priority'],
    [{ resource_id: 99 }, 'resource_id'],
    [{ 'files_id[0]': 999 }, 'files_id'],
  ])('refuses %p with a field error on %s', async (change, field) => {
    const res = await post('/support/tickets')
      .type('form')
      .send({ subject: 'Subject', department: 'CDN', message: 'Long enough', ...change })
      .expect(422);
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it('refuses a sixth attachment', async () => {
    const ids: Record<string, number> = {};
    for (let i = 0; i < 6; i += 1) ids[`files_id[${i}]`] = (await upload(`f${i}.txt`)).file_storage_id;
    const res = await post('/support/tickets')
      .type('form')
      .send({ subject: 'S', department: 'CDN', message: 'Long enough', ...ids })
      .expect(422);
    expect(Object.keys(res.body.fields)).toEqual(['files_id']);
  });

  it('attaches a file once only', async () => {
    const a = await upload('one.txt');
    await createTicket({ 'files_id[0]': a.file_storage_id });
    const res = await post('/support/tickets')
      .type('form')
      .send({ subject: 'S', department: 'CDN', message: 'Long enough', 'files_id[0]': a.file_storage_id })
      .expect(422);
    expect(res.body.fields.files_id).toEqual(['One or more attached files are not valid']);
  });

  it('ignores a resource for departments without one', async () => {
    const id = await createTicket({ department: 'FINANCIAL', resource_id: 1 });
    const detail = await get(`/support/tickets/${id}`).expect(200);
    expect(detail.body.data.ticket.resource).toBeNull();
  });
});

describe('replies, closing and reopening', () => {
  it('adds a reply with files and marks the ticket PENDING again', async () => {
    const file = await upload('more.txt');
    const res = await post('/support/tickets/reply')
      .type('form')
      .send({ ticket_id: 1, message: 'Still failing.', 'files_id[0]': file.file_storage_id })
      .expect(200);
    expect(res.body.data).toMatchObject({
      ticket_id: 1,
      author: 'user',
      message: 'Still failing.',
      files: [{ original_name: 'more.txt' }],
    });
    const detail = await get('/support/tickets/1').expect(200);
    expect(detail.body.data.ticket.status_summery).toBe('PENDING');
    expect(detail.body.data.ticket.replies).toHaveLength(3);
  });

  it('moves a closed ticket to the closed list and a reopened one back, by id', async () => {
    const closed = await get('/support/tickets/change-status/close-ticket/2').expect(200);
    expect(closed.body).toMatchObject({
      message: 'The ticket has been closed',
      data: { id: 2, status: 'closed' },
    });
    let lists = (await get('/support/tickets').expect(200)).body.data;
    expect(lists.opened_list.map((x: { id: number }) => x.id)).toEqual([1, 3]);
    expect(lists.closed_list.map((x: { id: number }) => x.id)).toContain(2);
    await get('/support/tickets/change-status/open-ticket/2').expect(200);
    lists = (await get('/support/tickets').expect(200)).body.data;
    expect(lists.opened_list.map((x: { id: number }) => x.id)).toContain(2);
    expect(lists.closed_list.map((x: { id: number }) => x.id)).not.toContain(2);
  });

  it('refuses a reply to a closed ticket until it is reopened', async () => {
    const res = await post('/support/tickets/reply')
      .type('form')
      .send({ ticket_id: 4, message: 'One more thing' })
      .expect(422);
    expect(res.body.message).toBe('This ticket is closed; reopen it to continue');
    await get('/support/tickets/change-status/open-ticket/4').expect(200);
    await post('/support/tickets/reply')
      .type('form')
      .send({ ticket_id: 4, message: 'One more thing' })
      .expect(200);
  });

  it('answers 404 for closing an unknown ticket', async () => {
    const res = await get('/support/tickets/change-status/close-ticket/999').expect(404);
    expect(res.body.message).toBe('Ticket does not exist!');
  });
});

describe('rating', () => {
  it('rates a staff reply and replaces the rate when rated again', async () => {
    const res = await get('/support/tickets/rate/2/4').expect(200);
    expect(res.body).toMatchObject({ message: 'Thank you for rating this answer', data: { id: 2, rate: 4 } });
    await get('/support/tickets/rate/2/5').expect(200);
    const detail = await get('/support/tickets/1').expect(200);
    expect(detail.body.data.ticket.replies[1].rate).toBe(5);
  });

  it.each([
    ['/support/tickets/rate/1/4', 422],
    ['/support/tickets/rate/2/6', 422],
    ['/support/tickets/rate/2/0', 422],
    ['/support/tickets/rate/999/3', 404],
  ])('refuses %s with %i', async (path, status) => {
    await get(path).expect(status);
  });
});

describe('the department answers over time', () => {
  it('turns a new ticket from PENDING to ANSWERED once its priority delay has passed', async () => {
    const id = await createTicket({ priority: 'HIGH' });
    const summary = async () =>
      (await get('/support/tickets').expect(200)).body.data.opened_list.find(
        (x: { id: number }) => x.id === id,
      );
    expect((await summary()).status_summery).toBe('PENDING');

    t.clock.now = new Date(t.clock.now.getTime() + (ANSWER_DELAY_SEC.HIGH - 1) * 1000);
    expect((await summary()).status_summery).toBe('PENDING');

    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    expect((await summary()).status_summery).toBe('ANSWERED');
    const detail = await get(`/support/tickets/${id}`).expect(200);
    const last = detail.body.data.ticket.replies.at(-1);
    expect(last).toMatchObject({ author: 'staff', author_name: 'Support team' });
    expect(last.message).toContain('CDN');
  });

  it('answers the seeded pending cloud ticket three hours after seeding', async () => {
    const summary = async () =>
      (await get('/support/tickets').expect(200)).body.data.opened_list.find(
        (x: { id: number }) => x.id === 2,
      );
    expect((await summary()).status_summery).toBe('PENDING');
    t.clock.now = new Date(t.clock.now.getTime() + 3 * 3600 * 1000);
    expect((await summary()).status_summery).toBe('ANSWERED');
  });

  it('does not answer a closed ticket', async () => {
    const id = await createTicket({ priority: 'HIGH' });
    await get(`/support/tickets/change-status/close-ticket/${id}`).expect(200);
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3600 * 1000);
    await get(`/support/tickets/change-status/open-ticket/${id}`).expect(200);
    const detail = await get(`/support/tickets/${id}`).expect(200);
    expect(detail.body.data.ticket.status_summery).toBe('PENDING');
    expect(detail.body.data.ticket.replies).toHaveLength(1);
  });
});

describe('support plans', () => {
  it('lists the packages cheapest first with the current plan', async () => {
    for (const path of ['/financial/support-plans', '/support/plans']) {
      const res = await get(path).expect(200);
      expect(res.body.data).toEqual(demoSupportPlans({ now: nowSec() }));
      expect(res.body.data.plans.map((p: { name: string }) => p.name)).toEqual([
        'basic',
        'standard',
        'premium',
        'enterprise',
      ]);
      expect(res.body.data.current).toMatchObject({ plan_id: 2, next_plan_id: null, next_plan_at: null });
    }
  });

  it("applies an upgrade at once and charges it on this month's invoice until the month's end", async () => {
    const before = (await get('/financial/last-invoice').expect(200)).body.data;
    const res = await post('/financial/support-plans').type('form').send({ plan_id: 3 }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Your support plan has been changed',
      data: { change: 'upgrade', current: { plan_id: 3, next_plan_id: null } },
    });

    const after = (await get('/financial/last-invoice').expect(200)).body.data;
    const monthEnd = Date.UTC(2025, 3, 1) / 1000; // the test clock is 2025-03-15
    // Premium, 15,000,000 rials a month of 30 days, for the days left until April
    const charge = Math.round((15_000_000 * (monthEnd - nowSec())) / (30 * 86_400));
    const line = after.groups.supportplan.items.at(-1);
    expect(line).toMatchObject({
      name: 'premium',
      plan_label: 'Premium',
      price: charge,
      started_at: nowSec(),
      finished_at: monthEnd,
    });
    expect(after._supportplan_price).toBe(before._supportplan_price + charge);
    expect(after._final_price).toBe(before._final_price + charge);
    expect(after._final_vat).toBe(Math.round(after._final_price * 0.1));
    expect(after._final_price_included_vat).toBe(after._final_price + after._final_vat);
  });

  it('charges nothing now for a downgrade', async () => {
    const before = (await get('/financial/last-invoice').expect(200)).body.data;
    await post('/financial/support-plans').type('form').send({ plan_id: 1 }).expect(200);
    expect((await get('/financial/last-invoice').expect(200)).body.data).toEqual(before);
  });

  it('schedules a downgrade for the first day of next month and applies it then', async () => {
    const res = await post('/financial/support-plans').type('form').send({ plan_id: 1 }).expect(200);
    const nextMonth = Date.UTC(2025, 3, 1) / 1000; // the test clock is 2025-03-15
    expect(res.body).toMatchObject({
      message: 'Your support plan will change on the first day of next month',
      data: {
        change: 'downgrade',
        effective_at: nextMonth,
        current: { plan_id: 2, next_plan_id: 1, next_plan_at: nextMonth },
      },
    });
    t.clock.now = new Date(nextMonth * 1000);
    const after = await get('/financial/support-plans').expect(200);
    expect(after.body.data.current).toEqual({
      plan_id: 1,
      started_at: nextMonth,
      next_plan_id: null,
      next_plan_at: null,
    });
  });

  it('cancels a pending downgrade when the current plan is chosen again', async () => {
    await post('/financial/support-plans').type('form').send({ plan_id: 1 }).expect(200);
    const res = await post('/financial/support-plans').type('form').send({ plan_id: 2 }).expect(200);
    expect(res.body.data).toMatchObject({ change: 'same', current: { plan_id: 2, next_plan_id: null } });
  });

  it('refuses an unknown plan', async () => {
    const res = await post('/financial/support-plans', 'fa').type('form').send({ plan_id: 99 }).expect(422);
    expect(res.body.fields.plan_id).toEqual(['بسته انتخاب‌شده وجود ندارد']);
  });
});

describe('reset', () => {
  it('forgets created tickets (files stay on disk, unreferenced)', async () => {
    const file = await upload('keep.txt');
    await createTicket({ 'files_id[0]': file.file_storage_id });
    await t.http.post('/__sandbox/reset').expect(200);
    const lists = (await get('/support/tickets').expect(200)).body.data;
    expect(lists.opened_list).toHaveLength(3);
    expect(existsSync(join(t.dir, 'uploads', 'tickets', file.static_slug))).toBe(true);
  });
});
