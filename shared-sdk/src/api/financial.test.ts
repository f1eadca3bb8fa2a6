import { HttpResponse, http } from 'msw';
import { setToken } from '../session/sessionStore';
import { DEMO_WALLETS, demoBanks } from '../factories';
import { api } from './api';
import { isApiError } from './ApiError';
import { API_BASE, API_V1, server, useTestServer, resetApiSession } from './testServer';

useTestServer();

beforeEach(() => {
  resetApiSession();
});

interface Seen {
  url: string;
  form: Record<string, string>;
  auth: string | null;
}

function answer(method: 'get' | 'post', url: string, body: unknown, status = 200): Seen {
  const seen: Seen = { url: '', form: {}, auth: null };
  server.use(
    http[method](url, async ({ request }) => {
      seen.url = request.url;
      seen.auth = request.headers.get('authorization');
      seen.form = Object.fromEntries(new URLSearchParams(await request.text()));
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

const ok = (data: unknown) => ({ success: true, message: 'OK', data });

describe('api.financial', () => {
  it.each<[string, string, () => Promise<unknown>, unknown]>([
    ['banks', '/financial/banks', () => api.financial.banks(), demoBanks('en')],
    ['lastInvoice', '/financial/last-invoice', () => api.financial.lastInvoice(), null],
    ['invoices', '/financial/invoices', () => api.financial.invoices(), []],
    ['invoice', '/financial/invoices/7', () => api.financial.invoice(7), { id: 7 }],
    ['transactions', '/financial/transactions', () => api.financial.transactions(), []],
    ['balance', '/financial/billing/balance', () => api.financial.balance(), DEMO_WALLETS[1]],
  ])('%s reads GET /api/v1%s', async (_name, path, call, data) => {
    const seen = answer('get', `${API_V1}${path}`, ok(data));
    await expect(call()).resolves.toEqual(data);
    expect(new URL(seen.url).pathname).toBe(`/api/v1${path}`);
  });

  it('asks for a user price list by user_id', async () => {
    const seen = answer('get', `${API_V1}/financial/price`, ok([]));
    await api.financial.price(7);
    expect(new URL(seen.url).searchParams.get('user_id')).toBe('7');
  });

  describe('checkCoupon', () => {
    const url = `${API_BASE}/submit/financial/check-coupon`;

    it('posts the code without the /api/v1 prefix and resolves with the whole answer', async () => {
      setToken('tok-123456');
      const body = {
        success: true,
        status: true,
        message: 'Applied',
        data: { code: 'GIFT15PERCENT1', availability: { type: 'gift' }, cc_percent: 15 },
      };
      const seen = answer('post', url, body);
      await expect(api.financial.checkCoupon('GIFT15PERCENT1')).resolves.toEqual(body);
      expect(seen.form).toEqual({ code: 'GIFT15PERCENT1' });
      expect(seen.auth).toBe('Bearer tok-123456');
      expect(new URL(seen.url).search).toBe('');
    });

    it('sends remove_pending=true when asked', async () => {
      const seen = answer('post', url, {
        success: true,
        status: true,
        message: 'ok',
        data: { availability: { type: 'discount' }, cc_percent: 5 },
      });
      await api.financial.checkCoupon('PENDINGCOUPON1', { removePending: true });
      expect(new URL(seen.url).searchParams.get('remove_pending')).toBe('true');
    });

    it.each([422, 409])('resolves with a refusal answered with %d', async (status) => {
      const body = {
        success: false,
        status: false,
        message: 'held',
        data: { cc_pending: { status: 'PENDING' } },
      };
      answer('post', url, body, status);
      await expect(api.financial.checkCoupon('PENDINGCOUPON1')).resolves.toEqual(body);
    });

    it('rejects when the answer is not a coupon answer', async () => {
      answer('post', url, { success: false, message: 'Please Try Again' }, 500);
      const error = await api.financial.checkCoupon('X').catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(500);
    });
  });

  it('addFunds posts the payment fields unprefixed and resolves with status, message and data.url', async () => {
    const body = {
      success: true,
      status: true,
      message: 'Redirecting',
      data: { url: '/submit/financial/payments/p1' },
    };
    const seen = answer('post', `${API_BASE}/submit/financial/add-funds`, body);
    const result = await api.financial.addFunds({
      price: 1_500_000,
      gateway: 1,
      rebound: 'http://portal/financial/payment-result',
      verifyPrice: 1_500_000,
      coupon: '',
    });
    expect(result).toEqual(body);
    expect(seen.form).toEqual({
      price: '1500000',
      gateway: '1',
      rebound: 'http://portal/financial/payment-result',
      verifyPrice: '1500000',
      coupon: '',
    });
  });

  it('paymentRedirect GETs the url add-funds gave and resolves with redirectUrl', async () => {
    answer(
      'get',
      `${API_BASE}/submit/financial/payments/p1`,
      ok({ redirectUrl: 'http://portal/gateway/pay/p1' }),
    );
    await expect(api.financial.paymentRedirect('/submit/financial/payments/p1')).resolves.toEqual({
      redirectUrl: 'http://portal/gateway/pay/p1',
    });
  });

  it('getPath follows an absolute provider URL and keeps the bearer on the provider origin only', async () => {
    setToken('tok-123456');
    const own = answer('get', `${API_BASE}/anything/here`, ok(1));
    await api.financial.getPath(`${API_BASE}/anything/here`);
    expect(own.auth).toBe('Bearer tok-123456');
    const foreign = answer('get', 'http://bank.test/x', ok(2));
    await api.financial.getPath('http://bank.test/x');
    expect(foreign.auth).toBeNull();
  });
});
