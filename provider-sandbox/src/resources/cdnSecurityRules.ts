import type { Database } from 'better-sqlite3';
import {
  firewallRuleProblems,
  planLimitReached,
  rateLimitRouteProblems,
  ruleCountry,
} from '@portal/api-cdn/rules';
import type { AuthedCall } from '../http/router';
import type { DomainRow } from './cdnDomainStore';
import { bodyList, planLimitError, planLimitsOf, refuseProblems } from './cdnSecurityStore';

/**
 * A domain's firewall rules and rate-limit routes as rows, and how one is added: the shared rules
 * and the plan's caps checked first (422 naming each field, nothing stored). The firewall's and
 * rate limit's own calls add them here, and so do the page rules' sections (`paths/{id}/rules`,
 * `paths/direct-rule/{section}`) of the provider's SDK.
 */

export interface FirewallRow {
  id: number;
  domain_id: number;
  path: string;
  action: string;
  countries: string;
  ips: string;
  priority: number;
  created_at: number | null;
}

export interface RateLimitRow {
  id: number;
  domain_id: number;
  path: string;
  requests: number;
  period: number;
  action: string;
  created_at: number | null;
}

export const toFirewallRule = (r: FirewallRow) => ({
  id: r.id,
  path: r.path,
  action: r.action,
  countries: JSON.parse(r.countries) as string[],
  ips: JSON.parse(r.ips) as string[],
  priority: r.priority,
});

export const toRateLimit = (r: RateLimitRow) => ({
  id: r.id,
  path: r.path,
  requests: r.requests,
  period: r.period,
  action: r.action,
});

export const firewallRows = (db: Database, domainId: number) =>
  db
    .prepare<[number], FirewallRow>(
      'SELECT * FROM cdn_firewall_rules WHERE domain_id = ? ORDER BY priority, id',
    )
    .all(domainId);

export const rateLimitRows = (db: Database, domainId: number) =>
  db
    .prepare<[number], RateLimitRow>('SELECT * FROM cdn_rate_limits WHERE domain_id = ? ORDER BY id')
    .all(domainId);

/** Adds a firewall rule at the end of the domain's order, from `{ path, action, countries[], ips[] }`. */
export function addFirewallRule(
  call: AuthedCall,
  row: DomainRow,
  body: Record<string, unknown>,
): FirewallRow {
  const { db } = call.ctx;
  const limits = planLimitsOf(call, row);
  const input = {
    path: String(body.path ?? '').trim(),
    action: String(body.action ?? ''),
    countries: bodyList(body.countries).map((c) => c.trim().toUpperCase()),
    ips: bodyList(body.ips).map((ip) => ip.trim()),
  };
  refuseProblems(call, firewallRuleProblems(input, row.name, limits));
  const rows = firewallRows(db, row.id);
  if (planLimitReached(limits, 'firewallRules', rows.length)) throw planLimitError(call);
  const countries = input.countries.map((c) => ruleCountry(c)!.code);
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO cdn_firewall_rules (domain_id, path, action, countries, ips, priority, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      row.id,
      input.path,
      input.action,
      JSON.stringify(countries),
      JSON.stringify(input.ips),
      rows.length + 1,
      call.ctx.nowSec(),
    );
  return db
    .prepare<[number], FirewallRow>('SELECT * FROM cdn_firewall_rules WHERE id = ?')
    .get(Number(lastInsertRowid))!;
}

/** Deletes a firewall rule; the rules after it move up (priorities stay 1..n). False when the domain has no such rule. */
export function deleteFirewallRule(db: Database, domainId: number, id: number): boolean {
  const { changes } = db
    .prepare('DELETE FROM cdn_firewall_rules WHERE id = ? AND domain_id = ?')
    .run(id, domainId);
  if (changes === 0) return false;
  firewallRows(db, domainId).forEach((r, i) =>
    db.prepare('UPDATE cdn_firewall_rules SET priority = ? WHERE id = ?').run(i + 1, r.id),
  );
  return true;
}

/** Adds a rate-limit route from `{ path, requests, period, action }`. */
export function addRateLimitRoute(
  call: AuthedCall,
  row: DomainRow,
  body: Record<string, unknown>,
): RateLimitRow {
  const { db } = call.ctx;
  const input = {
    path: String(body.path ?? '').trim(),
    requests: Number(body.requests),
    period: Number(body.period),
    action: String(body.action ?? ''),
  };
  refuseProblems(call, rateLimitRouteProblems(input, row.name));
  if (planLimitReached(planLimitsOf(call, row), 'rateLimitRoutes', rateLimitRows(db, row.id).length))
    throw planLimitError(call);
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO cdn_rate_limits (domain_id, path, requests, period, action, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(row.id, input.path, input.requests, input.period, input.action, call.ctx.nowSec());
  return db
    .prepare<[number], RateLimitRow>('SELECT * FROM cdn_rate_limits WHERE id = ?')
    .get(Number(lastInsertRowid))!;
}

/** Deletes a rate-limit route; false when the domain has no such route. */
export function deleteRateLimitRoute(db: Database, domainId: number, id: number): boolean {
  return (
    db.prepare('DELETE FROM cdn_rate_limits WHERE id = ? AND domain_id = ?').run(id, domainId).changes > 0
  );
}
