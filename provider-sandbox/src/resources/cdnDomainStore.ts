import type { Database } from 'better-sqlite3';
import { HttpError } from '../http/envelope';
import type { Lang } from '../http/messages';
import type { AuthedCall } from '../http/router';
import { cdnDomainsMessage } from './cdnDomainsMessages';

/** A row of `domains` with its plan's names and traffic. */
export interface DomainRow {
  id: number;
  user_id: number;
  name: string;
  status: string;
  wfsr: number;
  suspended_at: number | null;
  added_at: number;
  plan_started_at: number;
  redirect_mode: string;
  ns_pointed_at: number | null;
  current_ns1: string | null;
  current_ns2: string | null;
  new_ns1: string;
  new_ns2: string;
  consumable_traffic: number;
  request_count: number;
  plan_id: number;
  plan_name: string;
  plan_title_en: string;
  plan_title_fa: string;
  plan_traffic: number;
  updated_at: number | null;
}

const SELECT = `SELECT d.*, p.name AS plan_name, p.title_en AS plan_title_en, p.title_fa AS plan_title_fa, p.max_traffic_proxy AS plan_traffic
                  FROM domains d JOIN plans p ON p.id = d.plan_id`;

/** A domain as the provider answers it. */
export function toDomain(d: DomainRow, lang: Lang) {
  return {
    id: d.id,
    name: d.name,
    status: d.status,
    plan: {
      id: d.plan_id,
      name: d.plan_name,
      title: lang === 'fa' ? d.plan_title_fa : d.plan_title_en,
      max_traffic_proxy: d.plan_traffic,
    },
    plan_started_at: d.plan_started_at,
    redirect_mode: d.redirect_mode,
    wfsr: d.wfsr === 1,
    suspended_at: d.suspended_at,
    added_at: d.added_at,
    current_nameservers: [d.current_ns1, d.current_ns2].filter((ns): ns is string => !!ns),
    mc_nameservers: [d.new_ns1, d.new_ns2],
    consumable_traffic: d.consumable_traffic,
    request_count: d.request_count,
    // the names the provider's SDK reads
    user_id: d.user_id,
    plan_id: d.plan_id,
    created_at: d.added_at,
    updated_at: d.updated_at ?? Math.max(d.added_at, d.plan_started_at, d.suspended_at ?? 0),
  };
}

/**
 * A pending domain whose owner's nameserver change has reached the provider (`ns_pointed_at` has
 * come, by the sandbox clock) becomes active, pointing at the product's nameservers: the provider's
 * periodic check, applied whenever domains are read.
 */
export function applyNameserverChecks(db: Database, nowSec: number): void {
  db.prepare(
    `UPDATE domains SET status = 'active', current_ns1 = new_ns1, current_ns2 = new_ns2, updated_at = ns_pointed_at
      WHERE status = 'pending' AND ns_pointed_at IS NOT NULL AND ns_pointed_at <= ?`,
  ).run(nowSec);
}

export function listDomainRows(db: Database, userId: number, nowSec: number): DomainRow[] {
  applyNameserverChecks(db, nowSec);
  return db
    .prepare<[number], DomainRow>(`${SELECT} WHERE d.user_id = ? ORDER BY d.added_at DESC, d.id DESC`)
    .all(userId);
}

export function findDomainRow(
  db: Database,
  userId: number,
  id: number,
  nowSec: number,
): DomainRow | undefined {
  applyNameserverChecks(db, nowSec);
  return db
    .prepare<[number, number], DomainRow>(`${SELECT} WHERE d.user_id = ? AND d.id = ?`)
    .get(userId, id);
}

/**
 * The signed-in user's domain `id`, or 404 "no domain exists": another user's domain answers exactly
 * like an unknown one. Every call under `/cdn/ng/domains/{domain_id}` starts here.
 */
export function requireDomain(call: AuthedCall, id: number | string): DomainRow {
  const row = findDomainRow(call.ctx.db, call.user.id, Number(id), call.ctx.nowSec());
  if (!row) throw new HttpError(404, cdnDomainsMessage(call.lang, 'domainNotFound'));
  return row;
}

/** A 422 naming one field, with a message of this area. */
export function domainFieldError(call: AuthedCall, field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}
