import { useMutation } from '@tanstack/react-query';
import { api, type AddFundsRequest } from '@portal/shared-sdk';
import { paymentKeys } from './keys';

export type AddFundsVariables = AddFundsRequest;
/** Where the browser goes next: the bank page. */
export interface AddFundsData {
  redirectUrl: string;
}

/**
 * Both calls of a top-up (SPEC §7): add-funds answers `data.url`, and a GET on that url answers
 * `redirectUrl`. The wallet changes only when the payer comes back from the bank, so nothing is
 * invalidated here.
 */
export const addFundsMutationOptions = () => ({
  mutationKey: paymentKeys.addFunds(),
  mutationFn: async (variables: AddFundsVariables): Promise<AddFundsData> => {
    const answer = await api.financial.addFunds(variables);
    return api.financial.paymentRedirect(answer.data.url);
  },
});

export function useAddFundsMutation() {
  return useMutation(addFundsMutationOptions());
}
