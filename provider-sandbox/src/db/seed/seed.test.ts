import type { Database } from 'better-sqlite3';
import request from 'supertest';
import { DEMO_BEARER, loginDemo, startTestSandbox, type TestSandbox } from '../../testing/testSandbox';
import { createSandbox } from '../../app';
import { join } from 'node:path';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const count = (db: Database, sql: string, ...params: unknown[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n;

describe('seed', () => {
  it('gives the demo user every kind of data the screens show', () => {
    const db = t.sandbox.db;
    const statuses = (
      db.prepare('SELECT status FROM domains WHERE user_id = 1 ORDER BY id').all() as { status: string }[]
    ).map((r) => r.status);
    expect(statuses).toEqual(['active', 'pending', 'suspend', 'active']);
    expect(db.prepare('SELECT id, name FROM plans ORDER BY id').all()).toEqual([
      { id: 1, name: 'free' },
      { id: 2, name: 'eco' },
      { id: 3, name: 'com' },
      { id: 4, name: 'pro' },
    ]);
    const servers = db.prepare('SELECT status FROM servers WHERE user_id = 1 ORDER BY id').all();
    expect(servers).toEqual([{ status: 'ON' }, { status: 'OFF' }]);
    expect(count(db, 'SELECT COUNT(*) n FROM server_interfaces')).toBeGreaterThanOrEqual(2);
    expect(count(db, "SELECT COUNT(*) n FROM tickets WHERE user_id = 1 AND status = 'open'")).toBe(3);
    expect(count(db, "SELECT COUNT(*) n FROM tickets WHERE user_id = 1 AND status = 'closed'")).toBe(2);
    expect(
      count(
        db,
        'SELECT COUNT(*) n FROM tickets t WHERE NOT EXISTS (SELECT 1 FROM ticket_replies r WHERE r.ticket_id = t.id)',
      ),
    ).toBe(0);
    const departments = (
      db.prepare('SELECT slug FROM departments ORDER BY id').all() as { slug: string }[]
    ).map((r) => r.slug);
    expect(departments).toEqual(['cdn', 'cloud', 'stream', 'vod', 'financial', 'other']);
    expect(count(db, "SELECT COUNT(*) n FROM invoices WHERE user_id = 1 AND kind = 'pre'")).toBe(1);
    expect(count(db, "SELECT COUNT(*) n FROM invoices WHERE user_id = 1 AND kind = 'issued'")).toBe(2);
    expect(count(db, 'SELECT COUNT(*) n FROM transactions WHERE user_id = 1')).toBe(6);
    expect(count(db, 'SELECT COUNT(*) n FROM bank_gateways')).toBe(3);
    expect(count(db, 'SELECT COUNT(*) n FROM support_plans')).toBeGreaterThanOrEqual(3);
    expect(count(db, 'SELECT balance n FROM wallets WHERE user_id = 1')).toBeGreaterThan(0);
  });

  it('builds invoices whose groups add up to the totals', () => {
    const rows = t.sandbox.db.prepare('SELECT body, final_price FROM invoices').all() as {
      body: string;
      final_price: number;
    }[];
    for (const row of rows) {
      const inv = JSON.parse(row.body);
      expect(Object.keys(inv.groups).sort()).toEqual([
        'additional_items',
        'cdn',
        'free_volumes',
        'servers',
        'supportplan',
      ]);
      const sum = Object.values(inv.groups as Record<string, { amount: number }>).reduce(
        (a, g) => a + g.amount,
        0,
      );
      expect(sum).toBe(inv._final_price);
      expect(inv._final_price_included_vat).toBe(inv._final_price + inv._final_vat);
      expect(row.final_price).toBe(inv._final_price_included_vat);
    }
  });
});

describe('reset', () => {
  it('restores the seed', async () => {
    await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'PUT', name: 'Changed' })
      .expect(200);
    t.sandbox.db.prepare('DELETE FROM domains').run();
    t.sandbox.db.prepare("UPDATE tokens SET revoked_at = 1 WHERE kind = 'api'").run();

    await t.http.post('/__sandbox/reset').expect(200);

    const profile = await t.http.get('/api/v1/auth/profile').set('Authorization', DEMO_BEARER).expect(200);
    expect(profile.body.data.name).toBe('علی');
    expect(count(t.sandbox.db, 'SELECT COUNT(*) n FROM domains')).toBe(4);
  });

  it('drops sessions made after the seed', async () => {
    const token = await loginDemo(t);
    await t.http.post('/__sandbox/reset').expect(200);
    await t.http.get('/api/v1/auth/profile').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('can be turned off with the test routes', async () => {
    const off = startTestSandbox({ testRoutes: false });
    try {
      await off.http.post('/__sandbox/reset').expect(404);
    } finally {
      off.close();
    }
  });
});

describe('persistence', () => {
  it('keeps changes across a restart on the same file and does not seed again', async () => {
    await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'PUT', name: 'Persisted' })
      .expect(200);
    t.sandbox.close();

    const again = createSandbox({ dbPath: t.dbPath, uploadsDir: join(t.dir, 'uploads'), logErrors: false });
    try {
      const res = await request(again.app)
        .get('/api/v1/auth/profile')
        .set('Authorization', DEMO_BEARER)
        .expect(200);
      expect(res.body.data.name).toBe('Persisted');
      expect(count(again.db, 'SELECT COUNT(*) n FROM users')).toBe(2);
    } finally {
      again.close();
    }
    // let afterEach close the already-closed handle harmlessly
    t.sandbox.close = () => undefined;
  });
});
