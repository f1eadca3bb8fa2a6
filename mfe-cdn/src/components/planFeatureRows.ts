import { formatNumber, formatTimeUnit } from '@portal/shared-sdk';
import { type CdnPlan } from '@portal/api-cdn';

/** One line of a plan's features: its name's message id and its value as text (numbers) or a yes/no. */
export interface PlanFeatureRow {
  key: keyof CdnPlan['features'];
  labelId: string;
  /** a figure with its unit's message id and values, or a flag */
  value: { id: string; values: Record<string, string | number> } | boolean;
}

// a figure shown as it is (thousands separators, Latin digits) after its feature's name: no noun
// follows it, so it is text, not a plural's count
const figure = (n: number) => ({ id: 'cdn.plans.value.figure', values: { figure: formatNumber(n) } });

/**
 * The features the product lists for every plan, in its order: traffic, requests, rules, firewall
 * rules, IPs per rule, rate-limit routes, DDoS challenge validity, dedicated IP and nameserver,
 * cache space, DNSSEC, wildcard records, log forwarding, API access, dedicated support.
 */
export function planFeatureRows(plan: CdnPlan): PlanFeatureRow[] {
  const f = plan.features;
  const ttl = formatTimeUnit(f.ddos_challenge_ttl);
  return [
    {
      key: 'traffic',
      labelId: 'cdn.plans.feature.traffic',
      value: { id: 'cdn.plans.value.gbMonth', values: { gb: formatNumber(f.traffic) } },
    },
    { key: 'requests', labelId: 'cdn.plans.feature.requests', value: figure(f.requests) },
    { key: 'rules', labelId: 'cdn.plans.feature.rules', value: figure(f.rules) },
    { key: 'firewall_rules', labelId: 'cdn.plans.feature.firewallRules', value: figure(f.firewall_rules) },
    { key: 'ips_per_rule', labelId: 'cdn.plans.feature.ipsPerRule', value: figure(f.ips_per_rule) },
    {
      key: 'rate_limit_routes',
      labelId: 'cdn.plans.feature.rateLimitRoutes',
      value: figure(f.rate_limit_routes),
    },
    {
      key: 'ddos_challenge_ttl',
      labelId: 'cdn.plans.feature.ddosChallenge',
      value: { id: `cdn.dns.ttl.${ttl.unit}`, values: { value: ttl.value } },
    },
    { key: 'dedicated_ip', labelId: 'cdn.plans.feature.dedicatedIp', value: f.dedicated_ip },
    {
      key: 'dedicated_name_server',
      labelId: 'cdn.plans.feature.dedicatedNs',
      value: f.dedicated_name_server,
    },
    {
      key: 'cache_space',
      labelId: 'cdn.plans.feature.cacheSpace',
      value: { id: 'cdn.plans.value.gb', values: { gb: formatNumber(f.cache_space) } },
    },
    { key: 'dnssec', labelId: 'cdn.plans.feature.dnssec', value: f.dnssec },
    { key: 'wildcard_records', labelId: 'cdn.plans.feature.wildcard', value: f.wildcard_records },
    { key: 'log_forwarding', labelId: 'cdn.plans.feature.logForwarding', value: f.log_forwarding },
    { key: 'api_access', labelId: 'cdn.plans.feature.apiAccess', value: f.api_access },
    { key: 'dedicated_support', labelId: 'cdn.plans.feature.dedicatedSupport', value: f.dedicated_support },
  ];
}
