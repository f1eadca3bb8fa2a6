import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Waf, type WafCustomRule, type WafDisabledRule, type WafLayer, cdnApi } from '@portal/api-cdn';
import { wafKeys } from './keys';

export interface WafQueryData {
  waf: Waf;
  layers: WafLayer[];
  disabled: WafDisabledRule[];
  rules: WafCustomRule[];
}

/** While debugging, the WAF is read again this often so its end (by the provider's clock) shows. */
const DEBUG_REFRESH_MS = 30_000;

export const wafQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: wafKeys.detail(domainId),
    queryFn: async (): Promise<WafQueryData> => {
      const [waf, layers, disabled, rules] = await Promise.all([
        cdnApi.waf(domainId),
        cdnApi.wafLayers(domainId),
        cdnApi.wafDisabledRules(domainId),
        cdnApi.wafRules(domainId),
      ]);
      return { waf, layers, disabled, rules };
    },
    refetchInterval: (query) => (query.state.data?.waf.mode === 'debug' ? DEBUG_REFRESH_MS : false),
  });

/** GET /cdn/ng/domains/{id}/waf, its layers, its disabled rules and its custom rules. */
export function useWafQuery(domainId: number) {
  return useQuery(wafQueryOptions(domainId));
}
