import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  INITIAL_COUPON_STATE,
  couponEventFromAnswer,
  couponReducer,
  type CouponState,
} from '@portal/shared-sdk';
import { useApiErrorMessage } from '@portal/shared-ui';
import { useCheckCouponMutation } from '../../data/payments/check-coupon-mutation';

export interface CouponCode {
  state: CouponState;
  /** the payer typed (or the amount tier set) a new code */
  change: (code: string) => void;
  /** focusing the field resets its validity */
  focus: () => void;
  /** leaving a full code without validity checks it again */
  blur: () => void;
  retry: () => void;
  /** checks the code again after releasing the earlier payment's hold (`remove_pending=true`) */
  removePending: () => void;
  removing: boolean;
}

/**
 * The gift/coupon code and its validity: the pure reducer of `@portal/shared-sdk/rules` plus the
 * check-coupon call whenever the reducer says `checking`.
 */
export function useCouponCode(): CouponCode {
  const errorMessage = useApiErrorMessage();
  const [state, dispatch] = useReducer(couponReducer, INITIAL_COUPON_STATE);
  const check = useCheckCouponMutation();
  const { mutateAsync } = check;

  const run = useCallback(
    async (code: string, removePending = false) => {
      try {
        const answer = await mutateAsync({ code, removePending });
        dispatch(couponEventFromAnswer(code, answer));
      } catch (error) {
        dispatch({ type: 'failed', code, message: errorMessage(error, 'billing.coupon.checkFailed') });
      }
    },
    [mutateAsync, errorMessage],
  );

  // the next check of this code releases the hold first (set by removePending)
  const releaseRef = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== 'checking') return;
    const release = releaseRef.current === state.code;
    releaseRef.current = null;
    void run(state.code, release);
  }, [state, run]);

  return {
    state,
    change: useCallback((code: string) => dispatch({ type: 'change', code }), []),
    focus: useCallback(() => dispatch({ type: 'focus' }), []),
    blur: useCallback(() => {
      if (state.status === 'none') dispatch({ type: 'retry' });
    }, [state.status]),
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
    removePending: useCallback(() => {
      releaseRef.current = state.code;
      dispatch({ type: 'retry' });
    }, [state.code]),
    removing: check.isPending && check.variables?.removePending === true,
  };
}
