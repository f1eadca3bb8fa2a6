import type { PlanLimitsSource } from '@portal/api-cdn/rules';
import { HttpError } from '../http/envelope';
import type { AuthedCall } from '../http/router';
import { findPlanRow } from './cdnPlanStore';
import { cdnSecurityMessage, type CdnSecurityMessageKey } from './cdnSecurityMessages';
import type { DomainRow } from './cdnDomainStore';

export const securityText = (
  call: AuthedCall,
  key: CdnSecurityMessageKey,
  params?: Record<string, string | number>,
) => cdnSecurityMessage(call.lang, key, params);

/** The limits of the domain's plan. */
export function planLimitsOf(call: AuthedCall, row: DomainRow): PlanLimitsSource {
  const plan = findPlanRow(call.ctx.db, row.plan_id);
  if (!plan) throw new HttpError(500, call.t('tryAgain'));
  return {
    max_page_rules: plan.max_page_rules,
    ddos_modules: JSON.parse(plan.ddos_modules) as string[],
    ddos_challenge_ttl: plan.ddos_challenge_ttl,
    features: JSON.parse(plan.features) as PlanLimitsSource['features'],
  };
}

/**
 * Throws a 422 naming every field a shared rule refused, each with its message; the first is the
 * answer's message. Nothing is stored then.
 */
export function refuseProblems(
  call: AuthedCall,
  problems: Partial<Record<string, CdnSecurityMessageKey>>,
): void {
  const entries = Object.entries(problems).filter(
    (e): e is [string, CdnSecurityMessageKey] => e[1] !== undefined,
  );
  if (entries.length === 0) return;
  const fields = Object.fromEntries(entries.map(([field, key]) => [field, [securityText(call, key)]]));
  throw new HttpError(422, securityText(call, entries[0]![1]), fields);
}

/** 422 "Unfortunately, your plan does not support this feature" when one more would pass the plan's cap. */
export function planLimitError(call: AuthedCall, field?: string): HttpError {
  const message = securityText(call, 'planLimit');
  return new HttpError(422, message, field ? { [field]: [message] } : undefined);
}

/** 404 "The desired rule does not exist": a rule deleted meanwhile, or another domain's. */
export function ruleNotFound(call: AuthedCall): HttpError {
  return new HttpError(404, securityText(call, 'ruleNotFound'));
}

/** A list in the body: an array as sent, or none (a form cannot send an empty list). */
export function bodyList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v));
  // a long form list (`ips[25]=…`) is parsed as an object keyed by index
  if (typeof value === 'object' && value !== null) return Object.values(value).map((v) => String(v));
  if (value === undefined || value === null || value === '') return [];
  return [String(value)];
}
