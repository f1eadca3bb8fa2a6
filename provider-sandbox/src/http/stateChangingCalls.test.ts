import { DEMO } from '../db/seed';
import { loginDemo, startTestSandbox, type TestSandbox } from '../testing/testSandbox';

// A call that changes what is stored needs a write permission, whatever its method. What changes
// state is declared in the API document (any method but GET, and the GETs marked
// `x-changes-state: true`); these tests hold the declaration against the sandbox's handlers (each
// GET made on the seed as the demo account, every table compared before and after, then rolled
// back) and the permissions against the declaration.

let t: TestSandbox;
let session = '';
beforeAll(async () => {
  t = startTestSandbox();
  session = await loginDemo(t);
  // a top-up waiting at the bank, for the call that sends the customer there
  const db = t.sandbox.db;
  const gateway = (db.prepare('SELECT id FROM bank_gateways ORDER BY id').get() as { id: number }).id;
  db.prepare(
    `INSERT INTO payments (id, user_id, gateway_id, price, charge, gift, coupon, coupon_type, rebound, bank_result, status, transaction_id, created_at, settled_at)
     VALUES ('pay-waiting', (SELECT id FROM users WHERE email = ?), ?, 100000, 100000, 0, NULL, NULL, 'http://localhost:8081/financial/wallet', NULL, 'pending', NULL, 0, NULL)`,
  ).run(DEMO.email, gateway);
});
afterAll(() => t.close());

/** What any authenticated call writes: the token's last use. */
const BOOKKEEPING = new Set(['tokens', 'migrations', 'sqlite_sequence']);

function snapshot(): Map<string, string> {
  const db = t.sandbox.db;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
    name: string;
  }[];
  return new Map(
    tables
      .filter((x) => !BOOKKEEPING.has(x.name))
      .map(({ name }) => [name, JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())]),
  );
}

/** A value for each path parameter: the demo account's first row of its kind in the seed. */
function paramValues(path: string): Record<string, string> {
  const db = t.sandbox.db;
  const user = (db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO.email) as { id: number }).id;
  const first = (sql: string) => String((db.prepare(sql).get(user) as { v?: unknown } | undefined)?.v ?? '0');
  return {
    domain_id: first('SELECT id AS v FROM domains WHERE user_id = ? ORDER BY id'),
    record_id: first(
      'SELECT r.id AS v FROM dns_records r JOIN domains d ON d.id = r.domain_id WHERE d.user_id = ? ORDER BY r.id',
    ),
    // reopening needs a closed ticket, everything else an open one
    ticket_id: first(
      `SELECT id AS v FROM tickets WHERE user_id = ? AND status ${path.includes('open-ticket') ? '=' : '<>'} 'closed' ORDER BY id`,
    ),
    ticket_reply_id: first(
      "SELECT r.id AS v FROM ticket_replies r JOIN tickets tk ON tk.id = r.ticket_id WHERE tk.user_id = ? AND r.author = 'staff' ORDER BY r.id",
    ),
    rate: '5',
    server_id: first("SELECT id AS v FROM servers WHERE user_id = ? AND status = 'ON' ORDER BY id"),
    snapshot_id: first('SELECT id AS v FROM snapshots WHERE user_id = ? ORDER BY id'),
    volume_id: first('SELECT id AS v FROM volumes WHERE user_id = ? ORDER BY id'),
    key_id: first('SELECT id AS v FROM ssh_keys WHERE user_id = ? ORDER BY id'),
    invoice_id: first('SELECT id AS v FROM invoices WHERE user_id = ? ORDER BY id'),
    payment_id: first('SELECT id AS v FROM payments WHERE user_id = ? ORDER BY created_at'),
    id: first("SELECT id AS v FROM tokens WHERE user_id = ? AND kind = 'api' ORDER BY id"),
    static_slug: first('SELECT static_slug AS v FROM ticket_files WHERE user_id = ? ORDER BY id'),
  };
}

/** The query a GET needs to be answered (its required parameters). */
const QUERIES: Record<string, Record<string, string>> = {
  '/api/v1/financial/price': { user_id: 'me' },
  '/api/v1/cloud/servers/{server_id}/reports': { type: 'cpu', time: '1h' },
};

it("declares every GET that changes state, and none that does not: the sandbox's handlers agree", async () => {
  const found: string[] = [];
  const unanswered: string[] = [];
  const user = (
    t.sandbox.db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO.email) as { id: number }
  ).id;
  for (const route of t.sandbox.routes.filter((r) => r.method === 'get')) {
    const values = paramValues(route.fullPath);
    const path = route.fullPath.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
    const query = Object.fromEntries(
      Object.entries(QUERIES[route.fullPath] ?? {}).map(([k, v]) => [k, v === 'me' ? String(user) : v]),
    );
    t.sandbox.db.exec('BEGIN');
    const before = snapshot();
    const res = await t.http.get(path).query(query).set('Authorization', `Bearer ${session}`);
    const after = snapshot();
    t.sandbox.db.exec('ROLLBACK');
    if (res.status >= 300) unanswered.push(`${route.fullPath}: ${res.status}`);
    if ([...after].some(([name, rows]) => before.get(name) !== rows)) found.push(route.fullPath);
  }
  const declared = t.sandbox.validator.operations
    .filter((op) => op.method === 'get' && op.changesState)
    .map((op) => op.fullPath);
  expect(found.sort()).toEqual(declared.sort());
  // each GET was really made (a refused one would have changed nothing either way)
  expect(unanswered).toEqual([]);
  expect(found).toEqual(
    expect.arrayContaining([
      '/api/v1/support/tickets/change-status/close-ticket/{ticket_id}',
      '/api/v1/support/tickets/rate/{ticket_reply_id}/{rate}',
    ]),
  );
});

it('asks a write permission of every call that changes state, whatever its method', () => {
  const underRead = t.sandbox.validator.operations
    .filter((op) => op.changesState && op.permission?.endsWith('.read'))
    .map((op) => `${op.method} ${op.fullPath}: ${op.permission}`);
  expect(underRead).toEqual([]);
});

describe('a read-only token', () => {
  async function tokenWith(permissions: string[]): Promise<string> {
    const res = await t.http
      .post('/api/v1/auth/api-token')
      .set('Authorization', `Bearer ${session}`)
      .send({ name: permissions.join(' '), permissions })
      .expect(200);
    return res.body.data.token as string;
  }

  it('cannot close a ticket, rate a reply or send a confirmation code by GET; nothing is stored', async () => {
    const read = await tokenWith(['support.read', 'cdn.domains.read']);
    const values = paramValues('');
    const before = snapshot();
    for (const path of [
      `/api/v1/support/tickets/change-status/close-ticket/${values.ticket_id}`,
      `/api/v1/support/tickets/rate/${values.ticket_reply_id}/5`,
      `/api/v1/cdn/ng/domains/${values.domain_id}/send-confirm-code`,
    ]) {
      const res = await t.http.get(path).set('Authorization', `Bearer ${read}`).expect(403);
      expect(res.body.message).toMatch(/\.write/);
    }
    expect(snapshot()).toEqual(before);
    // it still reads
    await t.http
      .get(`/api/v1/support/tickets/${values.ticket_id}`)
      .set('Authorization', `Bearer ${read}`)
      .expect(200);
    // and a token with the write permission closes the ticket
    const write = await tokenWith(['support.write']);
    await t.http
      .get(`/api/v1/support/tickets/change-status/close-ticket/${values.ticket_id}`)
      .set('Authorization', `Bearer ${write}`)
      .expect(200);
  });
});
