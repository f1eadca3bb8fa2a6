import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const API_BASE = 'http://api.test';
export const API = `${API_BASE}/api/v1`;

export const DEMO_TOKEN = 'demo-0123456789abcdef';

export const demoProfile = {
  id: 1,
  user_id: 1001,
  name: 'Demo',
  last_name: 'User',
  phone: '09120000000',
  email: 'demo@example.com',
  account_type: 'individual',
};

const ok = (data: unknown) => HttpResponse.json({ success: true, message: 'OK', data });

/** What a signed-in page asks for; tests override with server.use. */
export const defaultHandlers = [
  http.get(`${API}/auth/profile`, ({ request }) =>
    request.headers.get('authorization') === `Bearer ${DEMO_TOKEN}`
      ? ok(demoProfile)
      : HttpResponse.json({ success: false, message: 'Please login again' }, { status: 401 }),
  ),
  http.get(`${API}/financial/billing/balance`, () => ok({ balance: 1500000, credit: 0, debt: 0 })),
  http.get(`${API}/static/sliders`, () => ok([])),
  http.post(`${API}/auth/captcha/recaptcha`, () =>
    ok({ captcha_id: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
  ),
  http.post(`${API}/auth/logout`, () => ok(null)),
];

export const server = setupServer(...defaultHandlers);

/** MSW for a test file: a request no handler expects fails the test. */
export function setupTestServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export { ok };
