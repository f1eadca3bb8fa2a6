import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, bus, type WithMessage } from '@portal/shared-sdk';
import { type PlanChangeResult, cdnApi } from '@portal/api-cdn';
import { domainChanged } from '../domains/domain-changed';
import { domainKeys } from '../domains/keys';
import { planKeys } from './keys';

export type PlanChangeVariables = { domainId: number; planId: number };
export type PlanChangeData = WithMessage<PlanChangeResult>;

/** The wallet paid for the plan: its new figures go on the bus (the header and the financial area follow). */
async function announceWallet(): Promise<void> {
  try {
    bus.emit('wallet:changed', await api.financial.balance());
  } catch {
    // the figures catch up on the next read of the balance
  }
}

/**
 * POST /cdn/ng/plans: the domain's new plan replaces the cached one at once; the plans (which is
 * current) and the lists are read again, and the wallet's new figures are announced.
 */
export const planChangeMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: planKeys.change(),
  mutationFn: ({ domainId, planId }: PlanChangeVariables): Promise<PlanChangeData> =>
    cdnApi.changePlan(domainId, planId),
  onSuccess: async ({ data }: PlanChangeData) => {
    domainChanged(queryClient, data.domain);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: planKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: domainKeys.lists() }),
      announceWallet(),
    ]);
  },
});

export function usePlanChangeMutation() {
  return useMutation(planChangeMutationOptions(useQueryClient()));
}
