import {
  validateVolume,
  validateVolumeGrowth,
  validateVolumeName,
  volumeAttachProblem,
  volumeDailyCost,
  volumeDeleteProblem,
  volumeDetachProblem,
  type RuleProblems,
} from '@portal/shared-sdk/rules';
import type { AuthedCall, Resource } from '../http/router';
import { SDK_STORAGE_TYPES } from '../cloud/serverSdkFields';
import {
  check,
  dataCenterJson,
  notFound,
  openDataCenter,
  pricesOf,
  refuse,
  reply,
  serverOf,
  textOf,
  type DataCenterRow,
} from './cloudInfraCalls';
import { diskTypesOf } from './static';

interface VolumeRow {
  id: number;
  user_id: number;
  name: string;
  size: number;
  datacenter_id: number;
  server_id: number | null;
  server_name: string | null;
  server_status: string | null;
  created_at: number;
  disk_type: string;
}

const SELECT = `SELECT v.id, v.user_id, v.name, v.size, v.datacenter_id, v.server_id, s.name AS server_name, s.status AS server_status, v.created_at, v.disk_type
  FROM volumes v LEFT JOIN servers s ON s.id = v.server_id`;

/** The provider SDK's disk families (`type`) as this provider names them: its HDD is SAS. */
const SDK_TYPES: Readonly<Record<string, string>> = {
  SSD: 'ssd',
  NVMe: 'nvme',
  NVME: 'nvme',
  HDD: 'sas',
  SAS: 'sas',
};

const placeOf = (v: VolumeRow) => ({
  datacenter_id: v.datacenter_id,
  server: v.server_id === null ? null : { id: v.server_id, name: v.server_name as string },
});

/** Volumes: made in a data center, attached to one settled server of it, grown, detached, deleted. */
export const cloudVolumesResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  const toJson = (call: AuthedCall, v: VolumeRow) => ({
    id: v.id,
    name: v.name,
    size: v.size,
    status: v.server_id === null ? 'available' : 'in-use',
    datacenter: dataCenterJson(call, v.datacenter_id),
    server: placeOf(v).server,
    // the cost follows the customer's price list, per day
    cost: volumeDailyCost(v.size, pricesOf(call)) ?? 0,
    created_at: v.created_at,
    // as the provider's SDK reads a volume
    user_id: v.user_id,
    type: SDK_STORAGE_TYPES[v.disk_type] ?? v.disk_type,
    datacenter_id: v.datacenter_id,
    attached_to: v.server_id,
  });
  const find = (call: AuthedCall, id: number) =>
    db
      .prepare<[number, number], VolumeRow>(`${SELECT} WHERE v.id = ? AND v.user_id = ?`)
      .get(id, call.user.id);
  const volumeOr404 = (call: AuthedCall, id: unknown) => {
    const row = find(call, Number(id));
    if (!row) throw notFound(call, 'volumes');
    return row;
  };
  /** A volume named in the body: unknown (or another user's) is a field problem. */
  const volumeOf = (call: AuthedCall) => {
    const row = find(call, Number(call.body.volume_id));
    if (!row) throw refuse(call, 'volumes', { volume_id: { code: 'notFound' } });
    return row;
  };

  const listOf = (call: AuthedCall) =>
    db
      .prepare<[number], VolumeRow>(`${SELECT} WHERE v.user_id = ? ORDER BY v.created_at DESC, v.id DESC`)
      .all(call.user.id)
      .map((v) => toJson(call, v));

  routes.get('/cloud/volumes', listOf);

  routes.post('/cloud/volumes', (call) => {
    const input = {
      name: textOf(call.body.name),
      size: call.body.size as number,
      datacenter_id: call.body.datacenter_id as number,
    };
    check(call, 'volumes', validateVolume(input));
    const dc = openDataCenter(call, 'volumes', input.datacenter_id);
    // the provider's SDK names the disk family (`type`): one the data center offers; else its default
    const offered = diskTypesOf(dc as DataCenterRow & { disk_types: string });
    const asked = call.body.type === undefined ? undefined : SDK_TYPES[String(call.body.type)];
    if (call.body.type !== undefined && !asked)
      throw refuse(call, 'volumes', { type: { code: 'typeInvalid' } });
    if (asked && !offered.includes(asked))
      throw refuse(call, 'volumes', { type: { code: 'typeUnavailable' } });
    const diskType = asked ?? offered[0] ?? 'ssd';
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO volumes (user_id, name, size, datacenter_id, server_id, created_at, disk_type) VALUES (?, ?, ?, ?, NULL, ?, ?)',
      )
      .run(call.user.id, input.name, input.size, input.datacenter_id, ctx.nowSec(), diskType);
    return reply(call, 'volumes', 'created', toJson(call, find(call, Number(lastInsertRowid)) as VolumeRow), {
      name: input.name,
    });
  });

  // attach and dettach first: /cloud/volumes/{volume_id} would take their paths
  routes.post('/cloud/volumes/attach', (call) => {
    const volume = volumeOf(call);
    const server = serverOf(call, 'volumes', call.body.server_id);
    const problem = volumeAttachProblem(placeOf(volume), server);
    if (problem)
      throw refuse(call, 'volumes', {
        [problem.code === 'alreadyAttached' ? 'volume_id' : 'server_id']: problem,
      });
    db.prepare('UPDATE volumes SET server_id = ? WHERE id = ?').run(server.id, volume.id);
    return reply(call, 'volumes', 'attached', toJson(call, find(call, volume.id) as VolumeRow), {
      server: server.name,
    });
  });

  const detach = (call: AuthedCall) => {
    const volume = volumeOf(call);
    const problem = volumeDetachProblem(placeOf(volume), volume.server_status ?? undefined);
    if (problem) throw refuse(call, 'volumes', { volume_id: problem });
    db.prepare('UPDATE volumes SET server_id = NULL WHERE id = ?').run(volume.id);
    return reply(call, 'volumes', 'detached', toJson(call, find(call, volume.id) as VolumeRow), {
      server: volume.server_name as string,
    });
  };
  routes.post('/cloud/volumes/dettach', detach);
  // the provider SDK's spelling
  routes.post('/cloud/volumes/detach', detach);

  // the provider SDK's "sync with the cloud": the sandbox is the cloud, so the volumes as they are
  routes.post('/cloud/volumes/sync', (call) => listOf(call));

  routes.get('/cloud/volumes/{volume_id}', (call) => toJson(call, volumeOr404(call, call.params.volume_id)));

  const change = (call: AuthedCall) => {
    const volume = volumeOr404(call, call.params.volume_id);
    const problems: RuleProblems = {};
    const name = call.body.name === undefined ? volume.name : textOf(call.body.name);
    const nameProblem = validateVolumeName(name);
    if (nameProblem) problems.name = nameProblem;
    const size = call.body.size === undefined ? volume.size : (call.body.size as number);
    const sizeProblem = size === volume.size ? null : validateVolumeGrowth(volume.size, size);
    if (sizeProblem) problems.size = sizeProblem;
    check(call, 'volumes', problems);
    db.prepare('UPDATE volumes SET name = ?, size = ? WHERE id = ?').run(name, size, volume.id);
    return reply(call, 'volumes', 'updated', toJson(call, find(call, volume.id) as VolumeRow), {
      name,
      size,
    });
  };
  routes.post('/cloud/volumes/{volume_id}', change);
  // the provider's SDK edits by PUT (a name, a larger size)
  routes.put('/cloud/volumes/{volume_id}', change);

  routes.delete('/cloud/volumes/{volume_id}', (call) => {
    const volume = volumeOr404(call, call.params.volume_id);
    const problem = volumeDeleteProblem(placeOf(volume));
    if (problem) throw refuse(call, 'volumes', { volume_id: problem });
    db.prepare('DELETE FROM volumes WHERE id = ?').run(volume.id);
    return reply(call, 'volumes', 'deleted', null);
  });
};
