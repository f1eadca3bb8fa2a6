import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HttpsConfigs, cdnApi } from '@portal/api-cdn';
import { httpsKeys } from './keys';

export type HttpsConfigsQueryData = HttpsConfigs;

export const httpsConfigsQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: httpsKeys.configs(domainId),
    queryFn: (): Promise<HttpsConfigsQueryData> => cdnApi.https.configs(domainId),
  });

/** GET /cdn/ng/domains/{id}/https/ssl/get-configs. */
export function useHttpsConfigsQuery(domainId: number) {
  return useQuery(httpsConfigsQueryOptions(domainId));
}
