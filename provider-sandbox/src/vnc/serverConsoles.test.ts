import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { WebSocket } from 'ws';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { advance, cloudCalls } from '../testing/cloudServerCalls';
import { responseErrors } from '../testing/responseSchema';
import { TASK_SECONDS } from '../cloud/serverMachine';
import { VNC_TOKEN_SECONDS } from './serverConsoles';
import { xvncMissing } from './xvncDisplay';

// The real RFB server (Xtigervnc + xterm, Debian packages) is needed; `npm test` installs it. Only a
// machine outside CI without the packages skips this file, and says so.
const missing = xvncMissing();
if (missing.length && process.env.CI)
  throw new Error(`CI needs ${missing.join(', ')} for the server consoles`);
if (missing.length) console.warn(`[serverConsoles.test] skipped: ${missing.join(', ')} not installed`);
const describeConsoles = missing.length ? describe.skip : describe;

jest.setTimeout(30_000);

let t: TestSandbox;
let server: Server;
let origin: string;

beforeEach(async () => {
  t = startTestSandbox({ testRoutes: true });
  server = t.sandbox.app.listen(0);
  t.sandbox.attachUpgrade(server);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  t.close();
  await new Promise((resolve) => server.close(resolve));
});

/** The console URL the provider answered, on this test's server. */
const onThisServer = (url: string) => {
  const u = new URL(url);
  return `${origin}${u.pathname}${u.search}`;
};

/** Opens the WebSocket and collects what the RFB server sends; rejects with the HTTP status of a refusal. */
function open(url: string): Promise<{
  ws: WebSocket;
  received: () => Buffer;
  waitFor: (n: number) => Promise<Buffer>;
  closed: Promise<void>;
}> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['binary']);
    let data = Buffer.alloc(0);
    const waiters: (() => void)[] = [];
    ws.on('message', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      waiters.splice(0).forEach((w) => w());
    });
    ws.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.on('error', reject);
    const closed = new Promise<void>((r) => ws.on('close', () => r()));
    ws.on('open', () =>
      resolve({
        ws,
        received: () => data,
        closed,
        waitFor: (n) =>
          new Promise<Buffer>((r) => {
            const check = () => (data.length >= n ? r(data) : waiters.push(check));
            check();
          }),
      }),
    );
  });
}

const key = (down: boolean, keysym: number) => {
  const b = Buffer.alloc(8);
  b[0] = 4;
  b[1] = down ? 1 : 0;
  b.writeUInt32BE(keysym, 4);
  return b;
};

async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describeConsoles("a server's console", () => {
  it('is a real RFB server behind a single-use token: the handshake, the desktop, and keys reaching the console', async () => {
    const access = await cloudCalls(t).vnc(1).expect(200);
    expect(responseErrors('get', '/cloud/servers/{server_id}/access/vnc', access.body)).toEqual([]);
    const { url, token, expires_at, password } = access.body.data;
    expect(url).toBe(`ws://localhost:8081/api/v1/cloud/vnc/websocket?token=${token}`);
    expect(expires_at).toBe(Math.floor(t.clock.now.getTime() / 1000) + VNC_TOKEN_SECONDS);
    expect(password).toBeNull();

    const rfb = await open(onThisServer(url));
    expect((await rfb.waitFor(12)).subarray(0, 12).toString()).toBe('RFB 003.008\n');
    rfb.ws.send(Buffer.from('RFB 003.008\n'));
    const types = await rfb.waitFor(12 + 2);
    expect([...types.subarray(13, 13 + (types[12] as number))]).toContain(1); // security None
    rfb.ws.send(Buffer.from([1]));
    await rfb.waitFor(12 + 1 + (types[12] as number) + 4);
    rfb.ws.send(Buffer.from([1])); // ClientInit, shared
    const afterSecurity = 12 + 1 + (types[12] as number) + 4;
    const init = await rfb.waitFor(afterSecurity + 24);
    const serverInit = init.subarray(afterSecurity);
    expect([serverInit.readUInt16BE(0), serverInit.readUInt16BE(2)]).toEqual([1024, 768]);
    const nameLength = serverInit.readUInt32BE(20);
    expect(
      (await rfb.waitFor(afterSecurity + 24 + nameLength))
        .subarray(afterSecurity + 24, afterSecurity + 24 + nameLength)
        .toString(),
    ).toBe('web-1');

    const nonce = `hello${Date.now() % 1000}`;
    for (const ch of nonce)
      rfb.ws.send(Buffer.concat([key(true, ch.charCodeAt(0)), key(false, ch.charCodeAt(0))]));
    rfb.ws.send(Buffer.concat([key(true, 0xff0d), key(false, 0xff0d)]));
    const typed = await until(
      () => t.http.get('/__sandbox/vnc/typed?server_id=1').then((r) => r.body.data as string[]),
      (lines) => lines.includes(nonce),
    );
    expect(typed).toContain(nonce);
    const keys = (await t.http.get('/__sandbox/vnc/keys?server_id=1')).body.data as string[];
    expect(keys.slice(0, 2)).toEqual([
      `+${nonce.charCodeAt(0).toString(16)}`,
      `-${nonce.charCodeAt(0).toString(16)}`,
    ]);
    expect(keys).toContain('+ff0d');

    // the token worked once
    await expect(open(onThisServer(url))).rejects.toMatchObject({ status: 403 });
    // a kick closes the open session
    expect((await t.http.post('/__sandbox/vnc/kick').expect(200)).body.data).toEqual({ closed: 1 });
    await rfb.closed;
  });

  it('refuses an unknown token, and one past its time, before any RFB byte', async () => {
    await expect(open(`${origin}/api/v1/cloud/vnc/websocket?token=nope`)).rejects.toMatchObject({
      status: 403,
    });
    const { url } = (await cloudCalls(t).vnc(1).expect(200)).body.data;
    advance(t, VNC_TOKEN_SECONDS + 1);
    await expect(open(onThisServer(url))).rejects.toMatchObject({ status: 403 });
  });

  it('closes when the server is turned off, and gives no console to a server that is off', async () => {
    const { url } = (await cloudCalls(t).vnc(1).expect(200)).body.data;
    const rfb = await open(onThisServer(url));
    await rfb.waitFor(12);
    const spare = (await cloudCalls(t).vnc(1).expect(200)).body.data.url;
    await cloudCalls(t).power(1, 'off').expect(200);
    await rfb.closed;
    // a token handed out before the server went off opens nothing
    await expect(open(onThisServer(spare))).rejects.toMatchObject({ status: 403 });
    advance(t, TASK_SECONDS.power_off);
    await cloudCalls(t).vnc(1).expect(409);
  });
});
