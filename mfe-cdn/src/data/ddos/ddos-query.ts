import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DdosRule, type DdosSettings } from '@portal/shared-sdk';
import { ddosKeys } from './keys';

export interface DdosQueryData {
  settings: DdosSettings;
  rules: DdosRule[];
}

export const ddosQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: ddosKeys.detail(domainId),
    queryFn: async (): Promise<DdosQueryData> => {
      const [settings, rules] = await Promise.all([api.cdn.ddos(domainId), api.cdn.ddosRules(domainId)]);
      return { settings, rules };
    },
  });

/** GET /cdn/ng/domains/{id}/ddos and its direct rules: the modules the plan offers with their validity, the captcha service, the rules by path. */
export function useDdosQuery(domainId: number) {
  return useQuery(ddosQueryOptions(domainId));
}
