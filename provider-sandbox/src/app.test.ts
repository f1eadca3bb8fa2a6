import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { RESOURCES } from './resources';
import { echoResource } from './testing/echoResource';
import { PUBLIC_BODY_BYTES } from './http/bodyGate';
import { DEMO_BEARER, TEST_PORTAL_ORIGIN, startTestSandbox, type TestSandbox } from './testing/testSandbox';

const ECHO_DOC = join(__dirname, 'testing', 'echo-openapi.yaml');

describe('wire rules (echo routes)', () => {
  let t: TestSandbox;
  beforeAll(() => {
    t = startTestSandbox({ openApiPath: ECHO_DOC, resources: [...RESOURCES, echoResource] });
  });
  afterAll(() => t.close());

  it('parses nested form keys key[i][k] into lists of objects and coerces them', async () => {
    const res = await t.http
      .post('/api/v1/echo')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send('items[0][name]=disk&items[0][qty]=2&items[1][name]=ip&items[1][qty]=1&urgent=true&note=hi')
      .expect(200);
    expect(res.body.data.body).toEqual({
      items: [
        { name: 'disk', qty: 2 },
        { name: 'ip', qty: 1 },
      ],
      urgent: true,
      note: 'hi',
    });
  });

  it('answers 422 with a field path for a nested value', async () => {
    const res = await t.http
      .post('/api/v1/echo')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send('items[0][name]=disk&items[0][qty]=zero')
      .expect(422);
    expect(res.body).toEqual({
      success: false,
      message: 'Must be of type integer',
      fields: { 'items.0.qty': ['Must be of type integer'] },
    });
  });

  it('reads multipart bodies with files and nested fields', async () => {
    const res = await t.http
      .post('/api/v1/echo')
      .set('Authorization', DEMO_BEARER)
      .field('items[0][name]', 'log')
      .field('items[0][qty]', '3')
      .attach('file', Buffer.from('hello'), 'note.txt')
      .expect(200);
    expect(res.body.data.body.items).toEqual([{ name: 'log', qty: 3 }]);
    expect(res.body.data.files).toEqual([{ field: 'file', name: 'note.txt', size: 5 }]);
  });

  it('dispatches POST with _method=PUT as PUT and strips _method', async () => {
    const res = await t.http
      .post('/api/v1/echo/7')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'put', title: 'renamed' })
      .expect(200);
    expect(res.body.data).toMatchObject({ method: 'PUT', body: { title: 'renamed' }, params: { id: '7' } });
  });

  it('dispatches POST with _method=DELETE as DELETE', async () => {
    const res = await t.http
      .post('/api/v1/echo/7')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'DELETE' })
      .expect(200);
    expect(res.body.data.method).toBe('DELETE');
  });

  it('validates a tunnelled DELETE against the POST operation that declares _method', async () => {
    await t.http
      .post('/api/v1/things/3')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'DELETE', reason: 'too long a reason' })
      .expect(422);
    const ok = await t.http
      .post('/api/v1/things/3')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'DELETE', reason: 'dup' })
      .expect(200);
    expect(ok.body.data.method).toBe('DELETE');
  });

  it('does not tunnel other methods', async () => {
    await t.http
      .post('/api/v1/echo/7')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'GET' })
      .expect(404);
  });

  it('validates path parameters', async () => {
    const res = await t.http
      .post('/api/v1/echo/abc')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'PUT', title: 'x' })
      .expect(422);
    expect(res.body.fields).toHaveProperty('id');
  });

  it('refuses fields a closed schema does not know', async () => {
    const res = await t.http
      .put('/api/v1/echo/1')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ title: 'x', extra: 'y' })
      .expect(422);
    expect(res.body.fields).toEqual({ extra: ['This field is not accepted'] });
  });

  it('parses and validates nested query strings', async () => {
    const ok = await t.http
      .get('/api/v1/echo?page=2&filter[status]=open')
      .set('Authorization', DEMO_BEARER)
      .expect(200);
    expect(ok.body.data.query).toEqual({ page: 2, filter: { status: 'open' } });
    const bad = await t.http
      .get('/api/v1/echo?page=0&filter[status]=lost')
      .set('Authorization', DEMO_BEARER)
      .expect(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['filter.status', 'page']);
    expect(bad.body.message).toBe('The given data was invalid');
  });

  it('serves unprefixed /submit paths', async () => {
    const res = await t.http.post('/submit/echo').type('form').send({ code: 'GIFT15PERCENT1' }).expect(200);
    expect(res.body.data.body).toEqual({ code: 'GIFT15PERCENT1' });
    await t.http
      .post('/submit/echo')
      .type('form')
      .send({ code: 'x'.repeat(15) })
      .expect(422);
  });

  it('turns an unexpected exception into a 500 envelope', async () => {
    const res = await t.http.get('/api/v1/boom').set('Authorization', DEMO_BEARER).expect(500);
    expect(res.body).toEqual({ success: false, message: 'Please Try Again' });
  });

  it("answers a CORS preflight for the portal's own origins only", async () => {
    const res = await t.http.options('/api/v1/echo').set('Origin', TEST_PORTAL_ORIGIN).expect(204);
    expect(res.headers['access-control-allow-origin']).toBe(TEST_PORTAL_ORIGIN);
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
    // any other page gets no permission to read the answers, whatever Origin it sends
    for (const origin of ['https://evil.example', 'null', `${TEST_PORTAL_ORIGIN}.evil.example`]) {
      const other = await t.http.options('/api/v1/echo').set('Origin', origin).expect(204);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const read = await t.http
        .get('/api/v1/auth/profile')
        .set('Origin', origin)
        .set('Authorization', DEMO_BEARER);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('request bodies', () => {
  let t: TestSandbox;
  beforeAll(() => {
    t = startTestSandbox();
  });
  afterAll(() => t.close());

  it("reads no body of a call before its caller is known: 401 without a token, 413 past the open calls' limit", async () => {
    const big = 'x'.repeat(PUBLIC_BODY_BYTES + 1);
    const anonymous = await t.http
      .post('/api/v1/support/tickets')
      .set('Accept-Language', 'en')
      .type('form')
      .send({ subject: big });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: 'Please login again' });
    const login = await t.http
      .post('/api/v1/auth/login')
      .set('Accept-Language', 'en')
      .type('form')
      .send({ username: big });
    expect(login.status).toBe(413);
    // a small open call and a known caller's body are read as before
    await t.http.post('/api/v1/auth/captcha/recaptcha').type('form').send({ x: '1' }).expect(200);
    await t.http
      .post('/api/v1/support/tickets')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({
        subject: 'Slow',
        department: 'CDN',
        message: 'Pages take ten seconds to load.',
        priority: 'HIGH',
      })
      .expect(200);
  });

  it('parses multipart bodies only for the calls that take files', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile/email')
      .set('Authorization', DEMO_BEARER)
      .set('Accept-Language', 'en')
      .field('email', 'new@example.com')
      .attach('file', Buffer.from('x'), 'a.txt');
    // the body is not read: the call sees no e-mail address
    expect(res.status).toBe(422);
    const upload = await t.http
      .post('/api/v1/support/tickets/file-uploader')
      .set('Authorization', DEMO_BEARER)
      .attach('file', Buffer.from('x'), 'a.txt');
    expect(upload.status).toBe(200);
  });
});

describe('the shared OpenAPI document', () => {
  let t: TestSandbox;
  beforeAll(() => {
    t = startTestSandbox();
  });
  afterAll(() => t.close());

  it('has a sandbox route for every operation it describes', () => {
    const served = new Set(t.sandbox.routes.map((r) => r.operationId).filter(Boolean));
    const missing = t.sandbox.validator.operations.map((o) => o.operationId).filter((id) => !served.has(id));
    expect(missing).toEqual([]);
  });

  it('marks public exactly the operations the document opens without security', () => {
    const open = t.sandbox.validator.operations.filter((o) => o.isPublic).map((o) => o.operationId);
    expect(open).toEqual(
      expect.arrayContaining(['authCaptcha', 'authLogin', 'authLoginOtp', 'authRegister']),
    );
    for (const route of t.sandbox.routes) {
      const op = route.operationId ? t.sandbox.validator.findById(route.operationId) : undefined;
      if (op)
        expect({ op: op.operationId, isPublic: route.isPublic }).toEqual({
          op: op.operationId,
          isPublic: op.isPublic,
        });
    }
  });
});

describe('bad input never crashes the sandbox', () => {
  let t: TestSandbox;
  beforeAll(() => {
    t = startTestSandbox();
  });
  afterAll(() => t.close());

  it('answers a 404 envelope for unknown API paths and methods', async () => {
    const res = await t.http.get('/api/v1/no/such/path').set('Accept-Language', 'en').expect(404);
    expect(res.body).toEqual({ success: false, message: 'The requested address was not found' });
    await t.http.delete('/api/v1/static/sliders').set('Authorization', DEMO_BEARER).expect(404);
    await t.http.get('/submit/nothing').expect(404);
  });

  it('answers 400 for broken JSON', async () => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "demo@example.com", ')
      .expect(400);
    expect(res.body.success).toBe(false);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: 'a'.repeat(2 * 1024 * 1024) })
      .expect(413);
    expect(res.body.success).toBe(false);
  });

  it('answers 422 for a huge string within the body limit (of a call open without a token, 64 KiB)', async () => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: 'x', password: 'p'.repeat(60_000), captcha_id: 'a', captcha: 'b' })
      .expect(422);
    expect(res.body.fields.password).toEqual(['Must be at most 256 characters']);
  });

  it('answers 422 for wrong types and shapes', async () => {
    const bodies: unknown[] = [
      [1, 2, 3],
      { username: { nested: true }, password: ['a', 'b'], captcha_id: null, captcha: 5 },
      { username: '', password: '', captcha_id: '', captcha: '' },
    ];
    for (const body of bodies) {
      const res = await t.http
        .post('/api/v1/auth/login')
        .send(body as object)
        .expect(422);
      expect(res.body.success).toBe(false);
      expect(res.body.fields).toBeDefined();
    }
  });

  it('survives odd form bodies', async () => {
    const odd = [
      '%E0%A4%A',
      '__proto__[admin]=1&constructor[prototype][admin]=1',
      `${'a['.repeat(50)}b${']'.repeat(50)}=1`,
      'username[]=a&username[]=b',
      '&&&===',
    ];
    for (const body of odd) {
      const res = await t.http.post('/api/v1/auth/login').type('form').send(body);
      expect([400, 413, 422]).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('ignores a body of an unknown content type', async () => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(422);
    expect(res.body.fields).toHaveProperty('username');
  });

  it('still answers after all of that', async () => {
    await t.http.get('/api/v1/auth/profile').set('Authorization', DEMO_BEARER).expect(200);
  });
});

describe('mounted in another server', () => {
  it('answers its own paths and lets every other path fall through', async () => {
    const t = startTestSandbox();
    try {
      const host = express();
      host.use(t.sandbox.app);
      host.get('/{*rest}', (_req, res) => {
        res.type('html').send('shell');
      });
      const http = request(host);
      expect((await http.get('/cdn/example.com/1').expect(200)).text).toBe('shell');
      await http.get('/api/v1/auth/profile').set('Authorization', DEMO_BEARER).expect(200);
      await http.get('/api/v1/unknown').expect(404);
      await http.post('/__sandbox/reset').expect(200);
    } finally {
      t.close();
    }
  });
});
