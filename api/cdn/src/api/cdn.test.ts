import { HttpResponse, http } from 'msw';
import { setLocale, setToken } from '@portal/shared-sdk';
import { demoCdnPlans, demoDomains } from '../factories';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { cdnApi } from './index';
import type { Domain } from './cdn';
import { API_V1, failure, resetApiSession, server, useTestServer } from '@portal/shared-sdk/testing';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

// the demo customer's active domain, as the sandbox seeds it
const domain = demoDomains({ now: FACTORY_NOW }).find((d) => d.name === 'example-shop.ir') as Domain;
const ok = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });

/** Records what a handler received: method, path, query and the form body. */
function recorder() {
  const seen = { method: '', path: '', query: '', form: {} as Record<string, string> };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    Object.assign(seen, { method: request.method, path: url.pathname, query: url.search });
    if (request.method !== 'GET') seen.form = Object.fromEntries(new URLSearchParams(await request.text()));
  };
  return { seen, record };
}

describe('cdnApi', () => {
  it('lists the domains with GET /api/v1/cdn/ng/domains, bearer and language', async () => {
    setLocale('fa');
    const seen = { path: '', auth: '', lang: '' };
    server.use(
      http.get(`${API_V1}/cdn/ng/domains`, ({ request }) => {
        seen.path = new URL(request.url).pathname;
        seen.auth = request.headers.get('authorization') ?? '';
        seen.lang = request.headers.get('accept-language') ?? '';
        return ok([domain]);
      }),
    );
    await expect(cdnApi.domains()).resolves.toEqual([domain]);
    expect(seen).toEqual({
      path: '/api/v1/cdn/ng/domains',
      auth: 'Bearer demo-0123456789abcdef',
      lang: 'fa',
    });
  });

  it('rejects with the server message when the list fails', async () => {
    server.use(
      http.get(`${API_V1}/cdn/ng/domains`, () =>
        HttpResponse.json({ success: false, message: 'no domain exists' }, { status: 500 }),
      ),
    );
    const error = await failure(cdnApi.domains());
    expect({ status: error.status, kind: error.kind, message: error.message }).toEqual({
      status: 500,
      kind: 'http',
      message: 'no domain exists',
    });
  });

  it('adds a domain with a form body and resolves with the message to show', async () => {
    const { seen, record } = recorder();
    server.use(
      http.post(`${API_V1}/cdn/ng/domains`, async ({ request }) => {
        await record(request);
        return ok(domain, 'The domain example-shop.ir has been added');
      }),
    );
    await expect(cdnApi.createDomain('example-shop.ir')).resolves.toEqual({
      message: 'The domain example-shop.ir has been added',
      data: domain,
    });
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/api/v1/cdn/ng/domains',
      form: { domain: 'example-shop.ir' },
    });
  });

  it("carries the server's field message when adding fails", async () => {
    server.use(
      http.post(`${API_V1}/cdn/ng/domains`, () =>
        HttpResponse.json(
          { success: false, message: 'Domain exists!', fields: { domain: ['Domain exists!'] } },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(cdnApi.createDomain('example-shop.ir'));
    expect(error.fieldMessage('domain')).toBe('Domain exists!');
  });

  it('reads a domain, its usage and its whois under /cdn/ng/domains/{id}', async () => {
    const paths: string[] = [];
    server.use(
      http.get(
        `${API_V1}/cdn/ng/domains/:id`,
        ({ request }) => (paths.push(new URL(request.url).pathname), ok(domain)),
      ),
      http.get(
        `${API_V1}/cdn/ng/domains/:id/usage`,
        ({ request }) => (paths.push(new URL(request.url).pathname), ok({ traffic: 1 })),
      ),
      http.get(
        `${API_V1}/cdn/ng/domains/:id/whois`,
        ({ request }) => (paths.push(new URL(request.url).pathname), ok({ registrar: 'IRNIC' })),
      ),
    );
    await expect(cdnApi.domain(1)).resolves.toEqual(domain);
    await expect(cdnApi.usage(1)).resolves.toEqual({ traffic: 1 });
    await expect(cdnApi.whois(1)).resolves.toEqual({ registrar: 'IRNIC' });
    expect(paths).toEqual([
      '/api/v1/cdn/ng/domains/1',
      '/api/v1/cdn/ng/domains/1/usage',
      '/api/v1/cdn/ng/domains/1/whois',
    ]);
  });

  it('sets the redirect mode', async () => {
    const { seen, record } = recorder();
    server.use(
      http.post(
        `${API_V1}/cdn/ng/domains/1/redirect-mode`,
        async ({ request }) => (await record(request), ok(domain, 'Settings successfully applied')),
      ),
    );
    await expect(cdnApi.setRedirectMode(1, 'www')).resolves.toEqual({
      message: 'Settings successfully applied',
      data: domain,
    });
    expect(seen.form).toEqual({ mode: 'www' });
  });

  it('asks for the deletion code, then deletes through POST with _method=DELETE, the phrase and the code', async () => {
    const { seen, record } = recorder();
    server.use(
      http.get(`${API_V1}/cdn/ng/domains/1/send-confirm-code`, () =>
        ok({ channel: 'sms', recipient: '0912***0001', expires_in: 300, resend_in: 60 }, 'sent'),
      ),
      http.post(
        `${API_V1}/cdn/ng/domains/1`,
        async ({ request }) => (await record(request), ok(null, 'deleted')),
      ),
    );
    await expect(cdnApi.sendDeleteCode(1)).resolves.toMatchObject({
      message: 'sent',
      data: { recipient: '0912***0001' },
    });
    await expect(
      cdnApi.deleteDomain(1, { phrase: 'example-shop.ir', confirmCode: '123456' }),
    ).resolves.toEqual({ message: 'deleted', data: null });
    expect(seen).toMatchObject({
      method: 'POST',
      form: { _method: 'DELETE', phrase: 'example-shop.ir', confirm_code: '123456' },
    });
  });

  it('lists the plans, for a domain when asked, and changes a plan', async () => {
    const { seen, record } = recorder();
    const queries: string[] = [];
    server.use(
      http.get(
        `${API_V1}/cdn/ng/plans`,
        ({ request }) => (queries.push(new URL(request.url).search), ok(demoCdnPlans())),
      ),
      http.post(
        `${API_V1}/cdn/ng/plans`,
        async ({ request }) => (
          await record(request),
          ok({ domain, charged: 10, paid_until: 20 }, 'changed')
        ),
      ),
    );
    await expect(cdnApi.plans()).resolves.toEqual(demoCdnPlans());
    await cdnApi.plans(4);
    expect(queries).toEqual(['', '?domain_id=4']);
    await expect(cdnApi.changePlan(1, 3)).resolves.toEqual({
      message: 'changed',
      data: { domain, charged: 10, paid_until: 20 },
    });
    expect(seen.form).toEqual({ domain_id: '1', plan_id: '3' });
  });
});
