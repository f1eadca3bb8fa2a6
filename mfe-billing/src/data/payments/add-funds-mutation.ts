import { useMutation, type MutationFunctionContext } from '@tanstack/react-query';
import { api, type AddFundsRequest } from '@portal/shared-sdk';
import { gatewayOriginsQueryOptions } from '../config/gateway-origins-query';
import { checkGatewayRedirect, GatewayRefusedError } from './gatewayRedirect';
import { paymentKeys } from './keys';

export type AddFundsVariables = AddFundsRequest;
/** Where the browser goes next: the bank page. */
export interface AddFundsData {
  redirectUrl: string;
}

/**
 * Both calls of a top-up: add-funds answers `data.url`, and a GET on that url answers
 * `redirectUrl`. The wallet changes only when the payer comes back from the bank, so nothing is
 * invalidated here. The trusted gateways are read first (no payment starts without them), and a
 * `redirectUrl` elsewhere is refused (GatewayRefusedError): the browser never leaves for it.
 */
export const addFundsMutationOptions = () => ({
  mutationKey: paymentKeys.addFunds(),
  mutationFn: async (
    variables: AddFundsVariables,
    { client }: MutationFunctionContext,
  ): Promise<AddFundsData> => {
    const gateways = await client.fetchQuery(gatewayOriginsQueryOptions());
    const answer = await api.financial.addFunds(variables);
    const { redirectUrl } = await api.financial.paymentRedirect(answer.data.url);
    const check = checkGatewayRedirect(redirectUrl, gateways);
    if (!check.ok) throw new GatewayRefusedError(check.host);
    return { redirectUrl: check.url };
  },
});

export function useAddFundsMutation() {
  return useMutation(addFundsMutationOptions());
}
