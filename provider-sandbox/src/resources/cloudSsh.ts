import {
  parseSshPublicKey,
  validateSshKey,
  validateSshKeyName,
  type RuleProblems,
} from '@portal/shared-sdk/rules';
import type { AuthedCall, Resource } from '../http/router';
import { check, dataCenterJson, notFound, openDataCenter, refuse, reply, textOf } from './cloudInfraCalls';
import { generateEd25519KeyPair, sshFingerprint } from './opensshKeys';

interface KeyRow {
  id: number;
  name: string;
  type: string;
  bits: number;
  fingerprint: string;
  public_key: string;
  datacenter_id: number | null;
  created_at: number;
}

/**
 * SSH keys: public keys the customer adds (checked down to the key blob) and key pairs the provider
 * generates. A generated private key is in the generating answer only: no table holds it, so no
 * later call can give it again.
 */
export const cloudSshResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  const toJson = (call: AuthedCall, k: KeyRow) => ({
    id: k.id,
    name: k.name,
    type: k.type,
    bits: k.bits,
    fingerprint: k.fingerprint,
    public_key: k.public_key,
    datacenter: k.datacenter_id === null ? null : dataCenterJson(call, k.datacenter_id),
    created_at: k.created_at,
    // the owner, as the provider's SDK reads a key
    user_id: call.user.id,
  });
  const find = (call: AuthedCall, id: number) =>
    db
      .prepare<[number, number], KeyRow>('SELECT * FROM ssh_keys WHERE id = ? AND user_id = ?')
      .get(id, call.user.id);
  const keyOr404 = (call: AuthedCall) => {
    const row = find(call, Number(call.params.key_id));
    if (!row) throw notFound(call, 'ssh');
    return row;
  };
  const nameTaken = (call: AuthedCall, name: string) =>
    db
      .prepare<[number, string], { id: number }>('SELECT id FROM ssh_keys WHERE user_id = ? AND name = ?')
      .get(call.user.id, name) !== undefined;
  /** The optional data center a key is limited to: none, or an open one. */
  const dataCenterId = (call: AuthedCall, value: unknown): number | null => {
    if (value === undefined || value === null || value === '') return null;
    return openDataCenter(call, 'ssh', value).id;
  };
  const store = (call: AuthedCall, key: Omit<KeyRow, 'id' | 'created_at'>) => {
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO ssh_keys (user_id, name, type, bits, fingerprint, public_key, datacenter_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        call.user.id,
        key.name,
        key.type,
        key.bits,
        key.fingerprint,
        key.public_key,
        key.datacenter_id,
        ctx.nowSec(),
      );
    return find(call, Number(lastInsertRowid)) as KeyRow;
  };

  // a key may go with a new server where it is offered: everywhere, or in the data center it is limited to
  ctx.serverLinks.register('ssh_key_id', {
    problem: (_db, userId, id, datacenterId) => {
      const key = db
        .prepare<[number, number], KeyRow>('SELECT * FROM ssh_keys WHERE id = ? AND user_id = ?')
        .get(id, userId);
      return key && (key.datacenter_id === null || key.datacenter_id === datacenterId)
        ? null
        : ['linkUnknown'];
    },
    join: (_db, serverId, id) =>
      void db.prepare('UPDATE servers SET ssh_key_id = ? WHERE id = ?').run(id, serverId),
  });

  routes.get('/cloud/ssh', (call) =>
    db
      .prepare<[number], KeyRow>('SELECT * FROM ssh_keys WHERE user_id = ? ORDER BY created_at DESC, id DESC')
      .all(call.user.id)
      .map((k) => toJson(call, k)),
  );

  /** A name for a key the provider's SDK asks for without one: when it was made (the sandbox clock), unique. */
  const generatedName = (call: AuthedCall) => {
    const stamp = ctx.now().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    let name = `key-${stamp}`;
    for (let n = 2; nameTaken(call, name); n += 1) name = `key-${stamp}-${n}`;
    return name;
  };

  routes.get('/cloud/ssh/random', (call) => {
    const name = call.query.name === undefined ? generatedName(call) : textOf(call.query.name);
    const problem = validateSshKeyName(name) ?? (nameTaken(call, name) ? { code: 'nameExists' } : null);
    if (problem) throw refuse(call, 'ssh', { name: problem });
    const datacenter_id = dataCenterId(call, call.query.datacenter_id);
    const pair = generateEd25519KeyPair(name);
    const row = store(call, {
      name,
      type: 'ssh-ed25519',
      bits: 256,
      fingerprint: pair.fingerprint,
      public_key: pair.publicKey,
      datacenter_id,
    });
    return reply(call, 'ssh', 'generated', { ...toJson(call, row), private_key: pair.privateKey });
  });

  routes.get('/cloud/ssh/{key_id}', (call) => toJson(call, keyOr404(call)));

  routes.post('/cloud/ssh', (call) => {
    const input = { name: textOf(call.body.name), public_key: textOf(call.body.public_key) };
    const problems: RuleProblems = validateSshKey(input);
    if (!problems.name && nameTaken(call, input.name)) problems.name = { code: 'nameExists' };
    check(call, 'ssh', problems);
    const parsed = parseSshPublicKey(input.public_key);
    if (!('key' in parsed)) throw refuse(call, 'ssh', { public_key: parsed.problem });
    const fingerprint = sshFingerprint(parsed.key.blob);
    const same = db
      .prepare<[number, string], { name: string }>(
        'SELECT name FROM ssh_keys WHERE user_id = ? AND fingerprint = ?',
      )
      .get(call.user.id, fingerprint);
    if (same) throw refuse(call, 'ssh', { public_key: { code: 'keyExists', values: { name: same.name } } });
    const datacenter_id = dataCenterId(call, call.body.datacenter_id);
    // stored as one normalised line: type, blob, comment
    const line = [parsed.key.type, parsed.key.data, parsed.key.comment].filter(Boolean).join(' ');
    const row = store(call, {
      name: input.name,
      type: parsed.key.type,
      bits: parsed.key.bits,
      fingerprint,
      public_key: line,
      datacenter_id,
    });
    return reply(call, 'ssh', 'created', toJson(call, row), { name: row.name });
  });

  routes.delete('/cloud/ssh/{key_id}', (call) => {
    const key = keyOr404(call);
    db.prepare('DELETE FROM ssh_keys WHERE id = ?').run(key.id);
    return reply(call, 'ssh', 'deleted', null);
  });
};
