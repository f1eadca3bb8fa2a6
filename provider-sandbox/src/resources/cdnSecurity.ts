import { isFirewallAction, isReorderOf } from '@portal/api-cdn/rules';
import { HttpError, Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import { bodyList, planLimitsOf, refuseProblems, ruleNotFound, securityText } from './cdnSecurityStore';
import {
  addFirewallRule,
  addRateLimitRoute,
  deleteFirewallRule,
  deleteRateLimitRoute,
  firewallRows,
  rateLimitRows,
  toFirewallRule,
  toRateLimit,
} from './cdnSecurityRules';

/**
 * The firewall as the provider's SDK reads it: switched on or off, and the rules' addresses and
 * countries one by one with their action (`deny` is its `block`), the path as a note.
 */
function firewallSdkView(enabled: boolean, rules: ReturnType<typeof toFirewallRule>[]) {
  const action = (a: string) => (a === 'deny' ? 'block' : a);
  return {
    enabled,
    ip_rules: rules.flatMap((r) => r.ips.map((ip) => ({ ip, action: action(r.action), note: r.path }))),
    country_rules: rules.flatMap((r) =>
      r.countries.map((country) => ({ country, action: action(r.action) })),
    ),
  };
}

/**
 * A domain's firewall (default action; rules by path or URL with an action, countries and IPs, in
 * the customer's order) and rate-limit routes, under /cdn/ng/domains/{domain_id}/. The plan caps
 * the number of rules, the IPs of a rule and the routes; each refusal names its field.
 */
export const cdnSecurityResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const settings = (domainId: number) =>
    db
      .prepare<[number], { default_action: string; enabled: number }>(
        'SELECT default_action, enabled FROM cdn_firewall_settings WHERE domain_id = ?',
      )
      .get(domainId) ?? {
      default_action: 'allow',
      enabled: 1,
    };
  const firewallView = (call: AuthedCall, domainId: number) => {
    const row = requireDomain(call, domainId);
    const limits = planLimitsOf(call, row);
    const rules = firewallRows(db, row.id).map(toFirewallRule);
    return {
      default_action: settings(row.id).default_action,
      rules,
      max_rules: limits.features.firewall_rules,
      max_ips_per_rule: limits.features.ips_per_rule,
      ...firewallSdkView(settings(row.id).enabled === 1, rules),
    };
  };

  routes.get('/cdn/ng/domains/{domain_id}/firewall', (call) =>
    firewallView(call, Number(call.params.domain_id)),
  );

  routes.post('/cdn/ng/domains/{domain_id}/firewall', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    // the provider's SDK may switch the firewall alone (`enabled`), without an action
    const { enabled } = call.body;
    const action =
      call.body.default_action ?? (enabled === undefined ? undefined : settings(row.id).default_action);
    if (!isFirewallAction(action)) refuseProblems(call, { default_action: 'actionInvalid' });
    const on = enabled === undefined ? settings(row.id).enabled : enabled === true ? 1 : 0;
    db.prepare(
      `INSERT INTO cdn_firewall_settings (domain_id, default_action, enabled) VALUES (?, ?, ?)
       ON CONFLICT(domain_id) DO UPDATE SET default_action = excluded.default_action, enabled = excluded.enabled`,
    ).run(row.id, String(action), on);
    return call.reply(firewallView(call, row.id), 'settingsApplied');
  });

  routes.post('/cdn/ng/domains/{domain_id}/firewall/rules', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    return new Reply(
      toFirewallRule(addFirewallRule(call, row, call.body)),
      securityText(call, 'firewallSaved'),
    );
  });

  routes.delete('/cdn/ng/domains/{domain_id}/firewall/rules/{rule_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    if (!deleteFirewallRule(db, row.id, Number(call.params.rule_id))) throw ruleNotFound(call);
    return new Reply(null, securityText(call, 'ruleDeleted'));
  });

  routes.post('/cdn/ng/domains/{domain_id}/firewall/priority', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const ids = bodyList(call.body.ids).map(Number);
    const current = firewallRows(db, row.id).map((r) => r.id);
    if (!isReorderOf(ids, current)) {
      // a rule deleted meanwhile (or one of another domain) is stale; a list that repeats one is wrong
      if (ids.some((id) => !current.includes(id))) throw ruleNotFound(call);
      throw new HttpError(422, securityText(call, 'orderInvalid'), {
        ids: [securityText(call, 'orderInvalid')],
      });
    }
    db.transaction(() =>
      ids.forEach((id, i) =>
        db.prepare('UPDATE cdn_firewall_rules SET priority = ? WHERE id = ?').run(i + 1, id),
      ),
    )();
    return new Reply(firewallView(call, row.id), securityText(call, 'orderSaved'));
  });

  routes.get('/cdn/ng/domains/{domain_id}/rate-limit', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    return {
      routes: rateLimitRows(db, row.id).map(toRateLimit),
      max_routes: planLimitsOf(call, row).features.rate_limit_routes,
    };
  });

  routes.post('/cdn/ng/domains/{domain_id}/rate-limit', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    return call.reply(toRateLimit(addRateLimitRoute(call, row, call.body)), 'settingsApplied');
  });

  routes.delete('/cdn/ng/domains/{domain_id}/rate-limit/{route_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    if (!deleteRateLimitRoute(db, row.id, Number(call.params.route_id))) throw ruleNotFound(call);
    return new Reply(null, securityText(call, 'ruleDeleted'));
  });
};
