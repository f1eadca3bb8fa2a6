/** The plan details, which the add-domain wizard opens in a window of its own: a page outside /cdn. */
export const PLAN_DETAILS_PATH = '/plans/more-details';
