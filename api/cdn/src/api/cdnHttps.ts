import { request, requestEnvelope, withMessage } from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type SslCertificate = Schemas['SslCertificate'];
export type HttpsConfigs = Schemas['HttpsConfigs'];
export type SslAddRequest = ApiBody<'cdnSslAdd'>;
export type HstsRequest = ApiBody<'cdnHttpsHsts'>;

const base = (domainId: number) => `/cdn/ng/domains/${encodeURIComponent(domainId)}/https`;

/** A settings change: POST with its body; resolves with the server's message and the settings now. */
const change = (domainId: number, path: string, data?: object) =>
  withMessage(
    requestEnvelope<HttpsConfigs>({
      method: 'POST',
      url: `${base(domainId)}/${path}`,
      ...(data ? { data } : {}),
    }),
  );

/** `cdnApi.https`: a domain's certificates and HTTPS settings; every change answers the settings as they are now. */
export const cdnHttpsApi = {
  /** GET …/https/ssl → the certificates, newest first. */
  certificates: (domainId: number) =>
    request<ApiData<'cdnSslList'>>({ method: 'GET', url: `${base(domainId)}/ssl` }),
  /** POST …/https/ssl/add: a custom certificate and its key ("SSL is not valid" when they do not check out). */
  addCertificate: (domainId: number, body: SslAddRequest) =>
    withMessage(
      requestEnvelope<ApiData<'cdnSslAdd'>>({ method: 'POST', url: `${base(domainId)}/ssl/add`, data: body }),
    ),
  /** POST …/https/ssl/free: a free certificate, pending until issued. */
  requestFreeCertificate: (domainId: number) =>
    withMessage(
      requestEnvelope<ApiData<'cdnSslFree'>>({ method: 'POST', url: `${base(domainId)}/ssl/free` }),
    ),
  /** DELETE …/https/ssl/{ssl_id}. */
  deleteCertificate: (domainId: number, sslId: number) =>
    withMessage(
      requestEnvelope<ApiData<'cdnSslDelete'>>({
        method: 'DELETE',
        url: `${base(domainId)}/ssl/${encodeURIComponent(sslId)}`,
      }),
    ),
  /** GET …/https/ssl/get-configs. */
  configs: (domainId: number) =>
    request<ApiData<'cdnHttpsConfigs'>>({ method: 'GET', url: `${base(domainId)}/ssl/get-configs` }),
  attach: (domainId: number, sslId: number) => change(domainId, 'attach', { ssl_id: sslId }),
  detach: (domainId: number) => change(domainId, 'detach'),
  attachDefault: (domainId: number) => change(domainId, 'attach-default'),
  detachDefault: (domainId: number) => change(domainId, 'detach-default'),
  setTlsVersion: (domainId: number, version: ApiBody<'cdnHttpsTlsVersion'>['version']) =>
    change(domainId, 'ssl/tls-version', { version }),
  setHsts: (domainId: number, body: HstsRequest) => change(domainId, 'hsts', body),
  setRedirect: (domainId: number, enabled: boolean) => change(domainId, 'redirect', { enabled }),
  setCspOverride: (domainId: number, enabled: boolean) => change(domainId, 'csp-override', { enabled }),
  setBackendProtocol: (domainId: number, protocol: ApiBody<'cdnHttpsBackendProtocol'>['protocol']) =>
    change(domainId, 'backend-protocol', { protocol }),
  setHttp3: (domainId: number, enabled: boolean) => change(domainId, 'h3', { enabled }),
};
