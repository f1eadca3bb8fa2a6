import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseGatewayOrigins } from '../payments/gatewayRedirect';
import { portalConfigKeys } from './keys';

/**
 * The bank gateways a top-up may send the browser to: the portal's `/config.json`
 * `paymentGatewayOrigins` (set per deployment, like the rest of that file).
 */
export const gatewayOriginsQueryOptions = () =>
  queryOptions({
    queryKey: portalConfigKeys.gatewayOrigins(),
    queryFn: async (): Promise<string[]> => {
      const response = await fetch('/config.json', { cache: 'no-store' });
      if (!response.ok) throw new Error(`/config.json: HTTP ${response.status}`);
      const config = (await response.json()) as { paymentGatewayOrigins?: unknown };
      return parseGatewayOrigins(config.paymentGatewayOrigins);
    },
    staleTime: 5 * 60_000, // ms; a redeployed config applies within minutes
  });

/** Read ahead when the top-up form opens, so Pay does not wait for it. */
export function useGatewayOriginsQuery() {
  return useQuery(gatewayOriginsQueryOptions());
}
