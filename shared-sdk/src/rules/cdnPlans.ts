// Plan gates of the CDN (docs/product.md, "Roles and gates"): a feature the domain's plan lacks
// says "Unfortunately, your plan does not support this feature" before the customer tries it, and
// the provider refuses it with the same message.

/** The CDN plans from the smallest to the largest. */
export const CDN_PLAN_NAMES = ['free', 'eco', 'com', 'pro'] as const;
export type CdnPlanName = (typeof CDN_PLAN_NAMES)[number];

/** The features some plans lack. */
export type CdnPlanFeature = 'dnssec' | 'wildcard_records' | 'custom_nameservers' | 'zone_import';

/** The smallest plan that has each feature: custom nameservers and zone import need the professional plan. */
const SMALLEST_PLAN_WITH: Readonly<Record<CdnPlanFeature, CdnPlanName>> = {
  dnssec: 'eco',
  wildcard_records: 'eco',
  custom_nameservers: 'pro',
  zone_import: 'pro',
};

/** Whether a domain on `plan` (its name: free, eco, com, pro) has `feature`; an unknown plan has none. */
export function planSupports(plan: string | null | undefined, feature: CdnPlanFeature): boolean {
  const rank = CDN_PLAN_NAMES.indexOf(plan as CdnPlanName);
  return rank !== -1 && rank >= CDN_PLAN_NAMES.indexOf(SMALLEST_PLAN_WITH[feature]);
}

/** DNSSEC is not offered for `.ir` domains, whatever the plan. */
export function dnssecAllowedFor(domain: string): boolean {
  return !/\.ir\.?$/i.test(domain.trim());
}
