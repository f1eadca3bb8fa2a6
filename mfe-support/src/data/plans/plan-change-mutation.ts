import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { planKeys } from './keys';

export type PlanChangeVariables = { planId: number };
export type PlanChangeData = Awaited<ReturnType<typeof api.support.changePlan>>;

/** POST /financial/support-plans: an upgrade applies now, a downgrade next month. */
export function usePlanChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation<PlanChangeData, Error, PlanChangeVariables>({
    mutationFn: ({ planId }) => api.support.changePlan(planId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
