import { DEMO_SSH_PUBLIC_KEYS, demoSshKeys } from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';
import { apiCalls, sandboxPerTest } from '../testing/apiCalls';
import { responseErrors } from '../testing/responseSchema';

const sandbox = sandboxPerTest();
const { get, post } = sandbox;
const count = () => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM ssh_keys').get() as { n: number }).n;
const RSA_1024 =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQC8ZozY5lqrI6hjUp/pmF3x1B5uEExKxELAj2TOmp+wCeTOdc+he/yMUcWOc4Zy5Xd65MLaqMRqYkEuD2STqQJRz9faw/HioUNou+STKEXZbakG57TiR21tEUq5MOEL9fRvySPRlMXIWsqPHwx/EdZVUn6MXt+xNveQwhHDAm9RmQ== old';

describe('GET /api/v1/cloud/ssh', () => {
  it('lists the seeded keys newest first, with the fingerprints ssh-keygen prints', async () => {
    const res = await get('/cloud/ssh').expect(200);
    expect(res.body.data).toEqual(demoSshKeys({ now: sandbox.now() }).map((k) => expect.objectContaining(k)));
    expect(responseErrors('get', '/cloud/ssh', res.body)).toEqual([]);
    const fa = await get('/cloud/ssh', 'fa').expect(200);
    expect(fa.body.data).toEqual(
      demoSshKeys({ now: sandbox.now(), lang: 'fa' }).map((k) => expect.objectContaining(k)),
    );
  });

  it("gets one key; another user's reads as unknown", async () => {
    const res = await get('/cloud/ssh/1').expect(200);
    expect(res.body.data).toEqual(expect.objectContaining(demoSshKeys({ now: sandbox.now() })[1]));
    await apiCalls(sandbox.t, `Bearer ${OTP_DEMO.apiToken}`).get('/cloud/ssh/1').expect(404);
  });
});

describe('POST /api/v1/cloud/ssh', () => {
  it('adds a public key, computing its fingerprint, type and size', async () => {
    const res = await post('/cloud/ssh', {
      name: 'office',
      public_key: `  ${DEMO_SSH_PUBLIC_KEYS.office.public_key}\n`,
    }).expect(200);
    expect(res.body.message).toBe('The key office has been added');
    expect(res.body.data).toMatchObject({
      name: 'office',
      type: 'ssh-ed25519',
      bits: 256,
      fingerprint: DEMO_SSH_PUBLIC_KEYS.office.fingerprint,
      public_key: DEMO_SSH_PUBLIC_KEYS.office.public_key,
      datacenter: null,
    });
    expect(responseErrors('post', '/cloud/ssh', res.body)).toEqual([]);
    const limited = await post('/cloud/ssh', {
      name: 'office-2',
      public_key: DEMO_SSH_PUBLIC_KEYS.office.public_key.replace('backup@office', ''),
      datacenter_id: 3,
    }).expect(422);
    // the same key again, whatever its comment
    expect(limited.body.fields).toEqual({ public_key: ['This key has already been added as office'] });
    expect(count()).toBe(3);
  });

  it('refuses a line that is not an accepted public key, naming why, and stores nothing', async () => {
    const format = await post('/cloud/ssh', {
      name: 'x',
      public_key: '-----BEGIN OPENSSH PRIVATE KEY-----',
    }).expect(422);
    expect(format.body.fields).toEqual({
      public_key: [
        'Paste an OpenSSH public key of type ssh-ed25519, ssh-rsa or ecdsa (one line of the .pub file)',
      ],
    });
    const damaged = await post('/cloud/ssh', {
      name: 'x',
      public_key: DEMO_SSH_PUBLIC_KEYS.office.public_key.slice(0, 60),
    }).expect(422);
    expect(damaged.body.fields).toEqual({
      public_key: ["The key's data is damaged; copy the whole line of the .pub file"],
    });
    const short = await post('/cloud/ssh', { name: 'x', public_key: RSA_1024 }).expect(422);
    expect(short.body.fields).toEqual({
      public_key: ['This RSA key has 1024 bits; use one of at least 2048'],
    });
    const both = await post('/cloud/ssh', { name: 'my key', public_key: '' }, 'fa').expect(422);
    expect(both.body.fields).toEqual({
      name: ['حداکثر 64 حرف انگلیسی، رقم و . _ - @ به کار ببرید'],
      public_key: ['کلید عمومی را وارد کنید'],
    });
    const taken = await post('/cloud/ssh', {
      name: 'ci-runner',
      public_key: DEMO_SSH_PUBLIC_KEYS.office.public_key,
    }).expect(422);
    expect(taken.body.fields).toEqual({ name: ['You already have a key with this name'] });
    expect(count()).toBe(2);
  });
});

describe('GET /api/v1/cloud/ssh/random', () => {
  it('stores a new ed25519 key and answers its private key once; no later call gives it again', async () => {
    const res = await get('/cloud/ssh/random?name=deploy&datacenter_id=2').expect(200);
    expect(res.body.message).toBe(
      'Your key pair has been made. Save the private key now: it is not shown again.',
    );
    const pair = res.body.data;
    expect(responseErrors('get', '/cloud/ssh/random', res.body)).toEqual([]);
    expect(pair).toMatchObject({
      name: 'deploy',
      type: 'ssh-ed25519',
      bits: 256,
      datacenter: { id: 2, display_name: 'Tehran 1' },
    });
    expect(pair.public_key).toMatch(/^ssh-ed25519 \S+ deploy$/);
    expect(pair.private_key).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);

    const listed = await get('/cloud/ssh').expect(200);
    const again = await get(`/cloud/ssh/${pair.id}`).expect(200);
    expect(listed.body.data[0]).toEqual(
      expect.objectContaining({
        id: pair.id,
        name: 'deploy',
        type: 'ssh-ed25519',
        bits: 256,
        fingerprint: pair.fingerprint,
        public_key: pair.public_key,
        datacenter: pair.datacenter,
        created_at: pair.created_at,
      }),
    );
    expect(listed.body.data[0]).not.toHaveProperty('private_key');
    expect(again.body.data).toEqual(listed.body.data[0]);
    const privateBody = pair.private_key.split('\n').slice(1, 2)[0] as string;
    for (const answer of [listed.text, again.text]) {
      expect(answer).not.toContain('private_key');
      expect(answer).not.toContain(privateBody);
    }
    // nor does the database keep it
    const stored = JSON.stringify(sandbox.db.prepare('SELECT * FROM ssh_keys').all());
    expect(stored).not.toContain(privateBody);
    expect(stored).not.toContain('PRIVATE KEY');
  });

  it('needs a valid, unused name and an open data center', async () => {
    const bad = await get('/cloud/ssh/random?name=my%20key').expect(422);
    expect(bad.body.fields).toEqual({ name: ['Use up to 64 English letters, digits and . _ - @'] });
    await get('/cloud/ssh/random?name=').expect(422);
    const taken = await get('/cloud/ssh/random?name=ci-runner').expect(422);
    expect(taken.body.fields).toEqual({ name: ['You already have a key with this name'] });
    const dc = await get('/cloud/ssh/random?name=deploy&datacenter_id=6').expect(422);
    expect(dc.body.fields).toEqual({ datacenter_id: ['This data center does not take new resources'] });
    expect(count()).toBe(2);
  });
});

describe("GET /api/v1/cloud/ssh/random without a name (the provider's SDK)", () => {
  it('names the key by when it was made, and again uniquely in the same second', async () => {
    const first = await get('/cloud/ssh/random').expect(200);
    expect(first.body.data.name).toBe('key-20250315-100000');
    expect(first.body.data.private_key).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----/);
    expect((await get('/cloud/ssh/random').expect(200)).body.data.name).toBe('key-20250315-100000-2');
    expect(count()).toBe(4);
  });
});

describe('DELETE /api/v1/cloud/ssh/{key_id}', () => {
  it('deletes a key (POST with _method=DELETE)', async () => {
    const res = await post('/cloud/ssh/1', { _method: 'DELETE' }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'The key has been deleted', data: null });
    expect(count()).toBe(1);
    await post('/cloud/ssh/1', { _method: 'DELETE' }).expect(404);
  });
});
