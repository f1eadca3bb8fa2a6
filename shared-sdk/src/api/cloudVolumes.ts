import { request, requestEnvelope } from './request';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type Volume = Schemas['Volume'];
export type VolumeStatus = Schemas['VolumeStatus'];
export type AttachedServer = Schemas['AttachedServer'];
export type VolumeCreateRequest = ApiBody<'cloudVolumeCreate'>;
export type VolumeUpdateRequest = ApiBody<'cloudVolumeUpdate'>;

/** `api.cloud.volumes`: volumes, made apart from servers and attached to one. Mutations resolve with the envelope (its message is shown). */
export const cloudVolumesApi = {
  list: () => request<ApiData<'cloudVolumesList'>>({ method: 'GET', url: '/cloud/volumes' }),
  create: (body: VolumeCreateRequest) =>
    requestEnvelope<Volume>({ method: 'POST', url: '/cloud/volumes', data: body }),
  update: (volumeId: number, body: VolumeUpdateRequest) =>
    requestEnvelope<Volume>({ method: 'POST', url: `/cloud/volumes/${volumeId}`, data: body }),
  remove: (volumeId: number) =>
    requestEnvelope<null>({ method: 'DELETE', url: `/cloud/volumes/${volumeId}` }),
  attach: (body: ApiBody<'cloudVolumeAttach'>) =>
    requestEnvelope<Volume>({ method: 'POST', url: '/cloud/volumes/attach', data: body }),
  /** POST /cloud/volumes/dettach: the provider's spelling. */
  detach: (body: ApiBody<'cloudVolumeDetach'>) =>
    requestEnvelope<Volume>({ method: 'POST', url: '/cloud/volumes/dettach', data: body }),
};
