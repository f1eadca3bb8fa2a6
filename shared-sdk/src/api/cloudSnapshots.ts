import { request, requestEnvelope } from './request';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type Snapshot = Schemas['Snapshot'];
export type SnapshotCreateRequest = ApiBody<'cloudSnapshotCreate'>;

/** `api.cloud.snapshots`: copies of a server's disk. Mutations resolve with the envelope (its message is shown). */
export const cloudSnapshotsApi = {
  list: () => request<ApiData<'cloudSnapshotsList'>>({ method: 'GET', url: '/cloud/snapshots' }),
  create: (body: SnapshotCreateRequest) =>
    requestEnvelope<Snapshot>({ method: 'POST', url: '/cloud/snapshots', data: body }),
  remove: (snapshotId: number) =>
    requestEnvelope<null>({ method: 'DELETE', url: `/cloud/snapshots/${snapshotId}` }),
  restore: (snapshotId: number, body: ApiBody<'cloudSnapshotRestore'>) =>
    requestEnvelope<Snapshot>({ method: 'POST', url: `/cloud/snapshots/${snapshotId}/restore`, data: body }),
};
