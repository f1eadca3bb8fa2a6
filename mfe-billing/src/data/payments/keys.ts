/** Mutation keys of a top-up (check a code, start a payment). */
export const paymentKeys = {
  all: ['payments'] as const,
  checkCoupon: () => [...paymentKeys.all, 'check-coupon'] as const,
  addFunds: () => [...paymentKeys.all, 'add-funds'] as const,
};
