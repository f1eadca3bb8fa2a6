import {
  snapshotDailyCost,
  snapshotRestoreProblem,
  snapshotTakeProblem,
  validateSnapshotName,
} from '@portal/shared-sdk/rules';
import type { AuthedCall, Resource } from '../http/router';
import { dataCenterJson, notFound, pricesOf, refuse, reply, serverOf, textOf } from './cloudInfraCalls';

interface SnapshotRow {
  id: number;
  user_id: number;
  name: string;
  server_id: number | null;
  server_name: string | null;
  datacenter_id: number;
  os_id: number;
  os_name: string;
  os_display_name: string;
  disk_size: number;
  size: number;
  created_at: number;
}

const SELECT = `SELECT sn.id, sn.user_id, sn.name, sn.server_id, s.name AS server_name, sn.datacenter_id, sn.os_id, os.name AS os_name,
    os.display_name AS os_display_name, sn.disk_size, sn.size, sn.created_at
  FROM snapshots sn LEFT JOIN servers s ON s.id = sn.server_id JOIN os_images os ON os.id = sn.os_id`;

/** GB used on a disk, one decimal: what a snapshot of it holds. */
const usedGb = (disk: number, usedPercent: number) => Math.round(disk * usedPercent * 10) / 1000;

/** Snapshots: taken from a settled server, restored only onto a disk at least as large, deleted. */
export const cloudSnapshotsResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  const toJson = (call: AuthedCall, s: SnapshotRow) => ({
    id: s.id,
    name: s.name,
    server: s.server_id === null ? null : { id: s.server_id, name: s.server_name as string },
    datacenter: dataCenterJson(call, s.datacenter_id),
    os: { id: s.os_id, name: s.os_name, display_name: s.os_display_name },
    disk_size: s.disk_size,
    size: s.size,
    // priced on the space it really uses
    cost: snapshotDailyCost(s.size, pricesOf(call)) ?? 0,
    created_at: s.created_at,
    // as the provider's SDK reads a snapshot: taken at once, so always ready
    user_id: s.user_id,
    server_id: s.server_id,
    status: 'active',
  });
  const find = (call: AuthedCall, id: number) =>
    db
      .prepare<[number, number], SnapshotRow>(`${SELECT} WHERE sn.id = ? AND sn.user_id = ?`)
      .get(id, call.user.id);
  const snapshotOr404 = (call: AuthedCall) => {
    const row = find(call, Number(call.params.snapshot_id));
    if (!row) throw notFound(call, 'snapshots');
    return row;
  };

  const listOf = (call: AuthedCall) =>
    db
      .prepare<[number], SnapshotRow>(
        `${SELECT} WHERE sn.user_id = ? ORDER BY sn.created_at DESC, sn.id DESC`,
      )
      .all(call.user.id)
      .map((s) => toJson(call, s));

  routes.get('/cloud/snapshots', listOf);

  // the provider SDK's "sync with the cloud": the sandbox is the cloud, so the snapshots as they are
  routes.post('/cloud/snapshots/sync', listOf);

  routes.get('/cloud/snapshots/{snapshot_id}', (call) => toJson(call, snapshotOr404(call)));

  routes.post('/cloud/snapshots', (call) => {
    const name = textOf(call.body.name);
    const nameProblem = validateSnapshotName(name);
    if (nameProblem) throw refuse(call, 'snapshots', { name: nameProblem });
    const server = serverOf(call, 'snapshots', call.body.server_id);
    const taken = db
      .prepare<[number, string], { id: number }>('SELECT id FROM snapshots WHERE user_id = ? AND name = ?')
      .get(call.user.id, name);
    if (taken) throw refuse(call, 'snapshots', { name: { code: 'nameExists' } });
    const stateProblem = snapshotTakeProblem(server);
    if (stateProblem) throw refuse(call, 'snapshots', { server_id: stateProblem });
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO snapshots (user_id, name, server_id, datacenter_id, os_id, disk_size, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        call.user.id,
        name,
        server.id,
        server.datacenter_id,
        server.os_id,
        server.disk,
        usedGb(server.disk, server.used_disk),
        ctx.nowSec(),
      );
    return reply(
      call,
      'snapshots',
      'created',
      toJson(call, find(call, Number(lastInsertRowid)) as SnapshotRow),
      { name },
    );
  });

  routes.delete('/cloud/snapshots/{snapshot_id}', (call) => {
    const snapshot = snapshotOr404(call);
    db.prepare('DELETE FROM snapshots WHERE id = ?').run(snapshot.id);
    return reply(call, 'snapshots', 'deleted', null);
  });

  routes.post('/cloud/snapshots/{snapshot_id}/restore', (call) => {
    const snapshot = snapshotOr404(call);
    const server = serverOf(call, 'snapshots', call.body.server_id);
    const problem = snapshotRestoreProblem(snapshot, server);
    if (problem) throw refuse(call, 'snapshots', { server_id: problem });
    // the server's disk now holds the snapshot: its system and the space it uses
    const usedPercent = Math.round((snapshot.size / server.disk) * 1000) / 10;
    db.prepare('UPDATE servers SET os_id = ?, used_disk = ? WHERE id = ?').run(
      snapshot.os_id,
      usedPercent,
      server.id,
    );
    return reply(call, 'snapshots', 'restored', toJson(call, snapshot), { server: server.name });
  });
};
