import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type BackendProtocol, type HstsRequest, type TlsVersion, cdnApi } from '@portal/api-cdn';
import {
  domainSettingChangeOptions,
  type ChangeSenders,
  type SettingChangeVariables,
} from '../domainSettingChange';
import { httpsKeys } from './keys';

/** One change of a domain's HTTPS settings; each has its own call and every one answers the settings as they are now. */
export type HttpsChange =
  | { kind: 'attach'; sslId: number }
  | { kind: 'detach' }
  | { kind: 'attachDefault' }
  | { kind: 'detachDefault' }
  | { kind: 'tlsVersion'; version: TlsVersion }
  | { kind: 'hsts'; hsts: HstsRequest }
  | { kind: 'redirect'; enabled: boolean }
  | { kind: 'cspOverride'; enabled: boolean }
  | { kind: 'backendProtocol'; protocol: BackendProtocol }
  | { kind: 'http3'; enabled: boolean };

export type HttpsChangeVariables = SettingChangeVariables<HttpsChange>;
export type HttpsChangeData = Awaited<ReturnType<typeof cdnApi.https.setHttp3>>;

const https = () => cdnApi.https;
const SENDERS: ChangeSenders<HttpsChange, HttpsChangeData> = {
  attach: (id, c) => https().attach(id, c.sslId),
  detach: (id) => https().detach(id),
  attachDefault: (id) => https().attachDefault(id),
  detachDefault: (id) => https().detachDefault(id),
  tlsVersion: (id, c) => https().setTlsVersion(id, c.version),
  hsts: (id, c) => https().setHsts(id, c.hsts),
  redirect: (id, c) => https().setRedirect(id, c.enabled),
  cspOverride: (id, c) => https().setCspOverride(id, c.enabled),
  backendProtocol: (id, c) => https().setBackendProtocol(id, c.protocol),
  http3: (id, c) => https().setHttp3(id, c.enabled),
};

/** POST …/https/{attach, detach, …, hsts, h3}: the answered settings replace the cached ones; which certificate serves the domain shows in the list too. */
export const httpsChangeMutationOptions = (queryClient: QueryClient) =>
  domainSettingChangeOptions(queryClient, {
    mutationKey: httpsKeys.change(),
    senders: SENDERS,
    settingsKey: httpsKeys.configs,
    after: ({ domainId, change }) =>
      change.kind === 'attach' || change.kind === 'detach'
        ? queryClient.invalidateQueries({ queryKey: httpsKeys.certificates(domainId) })
        : undefined,
  });

export function useHttpsChangeMutation() {
  return useMutation(httpsChangeMutationOptions(useQueryClient()));
}
