export { api, type Api } from './api';
export { apiClient } from './apiClient';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind, type FieldErrors } from './ApiError';
export { API_PREFIX, UNPREFIXED_PATH_PREFIXES, configureApi, getApiConfig, isUnprefixedPath, type ApiConfig } from './config';
export { encodeForm, toFormEntries } from './formEncode';
export { CLIENT_MESSAGES, clientMessage, type ClientMessageId } from './messages';
export { request, requestEnvelope, type Envelope, type RequestOptions } from './request';
export type * from './types';
export type { components, operations, paths } from './schema.gen';
