import type { APIRequestContext } from '@playwright/test';
import { SCREEN_VARIANTS } from '../pages/LocalizedPage';
import { DEMO, expect, resetSandbox, signIn, test } from '../fixtures';
import { SupportPage, type Attachment, type NewTicketInput } from '../pages/SupportPage';

const text = (name: string, content: string): Attachment => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(content),
});
// a few bytes outside ASCII and UTF-8, so a download that re-encodes the file would be caught
const png = (name: string): Attachment => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x80, 0x7f, 0x10]),
});

interface StoredTicket {
  subject: string;
  department: string;
  priority: string;
  resource: { type: string; id: number; name: string } | null;
  replies: Array<{ message: string; files: Array<{ original_name: string; size: number }> }>;
}

const headers = { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': 'en' };

/** A ticket as the provider stored it. */
async function storedTicket(request: APIRequestContext, id: number): Promise<StoredTicket> {
  return (
    await (
      await request.get(`/api/v1/support/tickets/${id}?opened_count=1&closed_count=1`, { headers })
    ).json()
  ).data.ticket;
}

test.describe('support', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('creates a ticket with two attachments from the dashboard and lands on it', async ({ page }) => {
    const support = new SupportPage(page, 'en');
    const dialog = await support.openNewTicketFromDashboard();
    const files = [text('notes.txt', 'first attachment'), png('screen.png')];
    await support.fillNewTicket(dialog, {
      subject: 'Checkout page is slow',
      department: 'CDN',
      resourceId: '1',
      priority: 'HIGH',
      message: 'Since this morning the checkout takes ten seconds.',
      files,
    });
    await support.waitForUploads(
      dialog,
      files.map((f) => f.name),
    );
    await support.submitNewTicket(dialog);

    await expect(page.getByText(support.t.ticketCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/support\/tickets\/\d+$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Checkout page is slow' })).toBeVisible();
    const conversation = support.conversation();
    await expect(conversation.getByText('Since this morning the checkout takes ten seconds.')).toBeVisible();
    await expect(conversation.getByRole('button', { name: 'Download notes.txt' })).toBeVisible();
    await expect(conversation.getByRole('button', { name: 'Download screen.png' })).toBeVisible();

    // the attachment comes back byte for byte, under its original name
    const saved = await support.download('screen.png');
    expect(saved.name).toBe('screen.png');
    expect(Buffer.compare(saved.bytes, files[1]!.buffer)).toBe(0);

    // and the new ticket heads the open list
    const id = support.ticketIdFromUrl();
    await support.gotoTickets('open');
    await expect(support.ticketsTable('open').getByRole('row').nth(1)).toContainText(String(id));
  });

  test('shows the validation messages and keeps what was typed', async ({ page }) => {
    const support = new SupportPage(page, 'en');
    const dialog = await support.openNewTicketFromDashboard();
    await dialog.getByLabel(support.t.subject).fill('Short message');
    await dialog.getByLabel(support.t.department).selectOption('OTHER');
    await dialog.getByLabel(support.t.message).fill('abcd');
    await support.submitNewTicket(dialog);
    await expect(dialog.getByText(support.t.shortMessage)).toBeVisible();

    // a sixth file is refused
    await support.attach(
      dialog,
      ['1', '2', '3', '4', '5', '6'].map((n) => text(`f${n}.txt`, n)),
    );
    await expect(dialog.getByText(support.t.tooMany)).toBeVisible();
    await expect(dialog.getByText('5 of 5 files')).toBeVisible();

    // a file of another type is refused (the picker's filter is bypassed on purpose)
    await dialog.getByRole('button', { name: 'Remove f5.txt' }).click();
    await support.attach(dialog, [
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expect(dialog.getByText('The type of tool.exe is not allowed')).toBeVisible();

    await expect(dialog.getByLabel(support.t.subject)).toHaveValue('Short message');
    await expect(dialog.getByLabel(support.t.message)).toHaveValue('abcd');
  });

  test('the server refuses a file of another type too', async ({ page }) => {
    await page.goto('/?locale=en');
    const status = await page.evaluate(async () => {
      const form = new FormData();
      form.append('file', new Blob(['MZ']), 'tool.exe');
      const res = await fetch('/api/v1/support/tickets/file-uploader', {
        method: 'POST',
        body: form,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('portal.token') ?? ''}`,
          'Accept-Language': 'en',
        },
      });
      return { status: res.status, body: (await res.json()) as { fields?: Record<string, string[]> } };
    });
    expect(status.status).toBe(422);
    expect(status.body.fields?.file?.[0]).toContain('not allowed');
  });

  test('replies, closes to the closed tab and reopens to the open tab', async ({ page }) => {
    const support = new SupportPage(page, 'en');
    await support.gotoTicket(2);
    await expect(page.getByRole('heading', { name: 'کندی سرور web-1' })).toBeVisible();

    await support.reply('Here is the output of top.');
    await expect(page.getByText('Your reply has been sent')).toBeVisible();
    await expect(support.conversation().getByText('Here is the output of top.')).toBeVisible();

    await support.closeTicket();
    await support.gotoTickets('closed');
    await expect(support.ticketsTable('closed').getByRole('link', { name: 'کندی سرور web-1' })).toBeVisible();
    await support.tab('open').click();
    await expect(page).toHaveURL(/\/support\/tickets$/);
    await expect(support.ticketsTable('open').getByRole('link', { name: 'کندی سرور web-1' })).toHaveCount(0);

    await support.gotoTicket(2);
    await support.reopenTicket();
    await support.gotoTickets('open');
    await expect(support.ticketsTable('open').getByRole('link', { name: 'کندی سرور web-1' })).toBeVisible();
  });

  test('downloads a staff attachment with the same bytes', async ({ page, request }) => {
    const support = new SupportPage(page, 'en');
    await support.gotoTicket(1);
    const saved = await support.download('caa-guide.txt');
    expect(saved.name).toBe('caa-guide.txt');
    const direct = await request.get('/api/v1/support/tickets/file-api/seed-caa-guide-0001', {
      headers: { Authorization: 'Bearer demo-0123456789abcdef' },
    });
    expect(Buffer.compare(saved.bytes, await direct.body())).toBe(0);
    expect(saved.bytes.toString('utf8')).toContain('Removing a CAA record');
  });

  test('shows an HTML payload as text everywhere', async ({ page }) => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    const support = new SupportPage(page, 'en');
    const dialog = await support.openNewTicketFromDashboard();
    await support.fillNewTicket(dialog, {
      subject: payload,
      department: 'OTHER',
      message: `${payload} in the message`,
      files: [text(`${payload}.txt`, 'x')],
    });
    await support.waitForUploads(dialog, [`${payload}.txt`]);
    await support.submitNewTicket(dialog);
    await expect(page).toHaveURL(/\/support\/tickets\/\d+$/);
    await expect(page.getByRole('heading', { name: payload })).toBeVisible();
    await expect(support.conversation().getByText(`${payload} in the message`)).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });

  test('changes the support plan: a downgrade waits for next month after a confirmation', async ({
    page,
  }) => {
    const support = new SupportPage(page, 'en');
    await support.gotoPlans();
    await page.getByRole('button', { name: 'Change to Basic' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('takes effect next month');
    await confirm.getByRole('button', { name: 'Change' }).click();
    await expect(
      page.getByText('Your support plan will change on the first day of next month'),
    ).toBeVisible();
    await expect(page.locator('[data-plan="basic"]')).toContainText('Takes effect on');
  });

  test('the Support menu opens the new-ticket dialog and my tickets', async ({ page }) => {
    const support = new SupportPage(page, 'en');
    await page.goto('/support/plans?locale=en');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Support' }).click();
    await page.getByRole('menuitem', { name: 'Send Ticket' }).click();
    await expect(support.dialog().getByRole('button', { name: support.t.startNew })).toBeVisible();
    await support.dialog().getByRole('button', { name: 'Close' }).first().click();
    await expect(support.dialog()).toBeHidden();
    await banner.getByRole('button', { name: 'Support' }).click();
    await page.getByRole('menuitem', { name: 'My Tickets' }).click();
    await expect(page).toHaveURL(/\/support\/tickets$/);
    await expect(support.ticketsTable('open')).toBeVisible();
  });

  // Journeys away from the defaults: every department, priorities other than Medium, a service
  // where the department has them, attachments; what the provider stored is read back, and the
  // ticket's page shows it.
  const journeys: Array<{
    input: NewTicketInput;
    from: 'dashboard' | 'menu' | 'list';
    service?: string;
    locale: 'en' | 'fa';
  }> = [
    {
      input: {
        subject: 'Purge does not clear the home page',
        department: 'CDN',
        resourceId: '4',
        priority: 'LOW',
        message: 'After a purge the old page is served for an hour.',
        files: [text('purge-log.txt', 'HIT HIT HIT')],
      },
      from: 'menu',
      service: 'pro-store.com',
      locale: 'en',
    },
    {
      input: {
        subject: 'دیسک سرور پشتیبان پر شده است',
        department: 'CLOUD',
        resourceId: '2',
        priority: 'HIGH',
        message: 'فضای دیسک db-backup از دیشب تمام شده است.',
        files: [png('df.png'), text('df.txt', '/dev/vda1 100%')],
      },
      from: 'list',
      service: 'db-backup',
      locale: 'fa',
    },
  ];
  for (const { input, from, service, locale } of journeys) {
    test(`sends a ${input.department} ticket about ${service} with priority ${input.priority} and ${input.files!.length} attachment(s) from the ${from} (${locale})`, async ({
      page,
      request,
    }) => {
      const support = new SupportPage(page, locale);
      const dialog = await support.openNewTicket(from);
      await support.fillNewTicket(dialog, input);
      await support.waitForUploads(
        dialog,
        input.files!.map((f) => f.name),
      );
      await support.screenshot(`journey-${input.department.toLowerCase()}-form`);
      await support.submitNewTicket(dialog);
      await expect(page).toHaveURL(/\/support\/tickets\/\d+$/);
      await expect(page.getByRole('heading', { name: input.subject })).toBeVisible();

      const stored = await storedTicket(request, support.ticketIdFromUrl());
      expect(stored).toMatchObject({
        subject: input.subject,
        department: input.department,
        priority: input.priority,
        resource: { id: Number(input.resourceId), name: service },
      });
      expect(stored.replies[0]!.message).toBe(input.message);
      expect(stored.replies[0]!.files.map((f) => f.original_name)).toEqual(input.files!.map((f) => f.name));

      // the page shows what was sent
      await expect(page.getByText(support.t.priorities[input.priority!], { exact: true })).toBeVisible();
      await expect(page.locator('dl')).toContainText(service!);
      for (const file of input.files!)
        await expect(
          support.conversation().getByRole('button', { name: support.downloadLabel(file.name) }),
        ).toBeVisible();
      await support.screenshot(`journey-${input.department.toLowerCase()}-ticket`);
    });
  }

  test('sends a ticket to each department without a service, each with its priority, and lists them all', async ({
    page,
    request,
  }) => {
    test.slow();
    const support = new SupportPage(page, 'en');
    const sent: Array<['STREAM' | 'VOD' | 'FINANCIAL' | 'OTHER', 'HIGH' | 'LOW', number]> = [];
    for (const [i, department] of (['STREAM', 'VOD', 'FINANCIAL', 'OTHER'] as const).entries()) {
      const priority = i % 2 === 0 ? 'HIGH' : 'LOW';
      const dialog = await support.openNewTicket(i === 0 ? 'dashboard' : 'menu');
      await support.fillNewTicket(dialog, {
        subject: `${department} question ${i + 1}`,
        department,
        priority,
        message: `A question for the ${department} department.`,
      });
      // no service for these departments
      await expect(dialog.getByLabel(support.t.service)).toBeDisabled();
      await support.submitNewTicket(dialog);
      await expect(page.getByRole('heading', { name: `${department} question ${i + 1}` })).toBeVisible();
      sent.push([department, priority, support.ticketIdFromUrl()]);
    }
    for (const [department, priority, id] of sent) {
      expect(await storedTicket(request, id)).toMatchObject({ department, priority, resource: null });
    }
    // the newest heads the open list, each in its department
    await support.gotoTickets('open');
    const rows = support.ticketsTable('open').getByRole('row');
    for (const [i, [department, , id]] of sent.slice().reverse().entries()) {
      await expect(rows.nth(i + 1)).toContainText(String(id));
      await expect(rows.nth(i + 1)).toContainText(support.t.departments[department]);
    }
  });

  test("buys a dearer support plan: it starts now, is charged on this month's invoice, and shows as the plan", async ({
    page,
    request,
  }) => {
    const support = new SupportPage(page, 'en');
    const before = (await (await request.get('/api/v1/financial/last-invoice', { headers })).json()).data;
    await support.gotoPlans();
    await expect(page.locator('[data-plan="standard"]')).toContainText('Your plan');
    await page.getByRole('button', { name: 'Buy Premium' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('The Premium plan starts now');
    await confirm.getByRole('button', { name: 'Buy' }).click();
    await expect(page.locator('[data-plan="premium"]')).toContainText('Your plan');
    await expect(
      page.locator('[data-plan="standard"]').getByRole('button', { name: 'Change to Standard' }),
    ).toBeVisible();
    await support.screenshot('journey-plan-bought');

    const plans = (await (await request.get('/api/v1/financial/support-plans', { headers })).json()).data;
    expect(plans.current).toMatchObject({ plan_id: 3, next_plan_id: null });
    const after = (await (await request.get('/api/v1/financial/last-invoice', { headers })).json()).data;
    expect(after._supportplan_price).toBeGreaterThan(before._supportplan_price);
  });

  test('a downgrade waiting for next month is cancelled by keeping the current plan (fa)', async ({
    page,
    request,
  }) => {
    const support = new SupportPage(page, 'fa');
    await support.gotoPlans();
    await page.getByRole('button', { name: 'تغییر به پایه' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'تغییر', exact: true }).click();
    await expect(page.locator('[data-plan="basic"]')).toContainText('فعال می‌شود');
    expect(
      (await (await request.get('/api/v1/financial/support-plans', { headers })).json()).data.current,
    ).toMatchObject({ plan_id: 2, next_plan_id: 1 });
    await page.getByRole('button', { name: 'ماندن در استاندارد' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'ماندن در همین بسته' }).click();
    await expect(page.locator('[data-plan="basic"]')).not.toContainText('فعال می‌شود');
    await expect(page.locator('[data-plan="standard"]')).toContainText('بسته شما');
    await support.screenshot('journey-plan-kept');
    expect(
      (await (await request.get('/api/v1/financial/support-plans', { headers })).json()).data.current,
    ).toMatchObject({ plan_id: 2, next_plan_id: null });
  });

  test('/support goes to /support/tickets', async ({ page }) => {
    await page.goto('/support?locale=en');
    await expect(page).toHaveURL(/\/support\/tickets$/);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`support screens in ${locale}`, async ({ page }) => {
      // five page loads and five pictures: over 45 s on a loaded 2-core machine
      test.slow();
      const support = new SupportPage(page, locale);
      await support.gotoDashboard();
      await expect(
        support.latestTicketsCard().getByRole('heading', { name: support.t.latestTickets }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      await support.latestTicketsCard().scrollIntoViewIfNeeded();
      await support.screenshot('dashboard');

      await support.gotoTickets('open');
      await support.screenshot('tickets');
      await support.gotoTickets('closed');
      await expect(support.ticketsTable('closed').getByRole('row')).toHaveCount(3);

      await support.gotoTicket(1);
      await expect(support.conversation()).toBeVisible();
      await support.screenshot('ticket');

      await support.gotoPlans();
      await expect(page.locator('[data-plan]')).toHaveCount(4);
      await support.screenshot('plans');

      const dialog = await support.openNewTicketFromDashboard();
      await dialog.getByLabel(support.t.department).selectOption('CDN');
      await support.screenshot('new-ticket');
    });
  }

  for (const [locale, width] of SCREEN_VARIANTS) {
    test(`the journeys' results in ${locale} at ${width} px: a new ticket's page, the dashboard card, a bought plan`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 860 });
      const support = new SupportPage(page, locale);
      const phone = width < 500 ? '-phone' : '';
      // a ticket as the journeys send one: a service, a priority other than Medium, an attachment
      const upload = await request.post('/api/v1/support/tickets/file-uploader', {
        headers,
        multipart: {
          file: { name: 'df.txt', mimeType: 'text/plain', buffer: Buffer.from('/dev/vda1 100%') },
        },
      });
      const fileId = (await upload.json()).data.content.data.file_storage_id as number;
      const created = await request.post('/api/v1/support/tickets', {
        headers,
        form: {
          subject: 'Disk of db-backup is full',
          department: 'CLOUD',
          resource_id: '2',
          priority: 'HIGH',
          message: 'The disk of db-backup has been full since last night.',
          'files_id[0]': String(fileId),
        },
      });
      const id = (await created.json()).data.content.data.ticket_id as number;
      await support.gotoTicket(id);
      await expect(page.getByRole('heading', { name: 'Disk of db-backup is full' })).toBeVisible();
      await expect(
        support.conversation().getByRole('button', { name: support.downloadLabel('df.txt') }),
      ).toBeVisible();
      await support.screenshot(`journey-ticket${phone}`);

      await support.gotoDashboard();
      const card = support.latestTicketsCard();
      await expect(card.getByRole('link', { name: /Disk of db-backup is full/ })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await support.screenshot(`journey-dashboard${phone}`);

      expect(
        (await request.post('/api/v1/financial/support-plans', { headers, form: { plan_id: '3' } })).ok(),
      ).toBe(true);
      await support.gotoPlans();
      await expect(page.locator('[data-plan="premium"]')).toContainText(
        locale === 'fa' ? 'بسته شما' : 'Your plan',
      );
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      await support.screenshot(`journey-plans${phone}`);
    });
  }
});
