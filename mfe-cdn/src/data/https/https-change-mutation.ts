import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type BackendProtocol, type HstsRequest, type TlsVersion } from '@portal/shared-sdk';
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

export type HttpsChangeVariables = { domainId: number; change: HttpsChange };
export type HttpsChangeData = Awaited<ReturnType<typeof api.cdn.https.setHttp3>>;

function send(domainId: number, change: HttpsChange): Promise<HttpsChangeData> {
  const https = api.cdn.https;
  switch (change.kind) {
    case 'attach':
      return https.attach(domainId, change.sslId);
    case 'detach':
      return https.detach(domainId);
    case 'attachDefault':
      return https.attachDefault(domainId);
    case 'detachDefault':
      return https.detachDefault(domainId);
    case 'tlsVersion':
      return https.setTlsVersion(domainId, change.version);
    case 'hsts':
      return https.setHsts(domainId, change.hsts);
    case 'redirect':
      return https.setRedirect(domainId, change.enabled);
    case 'cspOverride':
      return https.setCspOverride(domainId, change.enabled);
    case 'backendProtocol':
      return https.setBackendProtocol(domainId, change.protocol);
    case 'http3':
      return https.setHttp3(domainId, change.enabled);
  }
}

/** POST …/https/{attach, detach, …, hsts, h3}: the answered settings replace the cached ones; which certificate serves the domain shows in the list too. */
export const httpsChangeMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: httpsKeys.change(),
  mutationFn: ({ domainId, change }: HttpsChangeVariables): Promise<HttpsChangeData> =>
    send(domainId, change),
  onSuccess: ({ data }: HttpsChangeData, { domainId, change }: HttpsChangeVariables) => {
    queryClient.setQueryData(httpsKeys.configs(domainId), data);
    if (change.kind === 'attach' || change.kind === 'detach')
      return queryClient.invalidateQueries({ queryKey: httpsKeys.certificates(domainId) });
    return undefined;
  },
});

export function useHttpsChangeMutation() {
  return useMutation(httpsChangeMutationOptions(useQueryClient()));
}
