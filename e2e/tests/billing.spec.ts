import type { APIRequestContext } from '@playwright/test';
import { SCREEN_VARIANTS } from '../pages/LocalizedPage';
import { DEMO, expect, resetSandbox, signIn, test } from '../fixtures';
import { BillingPage, DEBT_TOKEN, apiTopUp, rials } from '../pages/BillingPage';

const DEMO_BALANCE = 12_500_000; // rials, the seed

interface StoredTransaction {
  number: string;
  amount: number;
  result: 'success' | 'failed';
  payment_method: string;
  gateway: string | null;
}

/** What the provider holds now: the wallet and the newest transaction, read with the account's token. */
async function providerState(
  request: APIRequestContext,
  token = DEMO.token,
): Promise<{ balance: number; debt: number; last: StoredTransaction }> {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' };
  const wallet = (await (await request.get('/api/v1/financial/billing/balance', { headers })).json()).data;
  const transactions = (await (await request.get('/api/v1/financial/transactions', { headers })).json())
    .data as StoredTransaction[];
  return { balance: wallet.balance, debt: wallet.debt, last: transactions[0]! };
}

test.describe('billing', () => {
  test('tops up through the stand-in gateway; the balance reaches the header, the dashboard and another tab', async ({
    page,
    request,
    context,
  }) => {
    // the longest journey of the area (two tabs, the gateway, two returns, the history): 37 s on a
    // quiet CI machine, too close to the default 45 s on a loaded one
    test.setTimeout(90_000);
    await resetSandbox(request);
    await signIn(page);
    const billing = new BillingPage(page, 'en');
    const dialog = await billing.openAddBalanceFromDashboard();
    await expect(billing.headerBalance()).toContainText(rials(DEMO_BALANCE));

    // a second tab on the dashboard hears the new balance over the bus, without a reload
    const other = await context.newPage();
    const otherBilling = new BillingPage(other, 'en');
    await otherBilling.gotoDashboard();
    await expect(otherBilling.headerBalance()).toContainText(rials(DEMO_BALANCE));

    await billing.chooseChip(dialog, 3_000_000);
    await billing.chooseGateway(dialog, 'Mellat Bank');
    await expect(billing.payable(dialog)).toHaveAttribute('data-value', '3000000');
    await expect(billing.payable(dialog)).toContainText('3,000,000');
    await billing.counterSettled(dialog);
    await billing.screenshot('dialog');
    await billing.pay(dialog);

    await expect(page.getByRole('heading', { name: /Mellat Bank/ })).toBeVisible();
    await expect(page.getByTestId('gateway-amount')).toContainText('3,000,000');
    await billing.screenshot('gateway');
    const paymentId = await billing.finishAtGateway('pay');

    // the message comes after 1 s, then the dashboard
    await expect(page.getByText(billing.t.success).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const expected = rials(DEMO_BALANCE + 3_000_000);
    await expect(billing.headerBalance()).toContainText(expected);
    await expect(billing.balanceCard()).toContainText(expected);
    await expect(otherBilling.headerBalance()).toContainText(expected);

    // coming back from the bank again credits nothing more
    await page.goto(`/gateway/return/${paymentId}`);
    await page.waitForURL(/\/$/);
    await expect(billing.headerBalance()).toContainText(expected);

    await billing.goto('payment-history');
    const table = page.getByRole('table', { name: billing.t.transactions });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText('TRX-100207');
    await expect(rows.nth(1)).toContainText('3,000,000');
    await expect(rows.nth(1)).toContainText('Successful');
    await expect(rows.nth(1)).toContainText('Mellat Bank');
    await expect(table.getByText('TRX-100208')).toHaveCount(0);
  });

  test('a cancelled payment shows the error and leaves the balance alone (fa)', async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
    const billing = new BillingPage(page, 'fa');
    const dialog = await billing.openAddBalanceFromDashboard();
    await billing.chooseChip(dialog, 1_500_000);
    await billing.counterSettled(dialog);
    await billing.screenshot('dialog');
    await billing.pay(dialog);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await billing.screenshot('gateway');
    await billing.finishAtGateway('cancel');
    await expect(page.getByText(billing.t.failed).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(billing.headerBalance()).toContainText(rials(DEMO_BALANCE));
    await billing.goto('payment-history');
    const first = page.getByRole('table', { name: billing.t.transactions }).getByRole('row').nth(1);
    await expect(first).toContainText('ناموفق');
    await expect(first).toContainText('1,500,000');
    await billing.screenshot('transactions');
  });

  // Every edge of the gift tiers and the amount bounds are the shared rule's and the dialog's unit
  // tests and the sandbox's; here a tier's code is checked by the provider and its gift shown, then
  // an amount past the tiers drops it.
  test('applies a gift tier, and drops it past the tiers', async ({ page }) => {
    await signIn(page);
    const billing = new BillingPage(page, 'en');
    await billing.goto('increase-balance');
    const form = billing.form();
    await expect(form.getByTestId('gateway-trigger')).toContainText('Saman Bank');
    const cases: Array<[string, string, number | null]> = [
      ['50000000', 'GIFT25PERCENT1', 12_500_000],
      ['200000001', '', null],
    ];
    for (const [amount, code, gift] of cases) {
      await billing.typeAmount(form, amount);
      await expect(billing.amountInput(form)).toHaveValue(rials(Number(amount)));
      await expect(billing.codeInput(form), `code for ${amount}`).toHaveValue(code);
      if (gift === null) await expect(form.getByTestId('gift-amount')).toHaveCount(0);
      else await expect(form.getByTestId('gift-amount')).toContainText(`Gift: ${rials(gift)}`);
      await expect(billing.payable(form)).toHaveAttribute('data-value', amount);
    }
    await billing.typeAmount(form, '5');
    await expect(form.getByText(billing.t.enterValidAmount)).toBeVisible();
    await billing.amountInput(form).fill('');
    await form.getByRole('button', { name: billing.t.pay, exact: true }).click();
    await expect(form.getByText(billing.t.enterAmount)).toBeVisible();
  });

  test('a PENDING coupon shows the server message, retries, and is removed after confirming', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await signIn(page);
    const billing = new BillingPage(page, 'en');
    await billing.goto('increase-balance');
    const form = billing.form();
    await billing.chooseChip(form, 3_000_000);
    await billing.codeInput(form).fill('PENDINGCOUPON1');
    const message = form.getByTestId('coupon-message');
    await expect(message).toContainText('held by an earlier payment');
    await expect(form.getByRole('button', { name: billing.t.pay, exact: true })).toBeDisabled();
    await form.getByRole('button', { name: billing.t.retry }).click();
    await expect(message).toContainText('held by an earlier payment');
    await billing.counterSettled(form);
    await billing.screenshot('pending-coupon');
    await form.getByRole('button', { name: billing.t.removePending }).click();
    const confirm = page.getByRole('alertdialog', { name: billing.t.removeTitle });
    await confirm.getByRole('button', { name: billing.t.removeConfirm }).click();
    await expect(message).toContainText('Discount code applied: 5%');
    await expect(billing.payable(form)).toHaveAttribute('data-value', '2850000');
    await expect(form.getByRole('button', { name: billing.t.pay, exact: true })).toBeEnabled();
  });

  test('pays the debt of an account in debt', async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page, DEBT_TOKEN);
    const billing = new BillingPage(page, 'en');
    await billing.gotoDashboard();
    await expect(billing.headerBalance()).toContainText('-350,000');
    const dialog = await billing.openAddBalanceHere();
    await billing.chooseChip(dialog, 1_500_000);
    const box = dialog.getByRole('checkbox', { name: billing.t.payDebt });
    await expect(dialog.getByText(/Pay my debt of 350,000/)).toBeVisible();
    await expect(billing.payable(dialog)).toHaveAttribute('data-value', '1500000');
    await dialog.getByText(/Pay my debt of 350,000/).click();
    await expect(box).toBeChecked();
    await expect(billing.payable(dialog)).toHaveAttribute('data-value', '1150000');
    await expect(billing.payable(dialog)).toContainText('1,150,000');
    await billing.counterSettled(dialog);
    await billing.screenshot('pay-debt');
    await dialog.getByText(/Pay my debt of 350,000/).click();
    await expect(billing.payable(dialog)).toHaveAttribute('data-value', '1500000');
    await dialog.getByText(/Pay my debt of 350,000/).click();
    await billing.pay(dialog);
    await expect(page.getByTestId('gateway-amount')).toContainText('1,500,000');
    await billing.finishAtGateway('pay');
    await expect(page.getByText(billing.t.success).first()).toBeVisible();
    await expect(billing.headerBalance()).toContainText('1,150,000');
    const after = await providerState(request, DEBT_TOKEN);
    expect([after.balance, after.debt]).toEqual([1_150_000, 0]);
    expect(after.last).toMatchObject({ amount: 1_500_000, result: 'success' });
    // the debt is paid: no pay-debt box any more
    await expect(page).toHaveURL(/\/$/);
    const again = await billing.openAddBalanceHere();
    await expect(again.getByRole('checkbox')).toHaveCount(0);
  });

  // Journeys away from the defaults: each gateway, a preset and a custom amount, a gift and a
  // discount code, paid and cancelled; what the provider stored is read back, and the page shows it.
  test('Zarinpal, then Saman again, a preset amount and a discount code: charged less, credited in full', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await signIn(page);
    const billing = new BillingPage(page, 'en');
    await billing.goto('increase-balance');
    const form = billing.form();
    await billing.chooseChip(form, 5_000_000);
    await billing.chooseGateway(form, 'Zarinpal');
    await billing.chooseGateway(form, 'Saman Bank');
    await billing.codeInput(form).fill('discount10off1');
    await expect(form.getByTestId('coupon-message')).toContainText('Discount code applied: 10%');
    await expect(form.getByTestId('discount-amount')).toContainText('Discount: 500,000');
    await expect(billing.payable(form)).toHaveAttribute('data-value', '4500000');
    await billing.counterSettled(form);
    await billing.screenshot('journey-discount');
    await billing.pay(form);
    await expect(page.getByRole('heading', { name: /Saman Bank/ })).toBeVisible();
    await expect(page.getByTestId('gateway-amount')).toContainText('4,500,000');
    await billing.finishAtGateway('pay');
    await expect(page.getByText(billing.t.success).first()).toBeVisible();

    const after = await providerState(request);
    expect(after.balance).toBe(DEMO_BALANCE + 5_000_000);
    expect(after.last).toMatchObject({
      amount: 4_500_000,
      result: 'success',
      payment_method: 'gateway',
      gateway: 'saman',
    });
    await expect(billing.headerBalance()).toContainText(rials(DEMO_BALANCE + 5_000_000));
    await expect(page).toHaveURL(/\/$/);
    const row = (await billing.openTransactionsFromHeader()).getByRole('row').nth(1);
    await expect(row).toContainText(after.last.number);
    await expect(row).toContainText('4,500,000');
    await expect(row).toContainText('Saman Bank');
  });

  test('Mellat Bank, a custom amount in Persian digits inside the 15 % tier: the gift is credited (fa)', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await signIn(page);
    const billing = new BillingPage(page, 'fa');
    const dialog = await billing.openAddBalanceFromDashboard();
    await billing.typeAmount(dialog, '۲۰۰۰۰۰۰۰');
    await expect(billing.amountInput(dialog)).toHaveValue('20,000,000');
    await expect(billing.codeInput(dialog)).toHaveValue('GIFT15PERCENT1');
    await expect(dialog.getByTestId('gift-amount')).toContainText('3,000,000');
    await billing.chooseGateway(dialog, 'بانک ملت');
    await billing.counterSettled(dialog);
    await billing.screenshot('journey-gift');
    await billing.pay(dialog);
    await expect(page.getByTestId('gateway-amount')).toContainText('20,000,000');
    await billing.finishAtGateway('pay');
    await expect(page.getByText(billing.t.success).first()).toBeVisible();

    const after = await providerState(request);
    expect(after.balance).toBe(DEMO_BALANCE + 23_000_000);
    expect(after.last).toMatchObject({ amount: 20_000_000, result: 'success', gateway: 'mellat' });
    await expect(billing.headerBalance()).toContainText(rials(DEMO_BALANCE + 23_000_000));
    await expect(page).toHaveURL(/\/$/);
    const row = (await billing.openTransactionsFromHeader()).getByRole('row').nth(1);
    await expect(row).toContainText('20,000,000');
    await expect(row).toContainText('بانک ملت');
  });

  test('Zarinpal, a custom amount cancelled at the bank: a failed transaction, the balance untouched', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await signIn(page);
    const billing = new BillingPage(page, 'en');
    await billing.goto('increase-balance');
    const form = billing.form();
    await billing.typeAmount(form, '2345678');
    await billing.chooseGateway(form, 'Zarinpal');
    await expect(billing.payable(form)).toHaveAttribute('data-value', '2345678');
    await billing.pay(form);
    await expect(page.getByTestId('gateway-amount')).toContainText('2,345,678');
    await billing.finishAtGateway('cancel');
    await expect(page.getByText(billing.t.failed).first()).toBeVisible();

    const after = await providerState(request);
    expect(after.balance).toBe(DEMO_BALANCE);
    expect(after.last).toMatchObject({ amount: 2_345_678, result: 'failed', gateway: 'zarinpal' });
    await expect(page).toHaveURL(/\/$/);
    const row = (await billing.openTransactionsFromHeader()).getByRole('row').nth(1);
    await expect(row).toContainText('2,345,678');
    await expect(row).toContainText('Failed');
    await expect(row).toContainText('Zarinpal');
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`shows the current invoice donut and breakdown, closed payments and the dashboard cards (${locale})`, async ({
      page,
      request,
    }) => {
      await resetSandbox(request);
      await signIn(page);
      const billing = new BillingPage(page, locale);
      await billing.gotoDashboard();
      const consumption = billing.consumptionCard();
      for (const segment of billing.t.segments)
        await expect(consumption.getByRole('figure')).toContainText(segment);
      await expect(billing.balanceCard()).toContainText(rials(DEMO_BALANCE));
      await billing.donutsDrawn();
      await billing.screenshot('dashboard');

      await consumption.getByRole('link', { name: billing.t.consumptionCard }).click();
      await expect(page).toHaveURL(/\/financial\/active-invoice/);
      const figure = page.getByRole('figure');
      for (const segment of billing.t.segments) await expect(figure).toContainText(segment);
      await expect(page.getByRole('heading', { name: billing.t.totals })).toBeVisible();
      for (const group of billing.t.groups)
        await expect(page.getByRole('heading', { name: group, exact: true, level: 3 })).toBeVisible();
      await expect(
        page.getByRole('table', { name: locale === 'en' ? 'Resources of web-1' : 'منابع web-1' }),
      ).toBeVisible();
      await billing.donutsDrawn();
      await billing.screenshot('active-invoice');

      await billing.goto('closed-payments');
      const invoices = page.getByRole('table', { name: billing.t.closedPayments });
      await expect(invoices.getByRole('row')).toHaveCount(3);
      await billing.screenshot('closed-payments');
      await invoices.getByRole('row').nth(1).click();
      await expect(page).toHaveURL(/\/financial\/closed-payments\/\d+/);
      await expect(page.getByRole('heading', { name: billing.t.breakdown })).toBeVisible();
      await billing.donutsDrawn();
      await billing.screenshot('invoice-detail');

      await billing.goto('payment-history');
      await expect(page.getByRole('table', { name: billing.t.transactions }).getByRole('row')).toHaveCount(7);
      await billing.screenshot('transactions-list');
    });
  }

  test('an account without bills or transactions sees the empty states', async ({ page }) => {
    await signIn(page, DEBT_TOKEN);
    const billing = new BillingPage(page, 'en');
    await billing.goto('active-invoice');
    await expect(page.getByText(billing.t.noBill)).toBeVisible();
    await billing.goto('payment-history');
    await expect(page.getByText(billing.t.noTransactions)).toBeVisible();
  });

  for (const [locale, width] of SCREEN_VARIANTS) {
    test(`the journeys' results in ${locale} at ${width} px: a top-up with its gift and gateway, then each gateway's transaction`, async ({
      page,
      request,
    }) => {
      await resetSandbox(request);
      await page.setViewportSize({ width, height: 860 });
      await signIn(page);
      const billing = new BillingPage(page, locale);
      const phone = width < 500 ? '-phone' : '';
      await billing.goto('increase-balance');
      const form = billing.form();
      await billing.typeAmount(form, '20000000');
      await billing.chooseGateway(form, locale === 'fa' ? 'زرین‌پال' : 'Zarinpal');
      await expect(form.getByTestId('gift-amount')).toContainText('3,000,000');
      await billing.counterSettled(form);
      await billing.screenshot(`journey-topup${phone}`);

      // one payment through each gateway: a discount paid, a gift paid, one cancelled
      await apiTopUp(request, DEMO.token, {
        price: 5_000_000,
        gateway: 1,
        coupon: 'DISCOUNT10OFF1',
        verifyPrice: 4_500_000,
      });
      await apiTopUp(request, DEMO.token, { price: 20_000_000, gateway: 2, coupon: 'GIFT15PERCENT1' });
      await apiTopUp(request, DEMO.token, { price: 2_345_678, gateway: 3, choice: 'cancel' });
      await billing.goto('payment-history');
      const rows = page.getByRole('table', { name: billing.t.transactions }).getByRole('row');
      await expect(rows.nth(1)).toContainText('2,345,678');
      await expect(rows.nth(3)).toContainText('4,500,000');
      await expect(billing.headerBalance()).toContainText(rials(DEMO_BALANCE + 5_000_000 + 23_000_000));
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      await billing.screenshot(`journey-transactions${phone}`);
    });
  }
});
