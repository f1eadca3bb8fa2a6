import { useMutation } from '@tanstack/react-query';
import { api, type CouponCheckAnswer } from '@portal/shared-sdk';
import { paymentKeys } from './keys';

export interface CheckCouponVariables {
  code: string;
  /** release the hold of an unfinished payment first (`remove_pending=true`) */
  removePending?: boolean;
}
export type CheckCouponData = CouponCheckAnswer;

export const checkCouponMutationOptions = () => ({
  mutationKey: paymentKeys.checkCoupon(),
  mutationFn: ({ code, removePending }: CheckCouponVariables): Promise<CheckCouponData> =>
    api.financial.checkCoupon(code, { removePending }),
});

/** POST /submit/financial/check-coupon: resolves with the answer also when the code is refused or PENDING. */
export function useCheckCouponMutation() {
  return useMutation(checkCouponMutationOptions());
}
