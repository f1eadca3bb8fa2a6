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

/** A section; its name is `cdn.nav.section.<key>` unless given. */
const section = (key: DomainSectionKey, path: string, titleId = `cdn.nav.section.${key}`): DomainSection => ({
  key,
  path,
  titleId,
});
/** A group named `cdn.nav.group.<key>`. */
const group = (key: DomainSectionGroup['key'], sections: readonly DomainSection[]): DomainSectionGroup => ({
  key,
  titleId: `cdn.nav.group.${key}`,
  sections,
});
/** A report's section: under reports/, named `cdn.nav.section.reports.<path>`. */
const report = (key: DomainSectionKey, path: string) =>
  section(key, `reports/${path}`, `cdn.nav.section.reports.${path}`);

/**
 * A domain's nineteen sections in five groups, in the product's order: the site itself, security,
 * traffic rules, reports, the plan. Every section has its address here; routes.tsx gives a section
 * its page, and only a section with a page is in the navigation.
 */
export const DOMAIN_SECTION_GROUPS: readonly DomainSectionGroup[] = [
  group('site', [
    section('overview', ''),
    section('dns', 'dns'),
    section('https', 'https-settings'),
    section('caching', 'caching'),
    section('acceleration', 'acceleration'),
  ]),
  group('security', [
    section('waf', 'waf'),
    section('ddos', 'ddos-protection'),
    section('firewall', 'firewall'),
    section('rateLimit', 'rate-limit'),
  ]),
  group('traffic', [
    section('pageRules', 'page-rules'),
    section('clusters', 'clusters'),
    section('logForwarding', 'log-forwarding'),
    section('customPage', 'custom-page'),
  ]),
  group('reports', [
    report('reportStatus', 'status'),
    report('reportErrors', 'errors'),
    report('reportTraffic', 'traffic'),
    report('reportCountry', 'country'),
    report('reportAttacks', 'attacks'),
  ]),
  group('plan', [section('plans', 'plans')]),
];

/** Every section, in navigation order. */
export const DOMAIN_SECTIONS: readonly DomainSection[] = DOMAIN_SECTION_GROUPS.flatMap((g) => g.sections);

/** The groups with only the sections that have a page; a group left empty is left out. */
export function builtGroups(built: ReadonlySet<DomainSectionKey>): DomainSectionGroup[] {
  return DOMAIN_SECTION_GROUPS.map((g) => ({
    ...g,
    sections: g.sections.filter((s) => built.has(s.key)),
  })).filter((g) => g.sections.length > 0);
}

/** A domain's address: /cdn/{domain_name}/{domain_id}, the name encoded for the path. */
export function domainPath(basePath: string, domain: { name: string; id: number }, section = ''): string {
  const root = `${basePath}/${encodeURIComponent(domain.name)}/${domain.id}`;
  return section ? `${root}/${section}` : root;
}
