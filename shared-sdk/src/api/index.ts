export { api, type Api } from './api';
export { apiClient } from './apiClient';
export * from './financial';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind, type FieldErrors } from './ApiError';
export {
  API_PREFIX,
  UNPREFIXED_PATH_PREFIXES,
  configureApi,
  getApiConfig,
  isUnprefixedPath,
  type ApiConfig,
} from './config';
export { encodeForm, toFormEntries } from './formEncode';
export { CLIENT_MESSAGES, clientMessage, type ClientMessageId } from './messages';
export {
  request,
  requestEnvelope,
  withMessage,
  type Envelope,
  type RequestOptions,
  type WithMessage,
} from './request';
export type * from './types';
export * from './cloud';
export type * from './cloudVolumes';
export type * from './cloudSnapshots';
export type * from './cloudSshKeys';
export type * from './cloudFirewall';
export type * from './cloudNetworks';
export type * from './cloudReports';
export type { components, operations, paths } from './schema.gen';
