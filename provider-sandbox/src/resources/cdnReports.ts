import {
  DEFAULT_ATTACKS_PER_PAGE,
  MAX_ATTACKS_PER_PAGE,
  cdnAttackPage,
  cdnReportFigures,
  isCdnReportType,
  reportRange,
  type CdnReportType,
  type ReportRange,
  type ReportSource,
} from '@portal/shared-sdk/rules';
import { HttpError } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import { cdnReportsMessage, type CdnReportsMessageKey } from './cdnReportsMessages';

/**
 * What every report call shares: the caller's domain (404 otherwise), the period of the body
 * (`period`, `since?`, `until?`), and the call's own fields checked by `problems`. Every field at
 * fault answers 422 together, in the language asked; a domain not active yet has no reports (409).
 */
function askedReport(call: AuthedCall, problems: Record<string, CdnReportsMessageKey | null>): { range: ReportRange; source: ReportSource } {
  const domain = requireDomain(call, call.params.domain_id as string);
  const text = (key: CdnReportsMessageKey) => cdnReportsMessage(call.lang, key);
  const { period, since, until } = call.body;
  const asked = reportRange({ period, since, until }, call.ctx.nowSec());
  const fields: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries({ ...problems, ...asked.problems })) if (problem) fields[field] = [text(problem)];
  const messages = Object.values(fields).flat();
  if (messages.length > 0 || !asked.range) {
    throw new HttpError(422, messages.length === 1 ? (messages[0] as string) : call.t('invalidData'), fields);
  }
  if (domain.status === 'pending') throw new HttpError(409, text('notActivated'));
  return { range: asked.range, source: { id: domain.id, requests: domain.request_count, traffic: domain.consumable_traffic, addedAt: domain.added_at } };
}

/** A whole number from a JSON or form body, `fallback` when absent, null when not one. */
function wholeOr(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(n) ? n : null;
}

/**
 * A domain's reports, POST /cdn/ng/domains/{domain_id}/reports `{type, period, since?, until?}`:
 * the figures of the SDK's rule, drawn around the domain's requests and traffic this month and
 * counted from the day it was added. A domain not active yet has none (409); a bad report or
 * period answers 422 with the field at fault.
 */
export const cdnReportsResource: Resource = (routes) => {
  routes.post('/cdn/ng/domains/{domain_id}/reports', (call) => {
    const { type } = call.body;
    const { range, source } = askedReport(call, { type: isCdnReportType(type) ? null : 'typeInvalid' });
    // askedReport answered 422 for any other type
    return { type, ...range, ...cdnReportFigures(source, type as CdnReportType, range) };
  });

  /**
   * The attacks of the attacks report one by one, POST /cdn/ng/domains/{domain_id}/reports/attacks
   * `{period, since?, until?, page?, per_page?}`: newest first, a page (1–100 rows, 10 by default)
   * at a time; the same period rules and answers as the report.
   */
  routes.post('/cdn/ng/domains/{domain_id}/reports/attacks', (call) => {
    const page = wholeOr(call.body.page, 1);
    const perPage = wholeOr(call.body.per_page, DEFAULT_ATTACKS_PER_PAGE);
    const { range, source } = askedReport(call, {
      page: page !== null && page >= 1 ? null : 'pageInvalid',
      per_page: perPage !== null && perPage >= 1 && perPage <= MAX_ATTACKS_PER_PAGE ? null : 'perPageInvalid',
    });
    // askedReport answered 422 when either was not a whole number in its bounds
    return cdnAttackPage(source, range, page as number, perPage as number);
  });
};
