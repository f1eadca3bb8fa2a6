import { HttpResponse, http } from 'msw';
import { setToken, ApiError } from '@portal/shared-sdk';
import { cdnApi } from './index';
import { API_V1, resetApiSession, server, useTestServer } from '@portal/shared-sdk/testing';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

const ok = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });
const settings = {
  challenges: [
    { type: 'cookie', offered: true, ttl: 1800 },
    { type: 'js', offered: true, ttl: 900 },
    { type: 'captcha', offered: false, ttl: null },
  ],
  captcha_module: null,
  min_ttl: 60,
  max_ttl: 1800,
};

describe('cdnApi DDoS protection', () => {
  it("posts a challenge's validity to its module's address and resolves with the settings and message", async () => {
    let form: Record<string, string> = {};
    server.use(
      http.post(`${API_V1}/cdn/ng/domains/1/ddos/set-ttl/js`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return ok(settings, 'The challenge validity has been saved');
      }),
    );
    await expect(cdnApi.setDdosTtl(1, 'js', 900)).resolves.toEqual({
      data: settings,
      message: 'The challenge validity has been saved',
    });
    expect(form).toEqual({ ttl: '900' });
  });

  it("rejects a module the plan lacks with the provider's field message", async () => {
    const refusal = 'Unfortunately, your plan does not support this feature';
    server.use(
      http.post(`${API_V1}/cdn/ng/domains/1/ddos/captcha-module`, () =>
        HttpResponse.json(
          { success: false, message: refusal, fields: { module: [refusal] } },
          { status: 422 },
        ),
      ),
    );
    const error = await cdnApi.setDdosCaptchaModule(1, 'hcaptcha').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ module: [refusal] });
  });

  it('changes and deletes a rule through POST with _method', async () => {
    const methods: string[] = [];
    server.use(
      http.post(`${API_V1}/cdn/ng/domains/1/ddos/rules/5`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        methods.push(`${body.get('_method')} ${body.get('challenge') ?? ''}`.trim());
        return ok(
          body.get('_method') === 'PUT'
            ? { id: 5, path: body.get('path'), challenge: body.get('challenge') }
            : null,
        );
      }),
    );
    await expect(
      cdnApi.updateDdosRule(1, 5, { path: 'example-shop.ir/*', challenge: 'cookie' }),
    ).resolves.toMatchObject({ data: { id: 5, challenge: 'cookie' } });
    await cdnApi.deleteDdosRule(1, 5);
    expect(methods).toEqual(['PUT cookie', 'DELETE']);
  });
});
