import type { AreaSection } from '@portal/shared-ui';

/** A domain's settings and reports (SPEC §2 /cdn/{domain_name}/{domain_id}/…), in menu order. */
export const DOMAIN_SECTIONS: readonly AreaSection[] = [
  { to: '', titleId: 'cdn.section.overview' },
  { to: 'dns', titleId: 'cdn.section.dns' },
  { to: 'https-settings', titleId: 'cdn.section.https' },
  { to: 'caching', titleId: 'cdn.section.caching' },
  { to: 'acceleration', titleId: 'cdn.section.acceleration' },
  { to: 'waf', titleId: 'cdn.section.waf' },
  { to: 'ddos-protection', titleId: 'cdn.section.ddos' },
  { to: 'firewall', titleId: 'cdn.section.firewall' },
  { to: 'rate-limit', titleId: 'cdn.section.rateLimit' },
  { to: 'page-rules', titleId: 'cdn.section.pageRules' },
  { to: 'clusters', titleId: 'cdn.section.clusters' },
  { to: 'log-forwarding', titleId: 'cdn.section.logForwarding' },
  { to: 'custom-page', titleId: 'cdn.section.customPage' },
  { to: 'plans', titleId: 'cdn.section.plans' },
  { to: 'reports/status', titleId: 'cdn.section.reports.status' },
  { to: 'reports/errors', titleId: 'cdn.section.reports.errors' },
  { to: 'reports/traffic', titleId: 'cdn.section.reports.traffic' },
  { to: 'reports/country', titleId: 'cdn.section.reports.country' },
  { to: 'reports/attacks', titleId: 'cdn.section.reports.attacks' },
];
