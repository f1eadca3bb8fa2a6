import { request, requestEnvelope } from './request';
import type { Schemas } from './schemas';
import type { WithMessage } from './request';
import type { ApiBody, ApiData } from './types';

export type Server = Schemas['Server'];
export type ServerInterface = Schemas['ServerInterface'];
export type ServerDataCenter = Schemas['ServerDataCenter'];
export type ServerOs = Schemas['ServerOs'];
export type ServerUsage = Schemas['ServerUsage'];
export type ServerTierValue = Schemas['ServerTier'];
export type ServerDiskTypeValue = Schemas['ServerDiskType'];
export type ServerPowerAction = Schemas['ServerPowerAction'];
export type ServerLog = Schemas['ServerLog'];
export type ServerPassword = Schemas['ServerPassword'];
export type ServerVncAccess = Schemas['ServerVncAccess'];
export type ServerTrialOffer = Schemas['ServerTrialOffer'];
export type ServerCreateRequest = ApiBody<'cloudServerCreate'>;
export type ServerRebuildHardwareRequest = ApiBody<'cloudServerRebuildHardware'>;

/** A change whose answer carries the text the portal shows ("Your change request has been registered"). */
async function withMessage<T>(promise: Promise<{ message: string; data: T }>): Promise<WithMessage<T>> {
  const { message, data } = await promise;
  return { message, data };
}

const serverUrl = (serverId: number, tail = '') => `/cloud/servers/${encodeURIComponent(serverId)}${tail}`;

/**
 * The cloud-server calls (docs/product.md "Provider API: cloud"): queries resolve with the
 * unwrapped `data`; changes the portal confirms with the provider's message resolve with
 * `{ message, data }`.
 */
export const cloudServersApi = {
  /** GET /cloud/servers → the user's servers, newest first (data-center names localized). */
  servers: () => request<ApiData<'cloudServersList'>>({ method: 'GET', url: '/cloud/servers' }),
  /** GET /cloud/servers/{id} → one server, with the progress of a change under way. */
  server: (serverId: number) =>
    request<ApiData<'cloudServerGet'>>({ method: 'GET', url: serverUrl(serverId) }),
  /** POST /cloud/servers → the new server, in BUILD; its first hour is charged to the wallet. */
  createServer: (body: ServerCreateRequest) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerCreate'>>({ method: 'POST', url: '/cloud/servers', data: body }),
    ),
  /** GET /cloud/trial → whether the free one-day trial server is still on offer. */
  trial: () => request<ApiData<'cloudTrial'>>({ method: 'GET', url: '/cloud/trial' }),
  /** DELETE /cloud/servers/{id} (POST with `_method=DELETE`). */
  deleteServer: (serverId: number) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerDelete'>>({ method: 'DELETE', url: serverUrl(serverId) }),
    ),
  /** POST /cloud/servers/{id}/rename. */
  renameServer: (serverId: number, name: string) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerRename'>>({
        method: 'POST',
        url: serverUrl(serverId, '/rename'),
        data: { name },
      }),
    ),
  /** PUT /cloud/servers/{id}/power/{on|off|reboot|restart} (POST with `_method=PUT`); the change under way at once. */
  power: (serverId: number, action: ServerPowerAction) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerPower'>>({
        method: 'PUT',
        url: serverUrl(serverId, `/power/${action}`),
      }),
    ),
  /** POST /cloud/servers/{id}/rebuild/software: another OS image. */
  rebuildSoftware: (serverId: number, osId: number) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerRebuildSoftware'>>({
        method: 'POST',
        url: serverUrl(serverId, '/rebuild/software'),
        data: { os_id: osId },
      }),
    ),
  /** POST /cloud/servers/{id}/rebuild/hardware: another size (the disk never shrinks). */
  rebuildHardware: (serverId: number, body: ServerRebuildHardwareRequest) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerRebuildHardware'>>({
        method: 'POST',
        url: serverUrl(serverId, '/rebuild/hardware'),
        data: body,
      }),
    ),
  /** POST /cloud/servers/{id}/reset-password → the new root password (answered once). */
  resetPassword: (serverId: number) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerResetPassword'>>({
        method: 'POST',
        url: serverUrl(serverId, '/reset-password'),
      }),
    ),
  /** POST /cloud/servers/{id}/get-password → the root password, once. */
  getPassword: (serverId: number) =>
    request<ApiData<'cloudServerGetPassword'>>({ method: 'POST', url: serverUrl(serverId, '/get-password') }),
  /** POST /cloud/servers/{id}/rescue → the rescue system's password. */
  rescue: (serverId: number) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerRescue'>>({ method: 'POST', url: serverUrl(serverId, '/rescue') }),
    ),
  /** POST /cloud/servers/{id}/unrescue. */
  unrescue: (serverId: number) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerUnrescue'>>({
        method: 'POST',
        url: serverUrl(serverId, '/unrescue'),
      }),
    ),
  /** POST (on) or DELETE (off) /cloud/servers/{id}/autopilot. */
  autopilot: (serverId: number, enabled: boolean) =>
    withMessage(
      requestEnvelope<ApiData<'cloudServerAutopilotEnable'>>({
        method: enabled ? 'POST' : 'DELETE',
        url: serverUrl(serverId, '/autopilot'),
      }),
    ),
  /** GET /cloud/servers/{id}/logs → the action log, newest first (messages localized). */
  logs: (serverId: number) =>
    request<ApiData<'cloudServerLogs'>>({ method: 'GET', url: serverUrl(serverId, '/logs') }),
  /** GET /cloud/servers/{id}/access/vnc → a single-use console token and its WebSocket URL. */
  vncAccess: (serverId: number) =>
    request<ApiData<'cloudServerVnc'>>({ method: 'GET', url: serverUrl(serverId, '/access/vnc') }),
};
