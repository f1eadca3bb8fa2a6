import { planSupports, type PlanFeature } from '@portal/shared-sdk/rules';
import { HttpError } from '../http/envelope';
import type { AuthedCall } from '../http/router';
import { cdnSettingsMessage, type CdnSettingsMessageKey } from './cdnSettingsMessages';

/** The domain a settings call is about: one of the caller's. */
export interface OwnDomain {
  id: number;
  name: string;
  /** the plan's name: free, eco, com or pro */
  plan: string;
}

export function cdnText(
  call: AuthedCall,
  key: CdnSettingsMessageKey,
  params?: Record<string, string | number>,
): string {
  return cdnSettingsMessage(call.lang, key, params);
}

/** A failure whose message is also the message of `field`, when one is given. */
export function cdnFail(
  call: AuthedCall,
  status: number,
  key: CdnSettingsMessageKey,
  field?: string,
  params?: Record<string, string | number>,
): HttpError {
  const text = cdnText(call, key, params);
  return new HttpError(status, text, field ? { [field]: [text] } : undefined);
}

/** A 422 with a message per field (codes of a rule); one problem reads as itself, several as the summary. */
export function cdnFieldsFail(call: AuthedCall, codes: Record<string, CdnSettingsMessageKey>): HttpError {
  const fields = Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, [cdnText(call, code)]]),
  );
  const all = Object.values(fields).flat();
  return new HttpError(422, all.length === 1 ? (all[0] as string) : call.t('invalidData'), fields);
}

/** The caller's domain `domain_id`; another user's, or none, answers 404 "no domain exists". */
export function ownDomain(call: AuthedCall): OwnDomain {
  const id = Number(call.params.domain_id);
  const row = call.ctx.db
    .prepare<[number, number], OwnDomain>(
      `SELECT d.id, d.name, p.name AS plan FROM domains d JOIN plans p ON p.id = d.plan_id WHERE d.id = ? AND d.user_id = ?`,
    )
    .get(id, call.user.id);
  if (!row) throw cdnFail(call, 404, 'domainNotFound');
  return row;
}

/** Refuses a feature the domain's plan lacks, with the product's message (on `field` when given). */
export function requirePlan(call: AuthedCall, domain: OwnDomain, feature: PlanFeature, field?: string): void {
  if (!planSupports(domain.plan, feature)) throw cdnFail(call, 422, 'planGate', field);
}
