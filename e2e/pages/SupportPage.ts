import { expect, type Locator, type Page } from '@playwright/test';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** Texts the support screens show, by locale (from mfe-support's messages). */
export const SUPPORT_TEXT = {
  en: {
    latestTickets: 'Latest tickets',
    sendTicket: 'Send ticket',
    newTicket: 'New ticket',
    startNew: 'Send a new ticket',
    docs: 'Go to the documentation',
    subject: 'Subject',
    department: 'Department',
    service: 'Service',
    priority: 'Priority',
    message: 'Message',
    attachments: 'Attachments',
    openTab: 'Open tickets',
    closedTab: 'Closed tickets',
    closeTicket: 'Close ticket',
    reopenTicket: 'Reopen ticket',
    sendReply: 'Send reply',
    shortMessage: 'The message must be at least 5 characters',
    tooMany: "You can't attach more than 5 files",
    ticketCreated: 'Your ticket has been sent; our team will answer it soon',
    closedNotice: 'This ticket is closed. Reopen it to continue the conversation.',
    priorities: { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' },
    departments: {
      CDN: 'CDN',
      CLOUD: 'Cloud',
      STREAM: 'Live streaming',
      VOD: 'Video on demand',
      FINANCIAL: 'Financial',
      OTHER: 'Other',
    },
    myTickets: 'My Tickets',
    supportMenu: 'Support',
    sendTicketMenu: 'Send Ticket',
  },
  fa: {
    latestTickets: 'آخرین تیکت‌ها',
    sendTicket: 'ارسال تیکت',
    newTicket: 'تیکت جدید',
    startNew: 'ارسال تیکت جدید',
    docs: 'رفتن به مستندات',
    subject: 'موضوع',
    department: 'واحد',
    service: 'سرویس',
    priority: 'اولویت',
    message: 'پیام',
    attachments: 'پیوست‌ها',
    openTab: 'تیکت‌های باز',
    closedTab: 'تیکت‌های بسته',
    closeTicket: 'بستن تیکت',
    reopenTicket: 'بازکردن دوباره تیکت',
    sendReply: 'ارسال پاسخ',
    shortMessage: 'پیام باید دست‌کم 5 کاراکتر باشد',
    tooMany: 'نمی‌توانید بیش از 5 فایل پیوست کنید',
    ticketCreated: 'تیکت شما ارسال شد؛ همکاران ما به‌زودی پاسخ می‌دهند',
    closedNotice: 'این تیکت بسته است. برای ادامه گفتگو آن را دوباره باز کنید.',
    priorities: { HIGH: 'بالا', MEDIUM: 'متوسط', LOW: 'پایین' },
    departments: {
      CDN: 'شبکه توزیع محتوا',
      CLOUD: 'سرور ابری',
      STREAM: 'پخش زنده',
      VOD: 'ویدیو درخواستی',
      FINANCIAL: 'مالی',
      OTHER: 'سایر',
    },
    myTickets: 'تیکت‌های من',
    supportMenu: 'پشتیبانی',
    sendTicketMenu: 'ارسال تیکت',
  },
} as const;

export interface Attachment {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface NewTicketInput {
  subject: string;
  department: string; // CDN, CLOUD, …
  resourceId?: string;
  priority?: 'HIGH' | 'MEDIUM' | 'LOW';
  message: string;
  files?: Attachment[];
}

/** The support area (mfe-support) as a user sees it: the dashboard card, the dialog, the pages. */
export class SupportPage extends LocalizedPage<typeof SUPPORT_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, SUPPORT_TEXT);
  }

  async gotoTickets(tab: 'open' | 'closed' = 'open'): Promise<void> {
    await this.page.goto(`/support/tickets?${tab === 'closed' ? 'tab=closed&' : ''}locale=${this.locale}`);
    await expect(this.ticketsTable(tab)).toBeVisible();
  }

  async gotoTicket(id: number): Promise<void> {
    await this.page.goto(`/support/tickets/${id}?locale=${this.locale}`);
  }

  async gotoPlans(): Promise<void> {
    await this.page.goto(`/support/plans?locale=${this.locale}`);
  }

  latestTicketsCard(): Locator {
    return this.page
      .locator('[data-portal-root]')
      .filter({ has: this.page.getByRole('heading', { name: this.t.latestTickets }) })
      .last();
  }

  ticketsTable(tab: 'open' | 'closed'): Locator {
    return this.page.getByRole('table', { name: tab === 'open' ? this.t.openTab : this.t.closedTab });
  }

  tab(tab: 'open' | 'closed'): Locator {
    return this.page.getByRole('tab', { name: tab === 'open' ? this.t.openTab : this.t.closedTab });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t.newTicket });
  }

  /** Opens the new-ticket dialog from the dashboard card and moves past the guide. */
  async openNewTicketFromDashboard(): Promise<Locator> {
    return this.openNewTicket('dashboard');
  }

  /**
   * Opens the new-ticket dialog from the dashboard card, the header's Support menu (on the ticket
   * list) or the ticket list's own button, and moves past the guide.
   */
  async openNewTicket(from: 'dashboard' | 'menu' | 'list'): Promise<Locator> {
    if (from === 'dashboard') {
      await this.gotoDashboard();
      await this.latestTicketsCard().getByRole('button', { name: this.t.sendTicket }).click();
    } else {
      await this.gotoTickets('open');
      if (from === 'list') {
        await this.page
          .locator('[data-remote="support"]')
          .getByRole('button', { name: this.t.sendTicket })
          .click();
      } else {
        await this.page.getByRole('banner').getByRole('button', { name: this.t.supportMenu }).click();
        await this.page.getByRole('menuitem', { name: this.t.sendTicketMenu }).click();
      }
    }
    const dialog = this.dialog();
    await expect(dialog.getByRole('link', { name: this.t.docs })).toBeVisible();
    await dialog.getByRole('button', { name: this.t.startNew }).click();
    await expect(dialog.getByLabel(this.t.subject)).toBeVisible();
    return dialog;
  }

  async fillNewTicket(dialog: Locator, input: NewTicketInput): Promise<void> {
    await dialog.getByLabel(this.t.subject).fill(input.subject);
    const department = dialog.getByLabel(this.t.department);
    await expect(department.locator(`option[value="${input.department}"]`)).toHaveCount(1);
    await department.selectOption(input.department);
    if (input.resourceId) {
      const service = dialog.getByLabel(this.t.service);
      await expect(service.locator(`option[value="${input.resourceId}"]`)).toHaveCount(1);
      await service.selectOption(input.resourceId);
    }
    if (input.priority) await dialog.getByLabel(this.t.priority).selectOption(input.priority);
    await dialog.getByLabel(this.t.message).fill(input.message);
    if (input.files?.length) await this.attach(dialog, input.files);
  }

  /** Picks files through the attachments field; each starts uploading at once. */
  async attach(scope: Locator, files: Attachment[]): Promise<void> {
    await scope.locator('input[type="file"]').setInputFiles(files);
  }

  /** The download button's name of an attachment. */
  downloadLabel(name: string): string {
    return this.locale === 'en' ? `Download ${name}` : `دریافت ${name}`;
  }

  async waitForUploads(scope: Locator, names: string[]): Promise<void> {
    for (const name of names) {
      await expect(
        scope.getByRole('img', { name: this.locale === 'en' ? `${name} uploaded` : `${name} بارگذاری شد` }),
      ).toBeVisible();
    }
  }

  async submitNewTicket(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: this.t.sendTicket, exact: true }).click();
  }

  /** The ticket id of the ticket page the browser is on. */
  ticketIdFromUrl(): number {
    const match = /\/support\/tickets\/(\d+)/.exec(new URL(this.page.url()).pathname);
    if (!match) throw new Error(`not on a ticket page: ${this.page.url()}`);
    return Number(match[1]);
  }

  conversation(): Locator {
    return this.page.getByRole('region', { name: this.locale === 'en' ? 'Conversation' : 'گفتگو' });
  }

  async reply(message: string): Promise<void> {
    await this.page.getByLabel(this.t.message).fill(message);
    await this.page.getByRole('button', { name: this.t.sendReply }).click();
  }

  async closeTicket(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.closeTicket }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: this.t.closeTicket }).click();
    await expect(this.page.getByText(this.t.closedNotice)).toBeVisible();
  }

  async reopenTicket(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.reopenTicket }).click();
    await expect(this.page.getByRole('button', { name: this.t.sendReply })).toBeVisible();
  }

  /** Clicks an attachment's download button and gives the saved file's bytes and suggested name. */
  async download(name: string): Promise<{ name: string; bytes: Buffer }> {
    const label = this.downloadLabel(name);
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: label }).first().click(),
    ]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `screenshots/support-${name}-${this.locale}.png`, fullPage: false });
  }
}
