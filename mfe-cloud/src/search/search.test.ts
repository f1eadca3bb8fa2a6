import { http } from 'msw';
import { FACTORY_NOW, demoServers } from '@portal/shared-sdk/factories';
import { apiOk } from '@portal/shared-ui/testing';
import { setupCloudServer } from '../testing/testServer';
import { search } from './search';

const server = setupCloudServer();

describe('the cloud search module', () => {
  it('gives each server with its address, opening its page, and creating a server, in the locale', async () => {
    const web1 = demoServers({ now: FACTORY_NOW }).find((s) => s.name === 'web-1');
    const entries = await search({ query: 'web', locale: 'fa' });
    const resource = entries.find((e) => e.key === `server-${web1?.id}`);
    expect(resource).toMatchObject({
      kind: 'resource',
      title: web1?.display_name || web1?.name,
      to: `/cloud/servers/${web1?.id}`,
    });
    expect(resource?.keywords).toEqual(
      expect.arrayContaining((web1?.interfaces ?? []).map((i) => i.ip_address)),
    );
    expect(entries.find((e) => e.key === 'create-server')).toMatchObject({
      kind: 'action',
      title: 'ساخت سرور ابری',
      to: '/cloud/servers/create-server',
    });
  });

  it('turns a running server off only after a confirmation, through the power call', async () => {
    const running = demoServers({ now: FACTORY_NOW }).find((s) => s.status === 'ON');
    let called = '';
    const answer = ({ request }: { request: Request }) => {
      called = `${request.method} ${new URL(request.url).pathname}`;
      return apiOk({ ...running, task_state: 'power_off' }, 'Your change request has been registered');
    };
    server.use(
      http.put(`/api/v1/cloud/servers/${running?.id}/power/off`, answer),
      http.post(`/api/v1/cloud/servers/${running?.id}/power/off`, answer),
    );
    const off = (await search({ query: '', locale: 'en' })).find(
      (e) => e.key === `server-${running?.id}-off`,
    );
    expect(off?.confirm?.confirmLabel).toBe('Turn off');
    expect(off?.title).toBe(`Turn off ${running?.display_name || running?.name}`);
    await expect(off?.run?.()).resolves.toBe('Your change request has been registered');
    expect(called).toContain(`/cloud/servers/${running?.id}/power/off`);
  });
});
