import { HttpResponse, delay, http } from 'msw';
import { bus } from '../bus/bus';
import { takeSessionEndReason } from '../session/sessionEnd';
import { setLocale, setToken } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { apiClient } from './apiClient';
import { configureApi, getApiConfig } from './config';
import { request, requestEnvelope } from './request';
import {
  API_BASE,
  API_V1,
  server,
  unhandledRequests,
  useTestServer,
  resetApiSession,
  failure,
} from './testServer';

useTestServer();

const ok = <T>(data: T, message = 'OK') => HttpResponse.json({ success: true, message, data });

/** Records the last request a handler saw. */
function capture(method: 'get' | 'post', url: string, respond: () => Response = () => ok(null)) {
  const seen: { request?: Request; body?: string } = {};
  server.use(
    http[method](url, async ({ request: req }) => {
      seen.request = req;
      seen.body = await req.clone().text();
      return respond();
    }),
  );
  return seen;
}

beforeEach(() => {
  resetApiSession('fa');
  localStorage.clear();
});

describe('apiClient base URL', () => {
  it('prefixes paths with /api/v1', async () => {
    const seen = capture('get', `${API_V1}/static/sliders`, () => ok([]));
    await request({ url: '/static/sliders' });
    expect(seen.request?.url).toBe(`${API_V1}/static/sliders`);
  });

  it('calls /submit/... paths without the prefix', async () => {
    const seen = capture('post', `${API_BASE}/submit/financial/check-coupon`);
    await request({ method: 'POST', url: '/submit/financial/check-coupon', data: { code: 'X' } });
    expect(seen.request?.url).toBe(`${API_BASE}/submit/financial/check-coupon`);
  });

  it('calls any path flagged unprefixed without the prefix', async () => {
    const seen = capture('get', `${API_BASE}/other/path`);
    await request({ url: '/other/path', unprefixed: true });
    expect(seen.request).toBeDefined();
  });

  it('drops a trailing slash from the configured base URL', () => {
    configureApi({ baseUrl: `${API_BASE}//` });
    expect(getApiConfig().baseUrl).toBe(API_BASE);
  });

  it('uses the 60000 ms timeout', () => {
    expect(apiClient.defaults.timeout).toBe(60000);
  });
});

describe('apiClient headers', () => {
  it('sends no Authorization without a token', async () => {
    const seen = capture('get', `${API_V1}/auth/profile`);
    await request({ url: '/auth/profile' });
    expect(seen.request?.headers.get('authorization')).toBeNull();
  });

  it('sends the stored token as a bearer token', async () => {
    setToken('demo-0123456789abcdef');
    const seen = capture('get', `${API_V1}/auth/profile`);
    await request({ url: '/auth/profile' });
    expect(seen.request?.headers.get('authorization')).toBe('Bearer demo-0123456789abcdef');
  });

  it('does not send a token of 4 characters', async () => {
    setToken('abcd');
    const seen = capture('get', `${API_V1}/auth/profile`);
    await request({ url: '/auth/profile' });
    expect(seen.request?.headers.get('authorization')).toBeNull();
  });

  it('never sends the token to a foreign absolute URL', async () => {
    setToken('demo-0123456789abcdef');
    const seen = capture('get', 'https://bank.example/pay');
    await request({ url: 'https://bank.example/pay' });
    expect(seen.request?.headers.get('authorization')).toBeNull();
  });

  it("sends a call's own bearer token instead of the stored one, and the stored one again on the next call", async () => {
    setToken('demo-0123456789abcdef');
    const seen = capture('get', `${API_V1}/auth/profile`);
    await request({ url: '/auth/profile', bearer: 'link-token-0123456789' });
    expect(seen.request?.headers.get('authorization')).toBe('Bearer link-token-0123456789');
    await request({ url: '/auth/profile' });
    expect(seen.request?.headers.get('authorization')).toBe('Bearer demo-0123456789abcdef');
  });

  it('sends Accept-Language from the locale', async () => {
    const seen = capture('get', `${API_V1}/static/sliders`);
    await request({ url: '/static/sliders' });
    expect(seen.request?.headers.get('accept-language')).toBe('fa');
    setLocale('en');
    await request({ url: '/static/sliders' });
    expect(seen.request?.headers.get('accept-language')).toBe('en');
  });
});

describe('apiClient bodies', () => {
  it('form-encodes bodies, nesting arrays and objects as key[i][k]', async () => {
    const seen = capture('post', `${API_V1}/form`);
    await request({
      method: 'POST',
      url: '/form',
      data: {
        name: 'Ali',
        count: 2,
        proxied: true,
        off: false,
        empty: null,
        skipped: undefined,
        servers: [
          { address: '10.0.0.1', port: 80 },
          { address: '10.0.0.2', port: 8080 },
        ],
        files_id: [7, 8],
        meta: { a: { b: 'c' } },
      },
    });
    expect(seen.request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect([...new URLSearchParams(seen.body)]).toEqual([
      ['name', 'Ali'],
      ['count', '2'],
      ['proxied', '1'],
      ['off', '0'],
      ['empty', ''],
      ['servers[0][address]', '10.0.0.1'],
      ['servers[0][port]', '80'],
      ['servers[1][address]', '10.0.0.2'],
      ['servers[1][port]', '8080'],
      ['files_id[0]', '7'],
      ['files_id[1]', '8'],
      ['meta[a][b]', 'c'],
    ]);
  });

  it('passes FormData through as multipart', async () => {
    const seen = capture('post', `${API_V1}/support/tickets/file-uploader`);
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await request({ method: 'POST', url: '/support/tickets/file-uploader', data: form });
    expect(seen.request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('filename="hello.txt"');
    expect(seen.body).toContain('hello');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('tunnels %s as POST with _method', async (method) => {
    const seen = capture('post', `${API_V1}/things/1`);
    await request({ method, url: '/things/1', data: { name: 'x' } });
    expect(seen.request?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({ name: 'x', _method: method });
  });

  it('tunnels a DELETE without a body', async () => {
    const seen = capture('post', `${API_V1}/things/2`);
    await request({ method: 'DELETE', url: '/things/2' });
    expect(seen.body).toBe('_method=DELETE');
  });

  it("adds _method to FormData without changing the caller's object", async () => {
    const seen = capture('post', `${API_V1}/things/3`);
    const form = new FormData();
    form.append('name', 'x');
    await request({ method: 'PUT', url: '/things/3', data: form });
    expect(seen.body).toContain('name="_method"');
    expect(form.has('_method')).toBe(false);
  });
});

describe('apiClient answers', () => {
  it('resolves with the unwrapped data', async () => {
    server.use(http.get(`${API_V1}/financial/billing/balance`, () => ok({ balance: 5, credit: 0, debt: 0 })));
    await expect(request({ url: '/financial/billing/balance' })).resolves.toEqual({
      balance: 5,
      credit: 0,
      debt: 0,
    });
  });

  it('gives the whole envelope when asked', async () => {
    server.use(http.post(`${API_V1}/support/tickets`, () => ok({ id: 9 }, 'Ticket created')));
    await expect(requestEnvelope({ method: 'POST', url: '/support/tickets' })).resolves.toEqual({
      success: true,
      message: 'Ticket created',
      data: { id: 9 },
    });
  });

  it('turns a 422 into an ApiError with the server message and field errors', async () => {
    server.use(
      http.post(`${API_V1}/auth/login`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid',
            fields: { captcha: ['Please enter the correct text in the box'] },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(request({ method: 'POST', url: '/auth/login', data: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 422, message: 'The given data was invalid' });
    expect(error.fields).toEqual({ captcha: ['Please enter the correct text in the box'] });
    expect(error.fieldMessage('captcha')).toBe('Please enter the correct text in the box');
  });

  it('treats a 200 with success false as a failure', async () => {
    server.use(
      http.get(`${API_V1}/x`, () => HttpResponse.json({ success: false, message: 'Domain exists!' })),
    );
    const error = await failure(request({ url: '/x' }));
    expect(error).toMatchObject({ kind: 'http', status: 200, message: 'Domain exists!' });
  });

  it('emits session:unauthorized on a 401', async () => {
    const handler = jest.fn();
    const off = bus.on('session:unauthorized', handler);
    server.use(
      http.get(`${API_V1}/auth/profile`, () =>
        HttpResponse.json({ success: false, message: 'Please login again' }, { status: 401 }),
      ),
    );
    const error = await failure(request({ url: '/auth/profile' }));
    off();
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Please login again' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps why the provider ended the session for the login page, read once; a plain 401 names none', async () => {
    const ended = {
      success: false,
      message: 'Your session ended: this address is not in your IP whitelist',
      code: 'session_ended',
      reason: 'ip_not_allowed',
    };
    const seen: Array<string | null> = [];
    // the shell reads it as the event arrives, and the bus's payload stays empty
    const off = bus.on('session:unauthorized', (payload) => {
      expect(payload).toEqual({});
      seen.push(takeSessionEndReason());
    });
    const answers = [
      ended,
      { success: false, message: 'Please login again' },
      { ...ended, reason: 'something_else' },
    ];
    for (const body of answers) {
      server.use(http.get(`${API_V1}/auth/profile`, () => HttpResponse.json(body, { status: 401 })));
      const error = await failure(request({ url: '/auth/profile' }));
      expect(error.message).toBe(body.message);
    }
    off();
    expect(seen).toEqual(['ip_not_allowed', null, null]);
    expect(takeSessionEndReason()).toBeNull();
  });

  it('ends no session when a call with its own bearer token is refused: the answer is about that token', async () => {
    const events = jest.fn();
    const offs = [bus.on('session:unauthorized', events), bus.on('session:forbidden', events)];
    setToken('demo-0123456789abcdef');
    for (const status of [401, 403]) {
      server.use(
        http.get(`${API_V1}/auth/profile`, () =>
          HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status }),
        ),
      );
      const error = await failure(request({ url: '/auth/profile', bearer: 'revoked-token-0123' }));
      expect(error).toMatchObject({ kind: 'http', status, message: 'Unauthenticated.' });
    }
    offs.forEach((off) => off());
    expect(events).not.toHaveBeenCalled();
  });

  it('does not emit session:unauthorized for other failures', async () => {
    const handler = jest.fn();
    const off = bus.on('session:unauthorized', handler);
    server.use(
      http.get(`${API_V1}/x`, () =>
        HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 }),
      ),
    );
    await failure(request({ url: '/x' }));
    off();
    expect(handler).not.toHaveBeenCalled();
  });

  it('emits session:forbidden on a 403 and nothing else does', async () => {
    const handler = jest.fn();
    const off = bus.on('session:forbidden', handler);
    server.use(
      http.get(`${API_V1}/x`, () =>
        HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const error = await failure(request({ url: '/x' }));
    expect(error).toMatchObject({ status: 403, message: 'Forbidden' });
    expect(handler).toHaveBeenCalledTimes(1);
    server.use(
      http.get(`${API_V1}/y`, () => HttpResponse.json({ success: false, message: 'Nope' }, { status: 404 })),
    );
    await failure(request({ url: '/y' }));
    off();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['fa', 'لطفا دوباره تلاش کنید'],
    ['en', 'Please Try Again'],
  ] as const)('gives a localized message (%s) for an error answer without one', async (locale, message) => {
    setLocale(locale);
    server.use(http.get(`${API_V1}/x`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const error = await failure(request({ url: '/x' }));
    expect(error).toMatchObject({ kind: 'http', status: 502, message });
  });

  it.each([
    ['an HTML page', () => HttpResponse.html('<!doctype html><title>shell</title>')],
    ['JSON without the envelope', () => HttpResponse.json([1, 2, 3])],
    [
      'broken JSON',
      () => new HttpResponse('{"success": tr', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('calls %s malformed', async (_name, respond) => {
    setLocale('en');
    server.use(http.get(`${API_V1}/x`, respond));
    const error = await failure(request({ url: '/x' }));
    expect(error).toMatchObject({
      kind: 'malformed',
      status: 200,
      message: 'The server sent an unexpected answer. Please try again.',
    });
  });

  it('accepts a non-envelope answer when the call says so', async () => {
    server.use(http.get(`${API_V1}/raw`, () => HttpResponse.json({ redirectUrl: 'https://bank.example' })));
    await expect(request({ url: '/raw', envelope: false })).resolves.toEqual({
      redirectUrl: 'https://bank.example',
    });
  });

  it('turns a network failure into kind network', async () => {
    setLocale('en');
    server.use(http.get(`${API_V1}/x`, () => HttpResponse.error()));
    const error = await failure(request({ url: '/x' }));
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Could not reach the server. Please try again.',
    });
  });

  it('turns a timeout into kind timeout', async () => {
    server.use(
      http.get(`${API_V1}/slow`, async () => {
        await delay(200);
        return ok(null);
      }),
    );
    // MSW's XMLHttpRequest stand-in ignores xhr.timeout for mocked answers; the fetch adapter
    // goes through the same interceptors and wire rules and honours the timeout.
    const error = await failure(request({ url: '/slow', timeout: 30, adapter: 'fetch' }));
    expect(error).toMatchObject({
      kind: 'timeout',
      status: 0,
      message: 'پاسخ سرور بیش از حد طول کشید. لطفا دوباره تلاش کنید.',
    });
  });

  it('lets a cancelled request reject as a cancellation, not an ApiError', async () => {
    server.use(
      http.get(`${API_V1}/slow`, async () => {
        await delay(200);
        return ok(null);
      }),
    );
    const controller = new AbortController();
    const pending = request({ url: '/slow', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'CanceledError' });
  });
});

describe('apiClient offline', () => {
  it.each([
    ['fa', 'شما آفلاین هستید'],
    ['en', 'You are offline'],
  ] as const)('refuses without calling when the browser is offline (%s)', async (locale, message) => {
    setLocale(locale);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const handler = jest.fn(() => ok(null));
    server.use(http.get(`${API_V1}/static/sliders`, handler));
    try {
      const error = await failure(request({ url: '/static/sliders' }));
      expect(error).toMatchObject({ kind: 'offline', status: 0, message });
      expect(handler).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('the test server', () => {
  it('fails a request nobody expected', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // MSW's and jsdom's expected complaints
    // A short timeout: jsdom keeps its XHR timeout timer alive after the failed real attempt,
    // and the default 60 s would hold jest open.
    const error = await failure(request({ url: '/nobody/expects/this', timeout: 300 }));
    expect(error.kind).toBe('network');
    // afterEach fails any test that leaves an unexpected request behind; this one consumes it.
    // (jsdom may add a CORS preflight for the same URL: it is just as unexpected)
    expect(unhandledRequests.splice(0)).toContain(`GET ${API_V1}/nobody/expects/this`);
    quiet.mockRestore();
  });
});
