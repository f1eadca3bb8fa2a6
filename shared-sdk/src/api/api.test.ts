import { HttpResponse, http } from 'msw';
import { api } from './api';
import { API_V1, server, useTestServer, resetApiSession } from './testServer';
import type { ApiData, Balance, LoginResult } from './types';

useTestServer();

beforeEach(() => {
  resetApiSession();
});

interface Seen {
  method: string;
  path: string;
  form: Record<string, string>;
}

/** Answers one call with `data` and records what was sent. */
function answer(method: 'get' | 'post', path: string, data: unknown): Seen {
  const seen: Seen = { method: '', path: '', form: {} };
  server.use(
    http[method](`${API_V1}${path}`, async ({ request }) => {
      seen.method = request.method;
      seen.path = new URL(request.url).pathname;
      seen.form = Object.fromEntries(new URLSearchParams(await request.text()));
      return HttpResponse.json({ success: true, message: 'OK', data });
    }),
  );
  return seen;
}

const profile = {
  id: 1,
  user_id: 7,
  name: 'Demo',
  last_name: 'User',
  email: 'demo@example.com',
  phone: '0912',
  account_type: 'individual',
};

describe('api', () => {
  it.each<[string, () => Promise<unknown>, 'get' | 'post', string, unknown, Record<string, string>]>([
    [
      'auth.captcha',
      () => api.auth.captcha(),
      'post',
      '/auth/captcha/recaptcha',
      { captcha_id: 'c1', image: 'data:image/svg+xml;base64,AA' },
      {},
    ],
    [
      'auth.login',
      () =>
        api.auth.login({
          username: 'demo@example.com',
          password: 'Demo@12345',
          captcha_id: 'c1',
          captcha: 'abcde',
        }),
      'post',
      '/auth/login',
      { token: 'tok-123456', otp_required: false },
      { username: 'demo@example.com', password: 'Demo@12345', captcha_id: 'c1', captcha: 'abcde' },
    ],
    [
      'auth.loginOtp',
      () => api.auth.loginOtp({ otp_token: 'o1', code: '123456' }),
      'post',
      '/auth/login/otp',
      { token: 't-99999' },
      { otp_token: 'o1', code: '123456' },
    ],
    [
      'auth.register',
      () =>
        api.auth.register({
          name: 'A',
          last_name: 'B',
          email: 'a@b.c',
          mobile: '0912',
          password: 'Abc@1234',
          password_confirmation: 'Abc@1234',
          terms: true,
          captcha_id: 'c1',
          captcha: 'xyz12',
        }),
      'post',
      '/auth/register',
      { token: 't-new01' },
      {
        name: 'A',
        last_name: 'B',
        email: 'a@b.c',
        mobile: '0912',
        password: 'Abc@1234',
        password_confirmation: 'Abc@1234',
        terms: '1',
        captcha_id: 'c1',
        captcha: 'xyz12',
      },
    ],
    ['auth.logout', () => api.auth.logout(), 'post', '/auth/logout', null, {}],
    ['profile.get', () => api.profile.get(), 'get', '/auth/profile', profile, {}],
    [
      'profile.update',
      () => api.profile.update({ name: 'New' }),
      'post',
      '/auth/profile',
      { ...profile, name: 'New' },
      { name: 'New', _method: 'PUT' },
    ],
    [
      'static.sliders',
      () => api.static.sliders(),
      'get',
      '/static/sliders',
      [{ title: 'Hi', image: '/a.png' }],
      {},
    ],
    [
      'static.datacenters',
      () => api.static.datacenters(),
      'get',
      '/static/datacenters',
      [{ id: 1, name: 'fi', display_name: 'Finland', is_active: true, is_hidden: false }],
      {},
    ],
    [
      'static.osList',
      () => api.static.osList(),
      'get',
      '/static/os-list',
      [{ id: 1, name: 'ubuntu', display_name: 'Ubuntu 24.04' }],
      {},
    ],
    [
      'financial.balance',
      () => api.financial.balance(),
      'get',
      '/financial/billing/balance',
      { balance: -5000, credit: 0, debt: 5000 },
      {},
    ],
  ])('%s calls %s %s and resolves with data', async (_name, call, method, path, data, form) => {
    const seen = answer(method, path, data);
    await expect(call()).resolves.toEqual(data);
    expect(seen.method).toBe(method.toUpperCase());
    expect(seen.path).toBe(`/api/v1${path}`);
    expect(seen.form).toEqual(form);
  });

  it('types answers from the generated schema', async () => {
    answer('get', '/financial/billing/balance', { balance: 1, credit: 2, debt: 3 });
    const balance: Balance = await api.financial.balance();
    expect(balance.credit).toBe(2);
    // compile-time: the login answer is the union of the two login results
    const check: ApiData<'authLogin'> extends LoginResult ? true : false = true;
    expect(check).toBe(true);
  });
});
