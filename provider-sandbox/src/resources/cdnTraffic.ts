import { pageRuleProblems, planLimitReached, type PageRuleSettings } from '@portal/api-cdn/rules';
import { Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import {
  PAGE_RULE_SECTIONS,
  isPathSection,
  pagePathOf,
  pageRuleRows,
  type PageRuleRow,
} from './cdnPathSections';
import { deleteFirewallRule, deleteRateLimitRoute } from './cdnSecurityRules';
import { planLimitError, planLimitsOf, refuseProblems, ruleNotFound, securityText } from './cdnSecurityStore';

/** A page rule as answered: the portal's fields, and the path as the provider's SDK reads it (cdnPathSections.ts). */
const toPageRule = (r: PageRuleRow) => pagePathOf(r);

const optionalNumber = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
const optionalString = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
const optionalBool = (v: unknown) =>
  v === undefined || v === null || v === '' ? undefined : v === true || v === 'true' || v === '1' || v === 1;

/** A page rule's settings from the body, only those sent. */
function settingsFrom(body: Record<string, unknown>): PageRuleSettings {
  const s = (typeof body.settings === 'object' && body.settings !== null ? body.settings : {}) as Record<
    string,
    unknown
  >;
  const out: PageRuleSettings = {
    cache_mode: optionalString(s.cache_mode),
    cache_ttl: optionalNumber(s.cache_ttl),
    redirect_url: optionalString(s.redirect_url),
    redirect_code: optionalNumber(s.redirect_code),
    security_level: optionalString(s.security_level),
    always_https: optionalBool(s.always_https),
    waf: optionalBool(s.waf),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as PageRuleSettings;
}

/**
 * A domain's page rules (paths with their settings, by priority; one setting deleted by its name)
 * under /cdn/ng/domains/{domain_id}/paths. The plan caps the page rules. Clusters are in cdnClusters.ts.
 */
export const cdnTrafficResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const pageRows = (domainId: number) => pageRuleRows(db, domainId);
  const pageRow = (call: AuthedCall, domainId: number) => {
    const found = db
      .prepare<[number, number], PageRuleRow>('SELECT * FROM cdn_page_rules WHERE id = ? AND domain_id = ?')
      .get(Number(call.params.path_id), domainId);
    if (!found) throw ruleNotFound(call);
    return found;
  };
  const pageInput = (call: AuthedCall) => ({
    path: String(call.body.path ?? '').trim(),
    priority: Number(call.body.priority),
    settings: settingsFrom(call.body),
  });
  /**
   * The provider's SDK makes a path first and gives it rules after (`paths/{id}/rules`), so a call
   * without `settings` may leave a path without any; the portal's form always sends them.
   */
  const checkPageRule = (call: AuthedCall, input: ReturnType<typeof pageInput>, domain: string) => {
    const problems = pageRuleProblems(input, domain);
    if (call.body.settings === undefined && problems.settings === 'settingsEmpty') delete problems.settings;
    refuseProblems(call, problems);
  };

  routes.get('/cdn/ng/domains/{domain_id}/paths', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    return { rules: pageRows(row.id).map(toPageRule), max_rules: planLimitsOf(call, row).max_page_rules };
  });

  routes.post('/cdn/ng/domains/{domain_id}/paths', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const input = pageInput(call);
    checkPageRule(call, input, row.name);
    if (planLimitReached(planLimitsOf(call, row), 'pageRules', pageRows(row.id).length))
      throw planLimitError(call);
    const now = ctx.nowSec();
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO cdn_page_rules (domain_id, path, priority, settings, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(row.id, input.path, input.priority, JSON.stringify(input.settings), now);
    return call.reply(
      toPageRule({
        id: Number(lastInsertRowid),
        domain_id: row.id,
        ...input,
        settings: JSON.stringify(input.settings),
        created_at: now,
      }),
      'settingsApplied',
    );
  });

  routes.put('/cdn/ng/domains/{domain_id}/paths/{path_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = pageRow(call, row.id);
    // what the call leaves out stays (the provider's SDK sends the priority alone)
    const input = {
      path: call.body.path === undefined ? existing.path : String(call.body.path).trim(),
      priority: call.body.priority === undefined ? existing.priority : Number(call.body.priority),
      settings:
        call.body.settings === undefined
          ? (JSON.parse(existing.settings) as PageRuleSettings)
          : settingsFrom(call.body),
    };
    checkPageRule(call, input, row.name);
    db.prepare('UPDATE cdn_page_rules SET path = ?, priority = ?, settings = ? WHERE id = ?').run(
      input.path,
      input.priority,
      JSON.stringify(input.settings),
      existing.id,
    );
    return call.reply(toPageRule(pageRow(call, row.id)), 'settingsApplied');
  });

  routes.delete('/cdn/ng/domains/{domain_id}/paths/{path_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    db.prepare('DELETE FROM cdn_page_rules WHERE id = ?').run(pageRow(call, row.id).id);
    return new Reply(null, securityText(call, 'ruleDeleted'));
  });

  /**
   * One setting of a path deleted by its name, and the path with its last one (the portal's way);
   * a section by the provider SDK's name (cache, redirect, ddos: its settings; the path stays), or
   * the rate-limit route or firewall rule that `paths/ratelimit` or `paths/firewall` listed by `{path_id}`.
   */
  routes.delete('/cdn/ng/domains/{domain_id}/paths/{path_id}/rules/{rule_name}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const name = String(call.params.rule_name);
    const id = Number(call.params.path_id);
    if (name === 'ratelimit' || name === 'firewall') {
      const deleted =
        name === 'ratelimit' ? deleteRateLimitRoute(db, row.id, id) : deleteFirewallRule(db, row.id, id);
      if (!deleted) throw ruleNotFound(call);
      return new Reply(null, securityText(call, 'ruleDeleted'));
    }
    const existing = toPageRule(pageRow(call, row.id));
    const section =
      isPathSection(name) && !(name in existing.settings) ? PAGE_RULE_SECTIONS[name] : undefined;
    const names = section ?? [name as keyof PageRuleSettings];
    if (!names.some((n) => n in existing.settings)) throw ruleNotFound(call);
    const rest: PageRuleSettings = { ...existing.settings };
    for (const n of names) delete rest[n];
    // a redirect's code goes with its address
    if (names.includes('redirect_url')) delete rest.redirect_code;
    if (Object.keys(rest).length === 0 && !section)
      db.prepare('DELETE FROM cdn_page_rules WHERE id = ?').run(existing.id);
    else
      db.prepare('UPDATE cdn_page_rules SET settings = ? WHERE id = ?').run(
        JSON.stringify(rest),
        existing.id,
      );
    return new Reply(null, securityText(call, 'ruleDeleted'));
  });
};
