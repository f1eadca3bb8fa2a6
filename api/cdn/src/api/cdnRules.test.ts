import { HttpResponse, http } from 'msw';
import { setToken, ApiError } from '@portal/shared-sdk';
import { demoClusters, demoFirewallRules } from '../factories';
import { cdnApi } from './index';
import { API_V1, resetApiSession, server, useTestServer } from '@portal/shared-sdk/testing';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

const ok = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });

describe('cdnApi rules', () => {
  it('reads the firewall of a domain', async () => {
    const firewall = {
      default_action: 'allow',
      rules: demoFirewallRules(),
      max_rules: 20,
      max_ips_per_rule: 20,
    };
    server.use(http.get(`${API_V1}/cdn/ng/domains/1/firewall`, () => ok(firewall)));
    await expect(cdnApi.firewall(1)).resolves.toEqual(firewall);
  });

  it('sends a cluster as a nested form and resolves with the message', async () => {
    let form: Record<string, string> = {};
    server.use(
      http.post(`${API_V1}/cdn/ng/domains/1/cluster`, async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return ok(demoClusters()[0], 'The cluster origin-main has been saved');
      }),
    );
    const { id: _id, ...cluster } = demoClusters()[0]!;
    const res = await cdnApi.createCluster(1, cluster);
    expect(res.message).toBe('The cluster origin-main has been saved');
    expect(form).toMatchObject({
      name: 'origin-main',
      'servers[1][address]': '10.10.0.12',
      'servers[1][weight]': '40',
      'paths[0]': 'example-shop.ir/api/*',
    });
  });

  it('tunnels a delete through POST with _method and rejects a stale rule with the provider message', async () => {
    let method = '';
    server.use(
      http.post(`${API_V1}/cdn/ng/domains/1/firewall/rules/9`, async ({ request }) => {
        method = new URLSearchParams(await request.text()).get('_method') ?? '';
        return HttpResponse.json(
          { success: false, message: 'The desired rule does not exist' },
          { status: 404 },
        );
      }),
    );
    const error = await cdnApi.deleteFirewallRule(1, 9).catch((e: unknown) => e);
    expect(method).toBe('DELETE');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The desired rule does not exist');
  });

  it('switches the WAF to debug and reads when it ends', async () => {
    let mode = '';
    server.use(
      http.post(`${API_V1}/cdn/ng/domains/1/waf`, async ({ request }) => {
        mode = new URLSearchParams(await request.text()).get('mode') ?? '';
        return ok(
          { mode: 'debug', debug_ends_at: 1_742_034_600, seconds_left: 1800 },
          'The WAF settings have been applied',
        );
      }),
    );
    const res = await cdnApi.setWafMode(1, 'debug');
    expect(mode).toBe('debug');
    expect(res.data.seconds_left).toBe(1800);
  });
});
