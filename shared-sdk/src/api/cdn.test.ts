import { HttpResponse, http } from 'msw';
import { setLocale, setToken } from '../session/sessionStore';
import { api } from './api';
import type { Domain } from './cdn';
import { API_V1, failure, resetApiSession, server, useTestServer } from './testServer';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

const domain: Domain = {
  id: 1,
  name: 'example-shop.ir',
  status: 'active',
  plan: { id: 2, name: 'eco', title: 'Economy' },
  wfsr: false,
  suspended_at: null,
  added_at: 1_741_000_000,
  current_nameservers: ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'],
  mc_nameservers: ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'],
  consumable_traffic: 91_268_055_040,
  request_count: 1_250_000,
};

describe('api.cdn', () => {
  it('lists the domains with GET /api/v1/cdn/ng/domains, bearer and language', async () => {
    setLocale('fa');
    const seen = { path: '', auth: '', lang: '' };
    server.use(
      http.get(`${API_V1}/cdn/ng/domains`, ({ request }) => {
        seen.path = new URL(request.url).pathname;
        seen.auth = request.headers.get('authorization') ?? '';
        seen.lang = request.headers.get('accept-language') ?? '';
        return HttpResponse.json({ success: true, message: 'OK', data: [domain] });
      }),
    );
    await expect(api.cdn.domains()).resolves.toEqual([domain]);
    expect(seen).toEqual({ path: '/api/v1/cdn/ng/domains', auth: 'Bearer demo-0123456789abcdef', lang: 'fa' });
  });

  it('rejects with the server message when the list fails', async () => {
    server.use(http.get(`${API_V1}/cdn/ng/domains`, () => HttpResponse.json({ success: false, message: 'no domain exists' }, { status: 500 })));
    const error = await failure(api.cdn.domains());
    expect({ status: error.status, kind: error.kind, message: error.message }).toEqual({ status: 500, kind: 'http', message: 'no domain exists' });
  });
});
