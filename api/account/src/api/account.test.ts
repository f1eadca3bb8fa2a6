import { HttpResponse, http } from 'msw';
import { setToken } from '@portal/shared-sdk';
import { API_V1, failure, resetApiSession, server, useTestServer } from '@portal/shared-sdk/testing';
import { accountApi } from './account';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

const ok = (data: unknown) =>
  HttpResponse.json({ success: true, message: 'Settings successfully applied', data });

async function formOf(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}

describe('accountApi', () => {
  it('ends a session with POST /auth/tokens/{id} and _method=DELETE', async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.post(`${API_V1}/auth/tokens/7`, async ({ request }) => {
        body = await formOf(request);
        return ok({ current: false });
      }),
    );
    await expect(accountApi.terminateSession(7)).resolves.toEqual({ current: false });
    expect(body?.get('_method')).toBe('DELETE');
  });

  it('edits a token with PUT tunnelled, the body repeating the id and the permissions as a list', async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.post(`${API_V1}/auth/api-token/3`, async ({ request }) => {
        body = await formOf(request);
        return ok({
          id: 3,
          name: 'CI',
          permissions: ['cdn.domains.read'],
          token_hint: 'abcd…wxyz',
          created_at: 1,
          last_used_at: null,
        });
      }),
    );
    await accountApi.updateApiToken(3, { name: 'CI', permissions: ['cdn.domains.read', 'cdn.dns.read'] });
    expect(body?.get('_method')).toBe('PUT');
    expect(body?.get('id')).toBe('3');
    expect(body?.getAll('permissions[0]')).toEqual(['cdn.domains.read']);
    expect(body?.get('permissions[1]')).toBe('cdn.dns.read');
  });

  it('sends only the changed notification preferences, nested, booleans as 1/0', async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.post(`${API_V1}/auth/profile/notification-preference`, async ({ request }) => {
        body = await formOf(request);
        return ok([]);
      }),
    );
    await accountApi.updateNotificationPreferences({ ticket_replied: { sms: false } });
    expect(body?.get('_method')).toBe('PUT');
    expect(body?.get('preferences[ticket_replied][sms]')).toBe('0');
    expect([...(body?.keys() ?? [])]).toEqual(['preferences[ticket_replied][sms]', '_method']);
  });

  it('asks for the audit log with its filters, leaving out the empty ones', async () => {
    let search = '';
    server.use(
      http.get(`${API_V1}/auth/profile/user_reports`, ({ request }) => {
        search = new URL(request.url).search;
        return ok({ items: [], total: 0, page: 2, per_page: 10 });
      }),
    );
    await accountApi.auditLog({ period: '7d', action: '', resource_kind: 'ticket', page: 2 });
    expect(new URLSearchParams(search).toString()).toBe('period=7d&resource_kind=ticket&page=2');
  });

  it('turns a second factor off through the call of its kind', async () => {
    const seen: string[] = [];
    for (const path of ['otp/switch', 'otp/sms-switch', 'otp/email-switch']) {
      server.use(
        http.post(`${API_V1}/auth/profile/${path}`, async ({ request }) => {
          seen.push(`${path} ${(await formOf(request)).toString()}`);
          return ok({ code_sent: true, security: {} });
        }),
      );
    }
    await accountApi.otpSwitch('off', { enabled: false });
    await accountApi.otpSwitch('sms', { enabled: true, code: '123456' });
    await accountApi.otpSwitch('email', { enabled: false });
    expect(seen).toEqual([
      'otp/switch enabled=0',
      'otp/sms-switch enabled=1&code=123456',
      'otp/email-switch enabled=0',
    ]);
  });

  it('rejects with the field messages of a refused password change', async () => {
    server.use(
      http.post(`${API_V1}/auth/profile/password`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The password is not valid',
            fields: { current_password: ['The password is not valid'] },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(
      accountApi.changePassword({
        current_password: 'x',
        password: 'Abcdef1!',
        password_confirmation: 'Abcdef1!',
      }),
    );
    expect(error.fieldMessage('current_password')).toBe('The password is not valid');
  });
});
