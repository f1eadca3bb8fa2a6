import { HttpResponse, http } from 'msw';
import { setLocale, setToken } from '../session/sessionStore';
import { FACTORY_NOW, demoDomains } from '../factories';
import { api } from './api';
import type { Domain } from './cdn';
import { API_V1, failure, resetApiSession, server, useTestServer } from './testServer';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

// the demo customer's active domain, as the sandbox seeds it
const domain: Domain = demoDomains({ now: FACTORY_NOW })[1] as Domain;

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
