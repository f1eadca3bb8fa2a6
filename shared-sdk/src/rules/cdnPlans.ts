// CDN plans: what each tier allows (docs/product.md, "Roles and gates"). A feature the domain's
// plan lacks says "Unfortunately, your plan does not support this feature" before the customer
// tries it, and the provider refuses it with the same message.

/** The provider's CDN plans, cheapest first: the order decides what is an upgrade and what a downgrade. */
export const CDN_PLAN_NAMES = ['free', 'eco', 'com', 'pro'] as const;
export type CdnPlanName = (typeof CDN_PLAN_NAMES)[number];

/**
 * Features a plan may lack, and the cheapest plan that has each. Custom nameservers and zone-file
 * import need the professional plan; DNSSEC, wildcard records, API access and dedicated support
 * start with the economy plan; log forwarding with the commercial plan; a dedicated IP and
 * nameserver with the professional plan.
 */
export const PLAN_FEATURE_MIN_PLAN = {
  custom_nameservers: 'pro',
  zone_import: 'pro',
  dnssec: 'eco',
  wildcard_records: 'eco',
  api_access: 'eco',
  dedicated_support: 'eco',
  log_forwarding: 'com',
  dedicated_ip: 'pro',
  dedicated_name_server: 'pro',
} as const satisfies Record<string, CdnPlanName>;
export type PlanFeature = keyof typeof PLAN_FEATURE_MIN_PLAN;

/** A plan's place among the tiers (0 for free), or -1 for a name the provider does not have. */
export function planRank(name: string): number {
  return (CDN_PLAN_NAMES as readonly string[]).indexOf(name);
}

/** Whether a plan (by name, or an object carrying it) includes a feature; an unknown plan has none. */
export function planSupports(plan: { name: string } | string | null | undefined, feature: PlanFeature): boolean {
  const name = typeof plan === 'string' ? plan : plan?.name;
  const rank = name === undefined ? -1 : planRank(name);
  return rank >= 0 && rank >= planRank(PLAN_FEATURE_MIN_PLAN[feature]);
}
