import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';
import { demoServers } from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';
import { NEW_SERVER, advance, cloudCalls, nowOf, serverCount, walletOf } from '../testing/cloudServerCalls';
import { serverExists } from '../cloud/serverRecords';
import { createServerLinks } from '../cloud/serverLinks';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const list = (lang = 'en', bearer = DEMO_BEARER) =>
  t.http.get('/api/v1/cloud/servers').set('Authorization', bearer).set('Accept-Language', lang);

describe('GET /api/v1/cloud/servers', () => {
  it('gives the seeded servers newest first with status, addresses, data center and OS', async () => {
    const res = await list().expect(200);
    const now = Math.floor(t.clock.now.getTime() / 1000);
    expect(res.body.data).toEqual(demoServers({ now }).map((s) => expect.objectContaining(s)));
    expect(res.body.data.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['db-backup', 'OFF'],
      ['web-1', 'ON'],
    ]);
    expect(res.body.data[1].interfaces).toEqual([
      { ip_address: '192.0.2.10', type: 'public' },
      { ip_address: '10.10.0.5', type: 'private' },
    ]);
  });

  it('answers what the OpenAPI document describes', async () => {
    const res = await list().expect(200);
    expect(responseErrors('get', '/cloud/servers', res.body)).toEqual([]);
  });

  it('localizes the data-center names', async () => {
    const res = await list('fa').expect(200);
    expect(res.body.data).toEqual(
      demoServers({ now: Math.floor(t.clock.now.getTime() / 1000), lang: 'fa' }).map((s) =>
        expect.objectContaining(s),
      ),
    );
    expect(
      res.body.data.map((s: { datacenter: { display_name: string } }) => s.datacenter.display_name),
    ).toEqual(['هلسینکی، فنلاند', 'تهران 1']);
  });

  it('puts a public address first even when a private one was added before it', async () => {
    const db = t.sandbox.db;
    db.prepare('DELETE FROM server_interfaces WHERE server_id = 1').run();
    db.prepare(
      "INSERT INTO server_interfaces (server_id, kind, ip_address, mac_address) VALUES (1, 'private', '10.10.0.9', 'fa:16:3e:00:00:09')",
    ).run();
    db.prepare(
      "INSERT INTO server_interfaces (server_id, kind, ip_address, mac_address) VALUES (1, 'public', '192.0.2.99', 'fa:16:3e:00:00:10')",
    ).run();
    const res = await list().expect(200);
    expect(res.body.data[1].interfaces.map((i: { ip_address: string }) => i.ip_address)).toEqual([
      '192.0.2.99',
      '10.10.0.9',
    ]);
  });

  it("never shows another user's servers or addresses", async () => {
    const db = t.sandbox.db;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO servers (user_id, name, display_name, status, datacenter_id, os_id, tier, cpu, ram, disk, disk_type, created_at)
         VALUES (2, 'their-box', 'their-box', 'BUILD', 3, 6, 'custom', 4, 8, 100, 'nvme', 100)`,
      )
      .run();
    db.prepare(
      "INSERT INTO server_interfaces (server_id, kind, ip_address, mac_address) VALUES (?, 'public', '203.0.113.7', 'fa:16:3e:00:00:77')",
    ).run(lastInsertRowid);
    const mine = await list().expect(200);
    expect(mine.body.data.map((s: { name: string }) => s.name)).toEqual(['db-backup', 'web-1']);
    expect(JSON.stringify(mine.body.data)).not.toContain('203.0.113.7');
    const theirs = await list('en', `Bearer ${OTP_DEMO.apiToken}`).expect(200);
    expect(theirs.body.data).toEqual([
      expect.objectContaining({
        name: 'their-box',
        status: 'BUILD',
        interfaces: [{ ip_address: '203.0.113.7', type: 'public' }],
      }),
    ]);
    expect(responseErrors('get', '/cloud/servers', theirs.body)).toEqual([]);
  });

  it('needs a token', async () => {
    await t.http.get('/api/v1/cloud/servers').expect(401);
  });
});

describe('GET /api/v1/cloud/servers/{server_id}', () => {
  it("gives one of the user's servers", async () => {
    const res = await cloudCalls(t).get(1).expect(200);
    expect(res.body.data).toEqual(expect.objectContaining(demoServers({ now: nowOf(t) })[1]));
    expect(responseErrors('get', '/cloud/servers/{server_id}', res.body)).toEqual([]);
  });

  it("answers an unknown server and another user's alike: 404 Server does not exist!", async () => {
    const unknown = await cloudCalls(t).get(999).expect(404);
    expect(unknown.body).toEqual({ success: false, message: 'Server does not exist!' });
    const theirs = await cloudCalls(t, `Bearer ${OTP_DEMO.apiToken}`, 'fa').get(1).expect(404);
    expect(theirs.body.message).toBe('سرور وجود ندارد!');
  });
});

describe('POST /api/v1/cloud/servers', () => {
  it('answers the new server in BUILD, charges its first hour, and builds it to ON on the clock', async () => {
    const calls = cloudCalls(t);
    const before = walletOf(t);
    const res = await calls
      .create({ ...NEW_SERVER, init_script: '#cloud-config\npackages:\n  - nginx\n' })
      .expect(200);
    expect(res.body.message).toBe('Your server is being built');
    expect(responseErrors('post', '/cloud/servers', res.body)).toEqual([]);
    const created = res.body.data;
    expect(created).toMatchObject({
      name: 'api-1',
      status: 'BUILD',
      task_state: 'build',
      percent: 0,
      volume_created: false,
      interface_attached: false,
      tier: 'economic',
      cpu: 1,
      ram: 1,
      disk: 25,
      disk_type: 'ssd',
      public_ip: true,
      autopilot: false,
      is_test: false,
      datacenter: { id: 2, name: 'ir-thr1', display_name: 'Tehran 1' },
      os: { id: 1, display_name: 'Ubuntu 24.04' },
      hourly_cost: 3500,
      init_script: '#cloud-config\npackages:\n  - nginx\n',
    });
    expect(created.interfaces).toEqual([{ ip_address: '203.0.113.10', type: 'public' }]);
    // the first hour is paid at once, as a wallet transaction
    expect(walletOf(t)).toBe(before - 3500);
    const tx = t.sandbox.db
      .prepare('SELECT amount, description_en, method FROM transactions ORDER BY id DESC LIMIT 1')
      .get();
    expect(tx).toEqual({ amount: 3500, description_en: 'Cloud server api-1: 1 h', method: 'wallet' });

    advance(t, 3);
    expect((await calls.get(created.id)).body.data).toMatchObject({
      status: 'BUILD',
      percent: 25,
      volume_created: true,
      image_written: false,
    });
    advance(t, 6);
    expect((await calls.get(created.id)).body.data).toMatchObject({
      status: 'BUILD',
      percent: 75,
      image_written: true,
      instance_created: true,
      interface_attached: false,
    });
    advance(t, 3);
    const built = (await calls.get(created.id)).body.data;
    expect(built).toMatchObject({ status: 'ON', task_state: null, percent: null, interface_attached: true });
    expect(built.usage.cpu).toBeGreaterThan(0);
    const list = await calls.list().expect(200);
    expect(list.body.data[0]).toMatchObject({ id: created.id, status: 'ON' });
  });

  it('takes the form encoding the portal sends, booleans as 1 and 0, and a custom size', async () => {
    const res = await cloudCalls(t)
      .createForm({
        name: 'custom_1',
        datacenter_id: '1',
        os_id: '3',
        tier: 'custom',
        cpu: '3',
        ram: '6',
        disk: '100',
        disk_type: 'nvme',
        public_ip: '0',
        autopilot: '1',
      })
      .expect(200);
    // 3 × 1500 + 6 × 1000 + 100 × 40 (NVMe), no address
    expect(res.body.data).toMatchObject({
      tier: 'custom',
      cpu: 3,
      ram: 6,
      disk: 100,
      disk_type: 'nvme',
      public_ip: false,
      autopilot: true,
      interfaces: [],
      hourly_cost: 14_500,
    });
  });

  it('answers "Not a valid object" to a body that is not an object, and stores nothing', async () => {
    const before = serverCount(t);
    const res = await cloudCalls(t).create([NEW_SERVER]).expect(422);
    expect(res.body).toEqual({ success: false, message: 'Not a valid object' });
    expect(serverCount(t)).toBe(before);
  });

  it.each([
    [{ name: 'web 1' }, 'name', 'Use English letters, digits, - and _ only'],
    [{ name: '' }, 'name', 'Enter a name for the server'],
    [{ name: 'x'.repeat(64) }, 'name', 'The name may be at most 63 characters'],
    [{ name: 'web-1' }, 'name', 'You already have a server with this name'],
    [{ datacenter_id: 6 }, 'datacenter_id', 'This data center does not take new servers right now'],
    [{ datacenter_id: 99 }, 'datacenter_id', 'The selected data center does not exist'],
    [{ os_id: 99 }, 'os_id', 'The selected operating system does not exist'],
    [{ os_id: 6 }, 'tier', 'The operating system needs a disk of at least 40 GB'],
    [{ tier: 'custom', cpu: 64, ram: 2, disk: 50 }, 'cpu', 'Enter a number from 1 to 32'],
    [{ tier: 'custom', cpu: 2, ram: 2 }, 'disk', 'This field is required'],
    [{ disk_type: 'nvme', datacenter_id: 3 }, 'disk_type', 'This data center does not offer this disk type'],
    [
      { init_script: 'packages:\n  - nginx\n bad: [x\n' },
      'init_script',
      expect.stringMatching(/^The init script is not valid YAML \(line \d+\)$/),
    ],
    [
      { init_script: '- a\n- b\n' },
      'init_script',
      'The init script must be a YAML mapping of key: value lines',
    ],
    [{ ssh_key_id: 4 }, 'ssh_key_id', 'The selected item does not exist'],
  ])('refuses %j: %s', async (change, field, message) => {
    const before = serverCount(t);
    const res = await cloudCalls(t)
      .create({ ...NEW_SERVER, ...change })
      .expect(422);
    expect(res.body.fields[field]).toEqual([message]);
    expect(res.body.message).toEqual(message);
    expect(serverCount(t)).toBe(before);
  });

  it('gives every field its message when several are wrong, in Persian too', async () => {
    const res = await cloudCalls(t, DEMO_BEARER, 'fa')
      .create({ ...NEW_SERVER, name: 'وب', datacenter_id: 6 })
      .expect(422);
    expect(res.body.message).toBe('اطلاعات وارد شده معتبر نیست');
    expect(res.body.fields).toEqual({
      name: ['فقط حروف انگلیسی، عدد، - و _ مجاز است'],
      datacenter_id: ['این دیتاسنتر در حال حاضر سرور تازه نمی‌پذیرد'],
    });
  });

  it('treats a hidden data center as one that does not exist', async () => {
    t.sandbox.db.prepare('UPDATE datacenters SET is_hidden = 1 WHERE id = 2').run();
    const res = await cloudCalls(t).create(NEW_SERVER).expect(422);
    expect(res.body.fields.datacenter_id).toEqual(['The selected data center does not exist']);
  });

  it('refuses a server the wallet cannot pay the first hour of', async () => {
    const res = await cloudCalls(t, `Bearer ${OTP_DEMO.apiToken}`).create(NEW_SERVER).expect(422);
    expect(res.body.message).toBe(
      'Your balance does not cover the first hour of this server (3500 rials); top up your wallet first',
    );
    expect(serverCount(t)).toBe(2);
  });

  it('builds a server with an SSH key, a firewall group and a private network of its data center, and it has them', async () => {
    // seed: ci-runner (2) is offered everywhere, ali-laptop (1) only in Tehran 1; web (1) and backend (1) are in Tehran 1
    const res = await cloudCalls(t)
      .create({ ...NEW_SERVER, ssh_key_id: 2, firewall_id: 1, private_network_id: 1 })
      .expect(200);
    const server = res.body.data;
    expect(server).toMatchObject({
      ssh_key_id: 2,
      firewall_id: 1,
      firewalls: [{ id: 1, name: 'web' }],
      private_network_id: 1,
      private_networks: [{ id: 1, name: 'backend', ip_address: '10.10.0.6' }],
      interfaces: [
        { ip_address: '203.0.113.10', type: 'public' },
        { ip_address: '10.10.0.6', type: 'private' },
      ],
    });
    expect(responseErrors('post', '/cloud/servers', res.body)).toEqual([]);
    // the group and the network list it too
    const group = (
      await t.http.get('/api/v1/cloud/firewall').set('Authorization', DEMO_BEARER)
    ).body.data.find((g: { id: number }) => g.id === 1);
    expect(group.servers).toContainEqual({ id: server.id, name: 'api-1' });
    const network = (await t.http.get('/api/v1/cloud/private-networks').set('Authorization', DEMO_BEARER))
      .body.data[0];
    expect(network.servers).toContainEqual({ id: server.id, name: 'api-1', ip_address: '10.10.0.6' });
  });

  it("refuses a key, group or network the user does not have in the server's data center, storing nothing", async () => {
    // Helsinki (1): ali-laptop is limited to Tehran 1, web and backend are in Tehran 1
    const res = await cloudCalls(t)
      .create({
        ...NEW_SERVER,
        datacenter_id: 1,
        disk_type: 'ssd',
        ssh_key_id: 1,
        firewall_id: 1,
        private_network_id: 1,
      })
      .expect(422);
    expect(res.body.fields).toMatchObject({
      ssh_key_id: ['The selected item does not exist'],
      firewall_id: ['The selected item does not exist'],
      private_network_id: ['The selected item does not exist'],
    });
    const unknown = await cloudCalls(t)
      .create({ ...NEW_SERVER, ssh_key_id: 99 })
      .expect(422);
    expect(unknown.body.fields.ssh_key_id).toEqual(['The selected item does not exist']);
    expect(serverCount(t)).toBe(2);
  });

  it('takes the key and the group of Helsinki there', async () => {
    const res = await cloudCalls(t)
      .create({ ...NEW_SERVER, datacenter_id: 1, ssh_key_id: 2, firewall_id: 2 })
      .expect(200);
    expect(res.body.data).toMatchObject({
      ssh_key_id: 2,
      firewalls: [{ id: 2, name: 'db' }],
      private_networks: [],
    });
  });

  it('refuses a network whose DHCP range is full', async () => {
    t.sandbox.db.prepare("UPDATE private_networks SET dhcp_to = '10.10.0.5' WHERE id = 1").run();
    const res = await cloudCalls(t)
      .create({ ...NEW_SERVER, private_network_id: 1 })
      .expect(422);
    expect(res.body.fields.private_network_id).toEqual([
      'This private network has no free address left in its DHCP range',
    ]);
    expect(serverCount(t)).toBe(2);
  });
});

describe('server links in the sandbox as built', () => {
  it('has a link registered by a cloud resource for every kind a server can be created with', () => {
    expect(t.sandbox.serverLinks.unregistered()).toEqual([]);
  });

  it('fails loudly, never as "does not exist", when a link is consulted that nobody registered', () => {
    const bare = createServerLinks();
    expect(bare.unregistered()).toEqual(['ssh_key_id', 'firewall_id', 'private_network_id']);
    expect(() => bare.problem('ssh_key_id', t.sandbox.db, 1, 2, 2)).toThrow(
      'no cloud resource registered the server link ssh_key_id',
    );
  });
});

describe('the free trial server', () => {
  it('is one economic server per account, free, where the data center offers it, gone after a day', async () => {
    const calls = cloudCalls(t);
    expect((await calls.trial().expect(200)).body.data).toEqual({
      available: true,
      days: 1,
      tier: 'economic',
    });
    expect(
      (await calls.create({ ...NEW_SERVER, is_test: true, datacenter_id: 1 }).expect(422)).body.fields
        .is_test,
    ).toEqual(['This data center does not offer the free trial server']);
    expect(
      (await calls.create({ ...NEW_SERVER, is_test: true, tier: 'commercial' }).expect(422)).body.fields
        .is_test,
    ).toEqual(['The free trial server is economic only']);
    const before = walletOf(t);
    const trial = (await calls.create({ ...NEW_SERVER, is_test: true }).expect(200)).body.data;
    expect(trial).toMatchObject({ is_test: true, hourly_cost: 0, expires_at: nowOf(t) + 86_400 });
    expect(walletOf(t)).toBe(before);
    expect((await calls.trial()).body.data.available).toBe(false);
    expect(
      (await calls.create({ ...NEW_SERVER, name: 'again', is_test: true }).expect(422)).body.fields.is_test,
    ).toEqual(['You have already had your free trial server']);
    advance(t, 86_400);
    await calls.get(trial.id).expect(404);
    expect((await calls.list()).body.data.map((s: { name: string }) => s.name)).toEqual([
      'db-backup',
      'web-1',
    ]);
    // a day of the two demo servers (9,100 + 3,500 rials an hour), nothing for the trial
    expect(walletOf(t)).toBe(before - 24 * 12_600);
  });
});

describe('charges from the price list', () => {
  it('charges every whole hour of every server to the wallet, with a transaction and a log line', async () => {
    const before = walletOf(t);
    advance(t, 2 * 3600 + 59);
    await cloudCalls(t).list().expect(200);
    // web-1 9,100 and db-backup 3,500 rials an hour
    expect(walletOf(t)).toBe(before - 2 * (9100 + 3500));
    const charges = t.sandbox.db
      .prepare(
        "SELECT amount, description_en FROM transactions WHERE description_en LIKE 'Cloud server%' ORDER BY id",
      )
      .all();
    expect(charges).toEqual([
      { amount: 18_200, description_en: 'Cloud server web-1: 2 h' },
      { amount: 7000, description_en: 'Cloud server db-backup: 2 h' },
    ]);
    await cloudCalls(t).list();
    expect(walletOf(t)).toBe(before - 2 * (9100 + 3500));
    const log = (await cloudCalls(t).logs(1)).body.data;
    expect(log[0]).toMatchObject({
      action: 'charge',
      status: 'success',
      message: '18200 rials charged for 2 h',
    });
  });

  it('suspends the servers while the wallet is in debt, and resumes them as they were once it is not', async () => {
    t.sandbox.db.prepare('UPDATE wallets SET balance = 10000 WHERE user_id = 1').run();
    advance(t, 3600);
    const suspended = (await cloudCalls(t).list()).body.data;
    expect(suspended.map((s: { status: string }) => s.status)).toEqual(['SUSPENDED', 'SUSPENDED']);
    const refused = await cloudCalls(t).power(2, 'on').expect(409);
    expect(refused.body.message).toBe('Your server cannot perform this operation in this state');
    t.sandbox.db.prepare('UPDATE wallets SET balance = 500000, debt = 0 WHERE user_id = 1').run();
    advance(t, 3600);
    const resumed = (await cloudCalls(t).list()).body.data;
    expect(resumed.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['db-backup', 'OFF'],
      ['web-1', 'ON'],
    ]);
  });
});

describe('serverExists', () => {
  it('says whether the user has the server, in that data center when one is given', () => {
    const db = t.sandbox.db;
    expect(serverExists(db, 1, 1)).toBe(true);
    expect(serverExists(db, 1, 1, 2)).toBe(true);
    expect(serverExists(db, 1, 1, 1)).toBe(false);
    expect(serverExists(db, 2, 1)).toBe(false);
    expect(serverExists(db, 1, 99)).toBe(false);
  });
});
