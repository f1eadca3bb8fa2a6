import { startTestSandbox, DEMO_BEARER, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';
import { NEW_SERVER, advance, cloudCalls } from '../testing/cloudServerCalls';
import { TASK_SECONDS } from '../cloud/serverMachine';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const WRONG_STATE = 'Your server cannot perform this operation in this state';
const INVALID = 'One or more given parameters are invalid!';
const statusOf = async (id: number) => {
  const { status, task_state, rescue } = (await cloudCalls(t).get(id).expect(200)).body.data;
  return { status, task_state, rescue };
};

describe('power', () => {
  it('turns a running server off through its change under way: ON with power_off, then OFF', async () => {
    const res = await cloudCalls(t).power(1, 'off').expect(200);
    expect(res.body.message).toBe('Your change request has been registered');
    expect(res.body.data).toMatchObject({ status: 'ON', task_state: 'power_off', percent: 0 });
    expect(responseErrors('put', '/cloud/servers/{server_id}/power/{action}', res.body)).toEqual([]);
    advance(t, TASK_SECONDS.power_off - 1);
    expect(await statusOf(1)).toMatchObject({ status: 'ON', task_state: 'power_off' });
    advance(t, 1);
    expect(await statusOf(1)).toMatchObject({ status: 'OFF', task_state: null });
  });

  it('turns a server on, and reboots and restarts it through RESTARTING', async () => {
    await cloudCalls(t).power(2, 'on').expect(200);
    advance(t, TASK_SECONDS.power_on);
    expect(await statusOf(2)).toMatchObject({ status: 'ON' });
    for (const action of ['reboot', 'restart']) {
      expect((await cloudCalls(t).power(2, action).expect(200)).body.data.status).toBe('RESTARTING');
      advance(t, TASK_SECONDS.reboot);
      expect(await statusOf(2)).toMatchObject({ status: 'ON', task_state: null });
    }
  });

  it.each([
    [1, 'on'],
    [2, 'off'],
    [2, 'reboot'],
    [2, 'restart'],
  ])('refuses server %i %s in its state, and changes nothing', async (id, action) => {
    const before = await statusOf(id);
    const res = await cloudCalls(t, DEMO_BEARER).power(id, action).expect(409);
    expect(res.body).toEqual({ success: false, message: WRONG_STATE });
    expect(await statusOf(id)).toEqual(before);
  });

  it('refuses every operation while a change is under way', async () => {
    await cloudCalls(t).power(1, 'off').expect(200);
    await cloudCalls(t).power(1, 'reboot').expect(409);
    await cloudCalls(t).post(1, 'rename', { name: 'other' }).expect(409);
    await cloudCalls(t).remove(1).expect(409);
    const persian = await cloudCalls(t, DEMO_BEARER, 'fa').power(1, 'on').expect(409);
    expect(persian.body.message).toBe('سرور شما در این وضعیت امکان انجام این عملیات را ندارد');
  });

  it('refuses an action it does not know', async () => {
    await cloudCalls(t).power(1, 'explode').expect(422);
  });
});

describe('a new server', () => {
  it('takes no operation while it builds', async () => {
    const created = (await cloudCalls(t).create(NEW_SERVER).expect(200)).body.data;
    for (const action of ['off', 'on', 'reboot']) await cloudCalls(t).power(created.id, action).expect(409);
    await cloudCalls(t).post(created.id, 'rebuild/software', { os_id: 2 }).expect(409);
    await cloudCalls(t).remove(created.id).expect(409);
    advance(t, TASK_SECONDS.build);
    await cloudCalls(t).power(created.id, 'off').expect(200);
  });
});

describe('rename', () => {
  it('renames with the name rules, in the log', async () => {
    const res = await cloudCalls(t).post(1, 'rename', { name: 'web_main' }).expect(200);
    expect(res.body).toMatchObject({
      message: 'The server has been renamed',
      data: { name: 'web_main', display_name: 'web_main' },
    });
    expect((await cloudCalls(t).logs(1)).body.data[0]).toMatchObject({
      action: 'rename',
      message: 'Renamed from web-1 to web_main',
    });
  });

  it.each([
    ['web main', 'Use English letters, digits, - and _ only'],
    ['db-backup', 'You already have a server with this name'],
    ['', 'Enter a name for the server'],
  ])('refuses %p: %s', async (name, message) => {
    const res = await cloudCalls(t).post(1, 'rename', { name }).expect(422);
    expect(res.body.fields).toEqual({ name: [message] });
    expect((await cloudCalls(t).get(1)).body.data.name).toBe('web-1');
  });

  it('keeps its own name', async () => {
    await cloudCalls(t).post(1, 'rename', { name: 'web-1' }).expect(200);
  });
});

describe('rebuild', () => {
  it('installs another OS through RELOAD, back to the state it had, with a new root password', async () => {
    const res = await cloudCalls(t).post(2, 'rebuild/software', { os_id: 4 }).expect(200);
    expect(res.body.data).toMatchObject({
      status: 'RELOAD',
      task_state: 'rebuild_software',
      os: { id: 4, display_name: 'Rocky Linux 9' },
    });
    advance(t, TASK_SECONDS.rebuild_software);
    expect(await statusOf(2)).toMatchObject({ status: 'OFF', task_state: null });
    expect((await cloudCalls(t).logs(2)).body.data[0]).toMatchObject({
      action: 'rebuild_software',
      status: 'success',
      message: 'Operating system changed to Rocky Linux 9',
    });
  });

  it.each([
    [{ os_id: 99 }, { os_id: ['The selected operating system does not exist'] }],
    [{ os_id: 6 }, { os_id: ['The operating system needs a disk of at least 40 GB'] }],
    [{ os_id: 'abc' }, { os_id: [expect.any(String)] }],
    [{}, { os_id: [expect.any(String)] }],
  ])('answers "One or more given parameters are invalid!" to %j', async (body, fields) => {
    const res = await cloudCalls(t).post(2, 'rebuild/software', body).expect(422);
    expect(res.body).toEqual({ success: false, message: INVALID, fields });
    expect((await cloudCalls(t).get(2)).body.data).toMatchObject({ status: 'OFF', os: { id: 3 } });
  });

  it('moves to a bigger size through REBUILD, priced again', async () => {
    const res = await cloudCalls(t).post(1, 'rebuild/hardware', { tier: 'professional' }).expect(200);
    // 4 × 1500 + 8 × 1000 + 160 × 20 + 500
    expect(res.body.data).toMatchObject({
      status: 'REBUILD',
      tier: 'professional',
      cpu: 4,
      ram: 8,
      disk: 160,
      hourly_cost: 17_700,
    });
    advance(t, TASK_SECONDS.rebuild_hardware);
    expect(await statusOf(1)).toMatchObject({ status: 'ON' });
  });

  it.each([
    [{ tier: 'economic' }, { disk: ['The disk cannot be made smaller than 80 GB'] }],
    [{ tier: 'commercial' }, { tier: ['Choose a size other than the current one'] }],
    [{ tier: 'custom', cpu: 99, ram: 4, disk: 80 }, { cpu: ['Enter a number from 1 to 32'] }],
    [{ tier: 'huge' }, { tier: [expect.any(String)] }],
  ])('answers "One or more given parameters are invalid!" to %j', async (body, fields) => {
    const res = await cloudCalls(t).post(1, 'rebuild/hardware', body).expect(422);
    expect(res.body).toEqual({ success: false, message: INVALID, fields });
    expect((await cloudCalls(t).get(1)).body.data).toMatchObject({
      status: 'ON',
      tier: 'commercial',
      disk: 80,
    });
  });
});

describe('passwords', () => {
  it('shows the root password once; only a reset gives one again, also once', async () => {
    const first = await cloudCalls(t).post(1, 'get-password').expect(200);
    expect(first.body.data).toEqual({ password: 'Sandbox#Web1' });
    const again = await cloudCalls(t).post(1, 'get-password').expect(409);
    expect(again.body.message).toBe('The password has already been shown once; reset it to get a new one');
    const reset = await cloudCalls(t).post(1, 'reset-password').expect(200);
    expect(reset.body.message).toBe('A new password has been set; it is shown only this once');
    expect(reset.body.data.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{12,}$/);
    expect(reset.body.data.password).not.toBe('Sandbox#Web1');
    await cloudCalls(t).post(1, 'get-password').expect(409);
  });

  it('resets only on a running server', async () => {
    await cloudCalls(t).post(2, 'reset-password').expect(409);
  });
});

describe('rescue', () => {
  it('boots the rescue system and leaves it, each through RESCUING', async () => {
    const res = await cloudCalls(t).post(1, 'rescue').expect(200);
    expect(res.body.data.password).toEqual(expect.any(String));
    expect(await statusOf(1)).toEqual({ status: 'RESCUING', task_state: 'rescue', rescue: true });
    advance(t, TASK_SECONDS.rescue);
    expect(await statusOf(1)).toEqual({ status: 'ON', task_state: null, rescue: true });
    await cloudCalls(t).post(1, 'rescue').expect(409);
    await cloudCalls(t).post(1, 'rebuild/software', { os_id: 2 }).expect(409);
    await cloudCalls(t).post(1, 'unrescue').expect(200);
    advance(t, TASK_SECONDS.unrescue);
    expect(await statusOf(1)).toEqual({ status: 'ON', task_state: null, rescue: false });
    await cloudCalls(t).post(1, 'unrescue').expect(409);
  });
});

describe('autopilot', () => {
  it('turns on and off', async () => {
    expect((await cloudCalls(t).post(2, 'autopilot').expect(200)).body).toMatchObject({
      message: 'Autopilot is on',
      data: { autopilot: true },
    });
    expect((await cloudCalls(t).autopilotOff(2).expect(200)).body).toMatchObject({
      message: 'Autopilot is off',
      data: { autopilot: false },
    });
  });
});

describe('logs', () => {
  it("lists the server's actions newest first, localized, pending until done", async () => {
    await cloudCalls(t).power(2, 'on').expect(200);
    const pending = (await cloudCalls(t, DEMO_BEARER, 'fa').logs(2).expect(200)).body.data;
    expect(pending[0]).toMatchObject({ action: 'power_on', status: 'pending', message: 'روشن شد' });
    expect(
      responseErrors('get', '/cloud/servers/{server_id}/logs', {
        success: true,
        message: 'ok',
        data: pending,
      }),
    ).toEqual([]);
    advance(t, TASK_SECONDS.power_on);
    const done = (await cloudCalls(t).logs(2)).body.data;
    expect(done.map((l: { action: string; status: string }) => `${l.action}:${l.status}`)).toEqual([
      'power_on:success',
      'power_off:success',
      'build:success',
      'create:success',
    ]);
  });
});

describe('delete', () => {
  it('deletes a server: its volumes detached, out of its groups and networks, its addresses free again', async () => {
    // web-1 (1) has the volume data-1, is guarded by web and is in backend at 10.10.0.5
    const db = t.sandbox.db;
    await cloudCalls(t).power(1, 'off').expect(200);
    advance(t, 3600);
    const res = await cloudCalls(t).remove(1).expect(200);
    expect(res.body).toEqual({ success: true, message: 'The server has been deleted', data: null });
    await cloudCalls(t).get(1).expect(404);
    expect(db.prepare('SELECT COUNT(*) AS n FROM server_interfaces WHERE server_id = 1').get()).toEqual({
      n: 0,
    });
    const auth = (path: string) => t.http.get(path).set('Authorization', DEMO_BEARER);
    const volume = (await auth('/api/v1/cloud/volumes')).body.data.find(
      (v: { name: string }) => v.name === 'data-1',
    );
    expect(volume).toMatchObject({ server: null });
    const group = (await auth('/api/v1/cloud/firewall')).body.data.find(
      (g: { name: string }) => g.name === 'web',
    );
    expect(group).toMatchObject({ servers: [] });
    expect(group.rules).toHaveLength(4);
    const network = (await auth('/api/v1/cloud/private-networks')).body.data[0];
    expect(network).toMatchObject({ name: 'backend', servers: [] });
    // web-1's address in backend is the first one given again
    const first = (
      await cloudCalls(t)
        .create({ ...NEW_SERVER, private_network_id: 1 })
        .expect(200)
    ).body.data;
    expect(first.interfaces).toEqual([
      { ip_address: '203.0.113.10', type: 'public' },
      { ip_address: '10.10.0.5', type: 'private' },
    ]);
    // and a deleted server's public address goes back to the pool
    advance(t, TASK_SECONDS.build);
    await cloudCalls(t).remove(first.id).expect(200);
    const second = (
      await cloudCalls(t)
        .create({ ...NEW_SERVER, name: 'api-2' })
        .expect(200)
    ).body.data;
    expect(second.interfaces).toEqual([{ ip_address: '203.0.113.10', type: 'public' }]);
  });

  it("never deletes another user's server", async () => {
    await cloudCalls(t, 'Bearer otp-0123456789abcdef').remove(1).expect(404);
    await cloudCalls(t).get(1).expect(200);
  });
});

describe('console access', () => {
  it('is only for a running server', async () => {
    const res = await cloudCalls(t).vnc(2).expect(409);
    expect(res.body.message).toBe(WRONG_STATE);
  });
});
