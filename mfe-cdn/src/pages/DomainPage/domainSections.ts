/** A section of a domain: its address under /cdn/{domain_name}/{domain_id} and its name's message id. */
export interface DomainSection {
  key: DomainSectionKey;
  /** relative to the domain's address; '' is the domain's information */
  path: string;
  titleId: string;
}

export interface DomainSectionGroup {
  key: 'site' | 'security' | 'traffic' | 'reports' | 'plan';
  titleId: string;
  sections: readonly DomainSection[];
}

export type DomainSectionKey =
  | 'overview'
  | 'dns'
  | 'https'
  | 'caching'
  | 'acceleration'
  | 'waf'
  | 'ddos'
  | 'firewall'
  | 'rateLimit'
  | 'pageRules'
  | 'clusters'
  | 'logForwarding'
  | 'customPage'
  | 'reportStatus'
  | 'reportErrors'
  | 'reportTraffic'
  | 'reportCountry'
  | 'reportAttacks'
  | 'plans';

const section = (key: DomainSectionKey, path: string, titleId: string): DomainSection => ({ key, path, titleId });

/**
 * A domain's nineteen sections in five groups, in the product's order: the site itself, security,
 * traffic rules, reports, the plan. Every section has its address here; routes.tsx gives a section
 * its page, and only a section with a page is in the navigation.
 */
export const DOMAIN_SECTION_GROUPS: readonly DomainSectionGroup[] = [
  {
    key: 'site',
    titleId: 'cdn.nav.group.site',
    sections: [
      section('overview', '', 'cdn.nav.section.overview'),
      section('dns', 'dns', 'cdn.nav.section.dns'),
      section('https', 'https-settings', 'cdn.nav.section.https'),
      section('caching', 'caching', 'cdn.nav.section.caching'),
      section('acceleration', 'acceleration', 'cdn.nav.section.acceleration'),
    ],
  },
  {
    key: 'security',
    titleId: 'cdn.nav.group.security',
    sections: [
      section('waf', 'waf', 'cdn.nav.section.waf'),
      section('ddos', 'ddos-protection', 'cdn.nav.section.ddos'),
      section('firewall', 'firewall', 'cdn.nav.section.firewall'),
      section('rateLimit', 'rate-limit', 'cdn.nav.section.rateLimit'),
    ],
  },
  {
    key: 'traffic',
    titleId: 'cdn.nav.group.traffic',
    sections: [
      section('pageRules', 'page-rules', 'cdn.nav.section.pageRules'),
      section('clusters', 'clusters', 'cdn.nav.section.clusters'),
      section('logForwarding', 'log-forwarding', 'cdn.nav.section.logForwarding'),
      section('customPage', 'custom-page', 'cdn.nav.section.customPage'),
    ],
  },
  {
    key: 'reports',
    titleId: 'cdn.nav.group.reports',
    sections: [
      section('reportStatus', 'reports/status', 'cdn.nav.section.reports.status'),
      section('reportErrors', 'reports/errors', 'cdn.nav.section.reports.errors'),
      section('reportTraffic', 'reports/traffic', 'cdn.nav.section.reports.traffic'),
      section('reportCountry', 'reports/country', 'cdn.nav.section.reports.country'),
      section('reportAttacks', 'reports/attacks', 'cdn.nav.section.reports.attacks'),
    ],
  },
  { key: 'plan', titleId: 'cdn.nav.group.plan', sections: [section('plans', 'plans', 'cdn.nav.section.plans')] },
];

/** Every section, in navigation order. */
export const DOMAIN_SECTIONS: readonly DomainSection[] = DOMAIN_SECTION_GROUPS.flatMap((g) => g.sections);

/** The groups with only the sections that have a page; a group left empty is left out. */
export function builtGroups(built: ReadonlySet<DomainSectionKey>): DomainSectionGroup[] {
  return DOMAIN_SECTION_GROUPS.map((g) => ({ ...g, sections: g.sections.filter((s) => built.has(s.key)) })).filter((g) => g.sections.length > 0);
}

/** A domain's address: /cdn/{domain_name}/{domain_id}, the name encoded for the path. */
export function domainPath(basePath: string, domain: { name: string; id: number }, section = ''): string {
  const root = `${basePath}/${encodeURIComponent(domain.name)}/${domain.id}`;
  return section ? `${root}/${section}` : root;
}
