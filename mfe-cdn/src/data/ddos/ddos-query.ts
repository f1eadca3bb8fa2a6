import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DdosRule, type DdosSettings, cdnApi } from '@portal/api-cdn';
import { ddosKeys } from './keys';

export interface DdosQueryData {
  settings: DdosSettings;
  rules: DdosRule[];
}

export const ddosQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: ddosKeys.detail(domainId),
    queryFn: async (): Promise<DdosQueryData> => {
      const [settings, rules] = await Promise.all([cdnApi.ddos(domainId), cdnApi.ddosRules(domainId)]);
      return { settings, rules };
    },
  });

/** GET /cdn/ng/domains/{id}/ddos and its direct rules: the modules the plan offers with their validity, the captcha service, the rules by path. */
export function useDdosQuery(domainId: number) {
  return useQuery(ddosQueryOptions(domainId));
}
