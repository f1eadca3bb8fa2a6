import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** The account in debt (−350,000 rials), signed in by its API token (sandbox seed). */
export const DEBT_TOKEN = 'otp-0123456789abcdef';

/** Texts the billing screens show, by locale (from mfe-billing's messages and the sandbox gateway). */
export const BILLING_TEXT = {
  en: {
    addBalance: 'Add balance',
    increaseBalance: 'Increase balance',
    presets: 'Preset amounts (rials)',
    amount: 'Amount (rials)',
    code: 'Gift or coupon code',
    gateway: 'Bank gateway',
    pay: 'Pay',
    retry: 'Retry',
    removePending: 'Remove the previous coupon',
    removeTitle: 'Remove the previously applied coupon?',
    removeConfirm: 'Remove it',
    payDebt: /Pay my debt of/,
    gift: 'Gift:',
    success: 'Your payment was completed successfully',
    failed: 'Your payment was not successful',
    enterAmount: 'Enter the amount',
    enterValidAmount: 'Enter a valid amount',
    gatewayPay: 'Pay',
    gatewayCancel: 'Cancel',
    transactions: 'Transactions',
    closedPayments: 'Closed payments',
    breakdown: 'Breakdown',
    totals: 'Totals',
    noBill: 'There is no bill',
    noTransactions: 'There are no transactions',
    segments: ['CDN', 'CLOUD', 'Support Plan'],
    groups: ['Servers', 'CDN', 'Support plan', 'Free volumes', 'Additional items'],
    balanceCard: 'Balance and credit',
    consumptionCard: 'Consumption',
    rials: 'Rials',
  },
  fa: {
    addBalance: 'افزایش موجودی',
    increaseBalance: 'افزایش موجودی',
    presets: 'مبلغ‌های پیشنهادی (ریال)',
    amount: 'مبلغ (ریال)',
    code: 'کد هدیه یا تخفیف',
    gateway: 'درگاه بانکی',
    pay: 'پرداخت',
    retry: 'تلاش دوباره',
    removePending: 'حذف کوپن قبلی',
    removeTitle: 'کوپن اعمال‌شده قبلی حذف شود؟',
    removeConfirm: 'حذف کن',
    payDebt: /پرداخت بدهی من/,
    gift: 'هدیه:',
    success: 'پرداخت شما با موفقیت انجام شد',
    failed: 'پرداخت شما موفق نبود',
    enterAmount: 'مبلغ را وارد کنید',
    enterValidAmount: 'مبلغ معتبر وارد کنید',
    gatewayPay: 'پرداخت',
    gatewayCancel: 'انصراف',
    transactions: 'تراکنش‌ها',
    closedPayments: 'پرداخت‌های بسته‌شده',
    breakdown: 'جزئیات',
    totals: 'جمع‌ها',
    noBill: 'صورت‌حسابی وجود ندارد',
    noTransactions: 'تراکنشی وجود ندارد',
    segments: ['CDN', 'CLOUD', 'طرح پشتیبانی'],
    groups: ['سرورها', 'CDN', 'طرح پشتیبانی', 'حجم‌های رایگان', 'موارد اضافه'],
    balanceCard: 'موجودی و اعتبار',
    consumptionCard: 'مصرف',
    rials: 'ریال',
  },
} as const;

/**
 * A top-up made through the API and the stand-in bank, as the dialog and the bank page would make
 * it (for screens that show its result; the journeys themselves go through the pages).
 */
export async function apiTopUp(
  request: APIRequestContext,
  token: string,
  {
    price,
    gateway,
    coupon = '',
    verifyPrice = price,
    choice = 'pay',
  }: { price: number; gateway: number; coupon?: string; verifyPrice?: number; choice?: 'pay' | 'cancel' },
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/submit/financial/add-funds', {
    headers,
    // the provider returns the customer only to the portal itself: the portal these tests drive
    form: {
      price,
      gateway,
      rebound: new URL('/financial/payment-result', process.env.E2E_BASE_URL ?? 'http://localhost:8090').href,
      verifyPrice,
      coupon,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const redirect = (await (await request.get((await created.json()).data.url, { headers })).json()).data
    .redirectUrl as string;
  const id = new URL(redirect).pathname.split('/').pop() as string;
  expect(
    (await request.post(`/gateway/pay/${id}`, { form: { action: choice }, maxRedirects: 0 })).status(),
  ).toBe(303);
  await request.get(`/gateway/return/${id}`, { maxRedirects: 0 });
}

/** Digits with thousands separators, as the portal shows rials. */
export function rials(n: number): string {
  return n.toLocaleString('en-US');
}

/** The billing area (mfe-billing) and the sandbox's stand-in bank gateway, as a user sees them. */
export class BillingPage extends LocalizedPage<typeof BILLING_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, BILLING_TEXT);
  }

  override async gotoDashboard(): Promise<void> {
    await super.gotoDashboard();
    await expect(this.balanceCard()).toBeVisible();
  }

  async goto(
    tab: 'increase-balance' | 'closed-payments' | 'active-invoice' | 'payment-history' | string,
  ): Promise<void> {
    await this.page.goto(`/financial/${tab}?locale=${this.locale}`);
  }

  /** The transactions, reached in the page through the header's balance (its link), as a user does after paying. */
  async openTransactionsFromHeader(): Promise<Locator> {
    await this.headerBalance().click();
    await this.page.waitForURL(/\/financial\/payment-history/);
    const table = this.page.getByRole('table', { name: this.t.transactions });
    await expect(table).toBeVisible();
    return table;
  }

  headerBalance(): Locator {
    return this.page.getByTestId('header-balance');
  }

  balanceCard(): Locator {
    return this.page.getByTestId('balance-card');
  }

  consumptionCard(): Locator {
    return this.page.getByTestId('consumption-card');
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t.addBalance });
  }

  /** The top-up form, in the dialog or on the Increase Balance tab. */
  form(): Locator {
    return this.page.getByRole('form', { name: this.t.addBalance });
  }

  async openAddBalanceFromDashboard(): Promise<Locator> {
    await this.gotoDashboard();
    return this.openAddBalanceHere();
  }

  /** Opens the add-balance dialog from the balance card of the dashboard the browser is on. */
  async openAddBalanceHere(): Promise<Locator> {
    await this.balanceCard().getByRole('button', { name: this.t.increaseBalance }).click();
    const dialog = this.dialog();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('gateway-trigger')).toBeVisible();
    return dialog;
  }

  amountInput(scope: Locator): Locator {
    return scope.getByRole('textbox', { name: this.t.amount });
  }

  codeInput(scope: Locator): Locator {
    return scope.getByRole('textbox', { name: this.t.code });
  }

  payable(scope: Locator): Locator {
    return scope.getByTestId('payable-amount');
  }

  async chooseChip(scope: Locator, amount: number): Promise<void> {
    await scope
      .getByRole('group', { name: this.t.presets })
      .getByRole('button', { name: rials(amount) })
      .click();
  }

  async typeAmount(scope: Locator, amount: string): Promise<void> {
    await this.amountInput(scope).fill('');
    await this.amountInput(scope).pressSequentially(amount);
  }

  async chooseGateway(scope: Locator, name: string): Promise<void> {
    await scope.getByTestId('gateway-trigger').click();
    await this.page.getByRole('menuitemradio', { name }).click();
    await expect(scope.getByTestId('gateway-trigger')).toContainText(name);
  }

  /** Pay: the browser leaves for the stand-in bank page. */
  async pay(scope: Locator): Promise<void> {
    await scope.getByRole('button', { name: this.t.pay, exact: true }).click();
    await this.page.waitForURL(/\/gateway\/pay\//);
  }

  /** On the bank page: Pay or Cancel, then back to the portal and on to the dashboard. */
  async finishAtGateway(choice: 'pay' | 'cancel'): Promise<string> {
    const paymentId = new URL(this.page.url()).pathname.split('/').pop() as string;
    await this.page
      .getByRole('button', { name: choice === 'pay' ? this.t.gatewayPay : this.t.gatewayCancel })
      .click();
    await this.page.waitForURL(/\/financial\/payment-result\?/);
    return paymentId;
  }

  /** Waits until every donut on the page has drawn (its plot loads on demand). */
  async donutsDrawn(): Promise<void> {
    const charts = this.page.getByRole('figure');
    for (let i = 0; i < (await charts.count()); i += 1) {
      await expect(charts.nth(i).locator('svg path').first()).toBeVisible();
    }
  }

  /** Waits until the payable counter has finished counting (1 s) to its figure. */
  async counterSettled(scope: Locator): Promise<void> {
    const value = Number(await this.payable(scope).getAttribute('data-value'));
    await expect(this.payable(scope)).toContainText(rials(value));
  }

  async screenshot(name: string): Promise<void> {
    // a whole page from its top: scrolled, the sticky header would be drawn part way down the picture
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await this.page.screenshot({ path: `screenshots/billing-${name}-${this.locale}.png`, fullPage: true });
  }
}
