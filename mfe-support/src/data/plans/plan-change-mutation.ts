import { supportApi } from '@portal/api-support';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { planKeys } from './keys';

export type PlanChangeVariables = { planId: number };
export type PlanChangeData = Awaited<ReturnType<typeof supportApi.changePlan>>;

/** POST /financial/support-plans: an upgrade applies now, a downgrade next month. */
export const planChangeMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: planKeys.change(),
  mutationFn: ({ planId }: PlanChangeVariables): Promise<PlanChangeData> => supportApi.changePlan(planId),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
});

export function usePlanChangeMutation() {
  return useMutation(planChangeMutationOptions(useQueryClient()));
}
