import { pageRuleProblems, planLimitReached, type PageRuleSettings } from '@portal/api-cdn/rules';
import { HttpError, Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain, type DomainRow } from './cdnDomainStore';
import {
  PAGE_RULE_SECTIONS,
  firewallBody,
  firewallPathOf,
  isPathSection,
  pagePathOf,
  pageRuleRows,
  rateLimitBody,
  rateLimitPathOf,
  sectionChange,
  type PageRuleRow,
  type PathSection,
} from './cdnPathSections';
import {
  addFirewallRule,
  addRateLimitRoute,
  deleteFirewallRule,
  deleteRateLimitRoute,
  firewallRows,
  rateLimitRows,
} from './cdnSecurityRules';
import { planLimitError, planLimitsOf, refuseProblems, ruleNotFound, securityText } from './cdnSecurityStore';

// the highest priority a page rule may have (pageRuleProblems): a rule added at the end stops there
const PAGE_RULE_PRIORITY_MAX = 1000;
/** A page rule's setting under the name the SDK's section settings give it. */
const SECTION_FIELDS: Readonly<Record<string, string>> = {
  cache_mode: 'mode',
  cache_ttl: 'ttl',
  redirect_url: 'url',
  redirect_code: 'status_code',
  security_level: 'mode',
  waf: 'enabled',
};

const objectOf = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const isOff = (v: unknown) => v === false || v === 'false' || v === '0' || v === 0;
const defined = (s: PageRuleSettings) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as PageRuleSettings;

function sectionOr422(call: AuthedCall, value: unknown, field: string): PathSection {
  if (isPathSection(value)) return value;
  const message = securityText(call, 'pathSectionInvalid');
  throw new HttpError(422, message, { [field]: [message] });
}

/**
 * Gives the path `path` a section's rule from the SDK's settings. A page-rule section changes the
 * page rule (`page`, or a new one at the end of the order), held to the page rules' checks and the
 * plan's cap; a rate limit or firewall adds this product's route or rule on the path, or, with
 * `enabled` false, removes the path's ones. Nothing is stored when a check refuses.
 */
function applySection(
  call: AuthedCall,
  domain: DomainRow,
  path: string,
  section: PathSection,
  settings: Record<string, unknown>,
  page: PageRuleRow | undefined,
  prefix: string,
) {
  const { db } = call.ctx;
  if (section === 'ratelimit' || section === 'firewall') {
    if (isOff(settings.enabled)) {
      const rows = section === 'ratelimit' ? rateLimitRows(db, domain.id) : firewallRows(db, domain.id);
      for (const r of rows.filter((r) => r.path === path)) {
        if (section === 'ratelimit') deleteRateLimitRoute(db, domain.id, r.id);
        else deleteFirewallRule(db, domain.id, r.id);
      }
      return null;
    }
    if (section === 'ratelimit') {
      const rows = rateLimitRows(db, domain.id);
      const saved = addRateLimitRoute(call, domain, rateLimitBody(path, settings));
      return rateLimitPathOf(saved, rows.length + 1);
    }
    return firewallPathOf(addFirewallRule(call, domain, firewallBody(path, settings)));
  }
  const rows = pageRuleRows(db, domain.id);
  const current = page ? (JSON.parse(page.settings) as PageRuleSettings) : {};
  const change = sectionChange(section, settings);
  const next: PageRuleSettings = { ...current };
  for (const name of change.drop) delete next[name];
  if (change.drop.includes('redirect_url')) delete next.redirect_code;
  Object.assign(next, defined(change.set));
  const priority =
    page?.priority ?? Math.min(PAGE_RULE_PRIORITY_MAX, Math.max(0, ...rows.map((r) => r.priority)) + 1);
  const problems = pageRuleProblems({ path, priority, settings: next }, domain.name);
  // a path may stand without rules (it was made first); a section's own settings are still checked
  if (problems.settings === 'settingsEmpty') delete problems.settings;
  // a refusal names the fields as the SDK sent them (`settings.mode`), not the portal's names
  refuseProblems(
    call,
    Object.fromEntries(
      Object.entries(problems).map(([k, v]) => [SECTION_FIELDS[k] ? `${prefix}${SECTION_FIELDS[k]}` : k, v]),
    ),
  );
  if (page) {
    db.prepare('UPDATE cdn_page_rules SET settings = ? WHERE id = ?').run(JSON.stringify(next), page.id);
    return pagePathOf({ ...page, settings: JSON.stringify(next) });
  }
  if (planLimitReached(planLimitsOf(call, domain), 'pageRules', rows.length)) throw planLimitError(call);
  const now = call.ctx.nowSec();
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO cdn_page_rules (domain_id, path, priority, settings, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(domain.id, path, priority, JSON.stringify(next), now);
  return pagePathOf({
    id: Number(lastInsertRowid),
    domain_id: domain.id,
    path,
    priority,
    settings: JSON.stringify(next),
    created_at: now,
  });
}

/**
 * A domain's paths by section, and a section's rule given to a path, as the provider's SDK calls
 * them under /cdn/ng/domains/{domain_id}/paths: `waf` and `ddos` list the page rules with that
 * setting, `ratelimit` and `firewall` the rate-limit routes and firewall rules (each with the id
 * `DELETE paths/{id}/rules/{section}` takes); `{path_id}/rules` gives an existing path a section;
 * `direct-rule/{section}` gives one without making the path first (`path` in the body, else the
 * whole domain, `<domain>/*`).
 */
export const cdnPathRulesResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const domainOf = (call: AuthedCall) => requireDomain(call, call.params.domain_id as string);
  const withSetting = (name: keyof PageRuleSettings) => (call: AuthedCall) =>
    pageRuleRows(db, domainOf(call).id)
      .filter((r) => name in (JSON.parse(r.settings) as PageRuleSettings))
      .map(pagePathOf);

  routes.get('/cdn/ng/domains/{domain_id}/paths/waf', withSetting('waf'));
  routes.get('/cdn/ng/domains/{domain_id}/paths/ddos', withSetting('security_level'));
  routes.get('/cdn/ng/domains/{domain_id}/paths/ratelimit', (call) =>
    rateLimitRows(db, domainOf(call).id).map((r, i) => rateLimitPathOf(r, i + 1)),
  );
  routes.get('/cdn/ng/domains/{domain_id}/paths/firewall', (call) =>
    firewallRows(db, domainOf(call).id).map(firewallPathOf),
  );

  routes.post('/cdn/ng/domains/{domain_id}/paths/direct-rule/{section}', (call) => {
    const domain = domainOf(call);
    const section = sectionOr422(call, call.params.section, 'section');
    const { path: asked, ...settings } = call.body;
    const path = asked === undefined || asked === '' ? `${domain.name}/*` : String(asked).trim();
    const page = PAGE_RULE_SECTIONS[section]
      ? pageRuleRows(db, domain.id).find((r) => r.path === path)
      : undefined;
    return new Reply(
      applySection(call, domain, path, section, settings, page, ''),
      call.t('settingsApplied'),
    );
  });

  routes.post('/cdn/ng/domains/{domain_id}/paths/{path_id}/rules', (call) => {
    const domain = domainOf(call);
    const page = db
      .prepare<[number, number], PageRuleRow>('SELECT * FROM cdn_page_rules WHERE id = ? AND domain_id = ?')
      .get(Number(call.params.path_id), domain.id);
    if (!page) throw ruleNotFound(call);
    const section = sectionOr422(call, call.body.section ?? call.body.type, 'section');
    return new Reply(
      applySection(call, domain, page.path, section, objectOf(call.body.settings), page, 'settings.'),
      call.t('settingsApplied'),
    );
  });
};
