import { HttpResponse, http } from 'msw';
import { setToken } from '../session/sessionStore';
import { FACTORY_NOW, demoServers } from '../factories';
import { api } from './api';
import type { Server } from './cloud';
import { API_V1, failure, resetApiSession, server, useTestServer } from './testServer';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

// the demo customer's running server, as the sandbox seeds it
const web1: Server = demoServers({ now: FACTORY_NOW })[1] as Server;

describe('api.cloud', () => {
  it('lists the servers with GET /api/v1/cloud/servers and the bearer', async () => {
    const seen = { path: '', auth: '' };
    server.use(
      http.get(`${API_V1}/cloud/servers`, ({ request }) => {
        seen.path = new URL(request.url).pathname;
        seen.auth = request.headers.get('authorization') ?? '';
        return HttpResponse.json({ success: true, message: 'OK', data: [web1] });
      }),
    );
    await expect(api.cloud.servers()).resolves.toEqual([web1]);
    expect(seen).toEqual({ path: '/api/v1/cloud/servers', auth: 'Bearer demo-0123456789abcdef' });
  });

  it('rejects as malformed when the answer is not the envelope', async () => {
    server.use(
      http.get(
        `${API_V1}/cloud/servers`,
        () =>
          new HttpResponse('{"success":true,"data":[{"id":', {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const error = await failure(api.cloud.servers());
    expect(error.kind).toBe('malformed');
  });
});
