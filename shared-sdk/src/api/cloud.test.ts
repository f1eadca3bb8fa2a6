import { HttpResponse, http } from 'msw';
import { setToken } from '../session/sessionStore';
import { api } from './api';
import type { Server } from './cloud';
import { API_V1, failure, resetApiSession, server, useTestServer } from './testServer';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

const web1: Server = {
  id: 1,
  name: 'web-1',
  display_name: 'web-1',
  status: 'ON',
  interfaces: [
    { ip_address: '192.0.2.10', type: 'public' },
    { ip_address: '10.10.0.5', type: 'private' },
  ],
  datacenter: { id: 2, name: 'ir-thr1', display_name: 'Tehran 1' },
  os: { id: 1, name: 'ubuntu', display_name: 'Ubuntu 24.04' },
  tier: 'commercial',
  cpu: 2,
  ram: 4,
  disk: 80,
  disk_type: 'ssd',
  public_ip: true,
  autopilot: true,
  rescue: false,
  usage: { cpu: 23.5, ram: 61.2, disk: 38 },
  traffic_in: 45_097_156_608,
  traffic_out: 126_701_535_232,
  created_at: 1_741_000_000,
};

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
    server.use(http.get(`${API_V1}/cloud/servers`, () => new HttpResponse('{"success":true,"data":[{"id":', { headers: { 'content-type': 'application/json' } })));
    const error = await failure(api.cloud.servers());
    expect(error.kind).toBe('malformed');
  });
});
