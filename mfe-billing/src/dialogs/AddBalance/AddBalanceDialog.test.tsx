import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toaster } from '@portal/shared-ui';
import * as dialog from './remote';
import { browserLocation } from './browserLocation';
import { setupBillingServer } from '../../testing/testServer';

const server = setupBillingServer();

interface CouponCall {
  code: string;
  removePending: string | null;
}
const couponCalls: CouponCall[] = [];
const COUPONS: Record<string, { type: 'gift' | 'discount'; percent: number }> = {
  GIFT15PERCENT1: { type: 'gift', percent: 15 },
  GIFT25PERCENT1: { type: 'gift', percent: 25 },
  DISCOUNT10OFF1: { type: 'discount', percent: 10 },
};

beforeEach(() => {
  couponCalls.length = 0;
  let pendingReleased = false;
  server.use(
    http.post('/submit/financial/check-coupon', async ({ request }) => {
      const code = new URLSearchParams(await request.text()).get('code') ?? '';
      const removePending = new URL(request.url).searchParams.get('remove_pending');
      couponCalls.push({ code, removePending });
      if (code === 'PENDINGCOUPON1') {
        if (removePending === 'true') pendingReleased = true;
        if (!pendingReleased) {
          return HttpResponse.json(
            {
              success: false,
              status: false,
              message: 'Held by an unfinished payment',
              data: { cc_pending: { status: 'PENDING' } },
            },
            { status: 409 },
          );
        }
        return HttpResponse.json({
          success: true,
          status: true,
          message: 'Discount applied',
          data: { availability: { type: 'discount' }, cc_percent: 5 },
        });
      }
      const c = COUPONS[code];
      if (!c)
        return HttpResponse.json(
          { success: false, status: false, message: 'The code is not valid', data: null },
          { status: 422 },
        );
      return HttpResponse.json({
        success: true,
        status: true,
        message: `${c.percent}% applied`,
        data: { availability: { type: c.type }, cc_percent: c.percent },
      });
    }),
  );
});

const open = (wallet?: { balance: number; credit: number; debt: number }) => {
  if (wallet) server.use(http.get('/api/v1/financial/billing/balance', () => apiOk(wallet)));
  return mountTestParcel(dialog, {
    props: { open: true, onClose: jest.fn() },
    basePath: '/financial',
    path: '/',
    locale: 'en',
  });
};

const amountInput = () => screen.getByRole('textbox', { name: /Amount/ });
const codeInput = () => screen.getByRole('textbox', { name: 'Gift or coupon code' });
const payable = () => screen.getByTestId('payable-amount');

async function typeAmount(value: string) {
  await userEvent.clear(amountInput());
  if (value) await userEvent.type(amountInput(), value);
}

describe('the add-balance dialog', () => {
  it('opens at 500 px with the preset chips, the gateways and the code field', async () => {
    await open();
    const dialogEl = await screen.findByRole('dialog', { name: 'Add balance' });
    expect(dialogEl).toHaveStyle({ maxWidth: '500px' });
    const chips = within(screen.getByRole('group', { name: 'Preset amounts (rials)' })).getAllByRole(
      'button',
    );
    expect(chips.map((c) => c.textContent)).toEqual([
      '1,500,000',
      '3,000,000',
      '5,000,000',
      '10,000,000',
      '30,000,000',
      '50,000,000',
    ]);
    await waitFor(() => expect(screen.getByTestId('gateway-trigger')).toHaveTextContent('Saman Bank'));
    expect(codeInput()).toHaveAttribute('maxLength', '14');
  });

  it('takes a preset chip as the amount and counts the payable amount up to it', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '3,000,000' }));
    expect(screen.getByRole('button', { name: '3,000,000' })).toHaveAttribute('aria-pressed', 'true');
    expect(amountInput()).toHaveValue('3,000,000');
    expect(payable()).toHaveAttribute('data-value', '3000000');
    await waitFor(() => expect(payable()).toHaveTextContent('3,000,000 Rials'), { timeout: 2000 });
    expect(screen.getByTestId('payable-tomans')).toHaveTextContent('300,000 Tomans');
  });

  it('accepts Persian digits, shows thousands separators and keeps only digits', async () => {
    await open();
    await screen.findByRole('button', { name: '3,000,000' });
    await typeAmount('۲۵۰۰abc۰۰۰');
    expect(amountInput()).toHaveValue('2,500,000');
  });

  it('enforces the amount bounds with "Enter the amount" and "Enter a valid amount"', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Enter the amount')).toBeInTheDocument();
    await typeAmount('5');
    expect(await screen.findByText('Enter a valid amount')).toBeInTheDocument();
    await typeAmount('5000000');
    expect(screen.queryByText('Enter a valid amount')).not.toBeInTheDocument();
  });

  it.each([
    ['19999999', '', null],
    ['20000000', 'GIFT15PERCENT1', '3,000,000'],
    ['49999999', 'GIFT15PERCENT1', '7,500,000'],
    ['50000000', 'GIFT25PERCENT1', '12,500,000'],
    ['200000000', 'GIFT25PERCENT1', '50,000,000'],
    ['200000001', '', null],
  ])('applies the tier code for %s rials (%s) and shows the gift', async (amount, code, gift) => {
    await open();
    await screen.findByRole('button', { name: '3,000,000' });
    await typeAmount(amount);
    expect(codeInput()).toHaveValue(code);
    if (gift) {
      await waitFor(() => expect(screen.getByTestId('gift-amount')).toHaveTextContent(`Gift: ${gift} Rials`));
      expect(couponCalls.map((c) => c.code)).toContain(code);
    } else {
      expect(screen.queryByTestId('gift-amount')).not.toBeInTheDocument();
    }
  });

  it('clears the tier code when the amount leaves the tiers', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '30,000,000' }));
    await waitFor(() => expect(codeInput()).toHaveValue('GIFT15PERCENT1'));
    await userEvent.click(screen.getByRole('button', { name: '10,000,000' }));
    expect(codeInput()).toHaveValue('');
  });

  it('checks a code only at 14 characters, resets its validity on focus and takes a discount off the payable amount', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '3,000,000' }));
    await userEvent.type(codeInput(), 'DISCOUNT10OFF');
    expect(couponCalls).toEqual([]);
    await userEvent.type(codeInput(), '1');
    expect(await screen.findByText('10% applied')).toBeInTheDocument();
    expect(payable()).toHaveAttribute('data-value', '2700000');
    expect(screen.getByTestId('discount-amount')).toHaveTextContent('300,000');
    await userEvent.click(amountInput());
    await userEvent.click(codeInput());
    expect(screen.queryByText('10% applied')).not.toBeInTheDocument();
    expect(payable()).toHaveAttribute('data-value', '3000000');
  });

  it('shows the server message for an invalid code and blocks Pay', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '3,000,000' }));
    await userEvent.type(codeInput(), 'NOSUCHCODE0001');
    expect(await screen.findByText('The code is not valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('shows a PENDING code as an error with retry, and removes the earlier hold after confirming', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '3,000,000' }));
    await userEvent.type(codeInput(), 'PENDINGCOUPON1');
    expect(await screen.findByText('Held by an unfinished payment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(couponCalls).toHaveLength(2));
    expect(await screen.findByText('Held by an unfinished payment')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the previous coupon' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the previously applied coupon?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText('Discount applied')).toBeInTheDocument();
    expect(couponCalls[couponCalls.length - 1]).toEqual({ code: 'PENDINGCOUPON1', removePending: 'true' });
    expect(couponCalls.filter((c) => c.removePending === 'true')).toHaveLength(1);
  });

  it('offers pay-debt only for a negative balance', async () => {
    await open();
    await screen.findByRole('button', { name: '3,000,000' });
    await waitFor(() => expect(screen.getByTestId('gateway-trigger')).toHaveTextContent('Saman Bank'));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('lowers the payable amount by the debt when pay-debt is ticked and restores it when unticked', async () => {
    await open({ balance: -350_000, credit: 0, debt: 350_000 });
    await userEvent.click(await screen.findByRole('button', { name: '1,500,000' }));
    const box = await screen.findByRole('checkbox', { name: /Pay my debt of 350,000 Rials/ });
    expect(payable()).toHaveAttribute('data-value', '1500000');
    await userEvent.click(box);
    expect(payable()).toHaveAttribute('data-value', '1150000');
    await userEvent.click(box);
    expect(payable()).toHaveAttribute('data-value', '1500000');
  });

  it('starts the payment and sends the browser to the bank page', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const sent: Record<string, string>[] = [];
    server.use(
      http.post('/submit/financial/add-funds', async ({ request }) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({
          success: true,
          status: true,
          message: 'Redirecting',
          data: { url: '/submit/financial/payments/p1' },
        });
      }),
      http.get('/submit/financial/payments/p1', () =>
        apiOk({ redirectUrl: 'https://bank.test/gateway/pay/p1?lang=en' }),
      ),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '30,000,000' }));
    await screen.findByText('15% applied');
    await userEvent.click(screen.getByTestId('gateway-trigger'));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Mellat Bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://bank.test/gateway/pay/p1?lang=en'));
    expect(sent).toEqual([
      {
        price: '30000000',
        gateway: '2',
        rebound: 'http://localhost/financial/payment-result',
        verifyPrice: '30000000',
        coupon: 'GIFT15PERCENT1',
      },
    ]);
    assign.mockRestore();
  });

  it.each([
    ['another site', 'https://evil.example/pay/p1', 'evil.example'],
    ['plain http', 'http://bank.test/gateway/pay/p1', 'bank.test'],
    ['another scheme', 'javascript:alert(document.cookie)', 'javascript:'],
  ])(
    'refuses a bank address on %s: a clear message, the browser stays, the form keeps its values',
    async (_case, redirectUrl, host) => {
      const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      server.use(
        http.post('/submit/financial/add-funds', () =>
          HttpResponse.json({
            success: true,
            status: true,
            message: 'Redirecting',
            data: { url: '/submit/financial/payments/p2' },
          }),
        ),
        http.get('/submit/financial/payments/p2', () => apiOk({ redirectUrl })),
      );
      await open();
      await userEvent.click(await screen.findByRole('button', { name: '1,500,000' }));
      await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
      const alert = await screen.findByTestId('gateway-refused');
      expect(alert).toHaveTextContent('You were not sent to the bank');
      expect(alert).toHaveTextContent(
        `The payment gateway's address (${host}) is not one this portal trusts. Nothing was charged.`,
      );
      expect(assign).not.toHaveBeenCalled();
      expect(payable()).toHaveAttribute('data-value', '1500000');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
      assign.mockRestore();
    },
  );

  it('starts no payment when the trusted gateways cannot be read', async () => {
    const toast = jest.spyOn(toaster, 'create');
    let started = 0;
    server.use(
      http.get('/config.json', () => new HttpResponse(null, { status: 503 })),
      http.post('/submit/financial/add-funds', () => {
        started += 1;
        return HttpResponse.json({
          success: true,
          status: true,
          message: 'Redirecting',
          data: { url: '/x' },
        });
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '1,500,000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'The payment could not be started. Please Try Again',
        }),
      ),
    );
    expect(started).toBe(0);
    toast.mockRestore();
  });

  it('shows a toast with the server message when the payment cannot start, and can pay again', async () => {
    const toast = jest.spyOn(toaster, 'create');
    server.use(
      http.post('/submit/financial/add-funds', () =>
        HttpResponse.json(
          { success: false, message: 'The payable amount has changed', fields: { verifyPrice: ['x'] } },
          { status: 422 },
        ),
      ),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '1,500,000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'The payable amount has changed' }),
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    toast.mockRestore();
  });
});
