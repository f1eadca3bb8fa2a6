import { DEFAULT_ATTACKS_PER_PAGE, MAX_ATTACKS_PER_PAGE, cdnAttackPage, cdnReportFigures, isCdnReportType, reportRange } from '@portal/shared-sdk/rules';
import { HttpError } from '../http/envelope';
import type { Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import { cdnReportsMessage } from './cdnReportsMessages';

/**
 * A domain's reports, POST /cdn/ng/domains/{domain_id}/reports `{type, period, since?, until?}`:
 * the figures of the SDK's rule, drawn around the domain's requests and traffic this month and
 * counted from the day it was added. A domain not active yet has none (409); a bad report or
 * period answers 422 with the field at fault.
 */
export const cdnReportsResource: Resource = (routes, ctx) => {
  routes.post('/cdn/ng/domains/{domain_id}/reports', (call) => {
    const domain = requireDomain(call, call.params.domain_id as string);
    const text = (key: Parameters<typeof cdnReportsMessage>[1]) => cdnReportsMessage(call.lang, key);
    const { type, period, since, until } = call.body;
    const fields: Record<string, string[]> = {};
    if (!isCdnReportType(type)) fields.type = [text('typeInvalid')];
    const asked = reportRange({ period, since, until }, ctx.nowSec());
    for (const [field, problem] of Object.entries(asked.problems ?? {})) fields[field] = [text(problem)];
    const messages = Object.values(fields).flat();
    if (messages.length > 0 || !asked.range || !isCdnReportType(type)) {
      throw new HttpError(422, messages.length === 1 ? (messages[0] as string) : call.t('invalidData'), fields);
    }
    if (domain.status === 'pending') throw new HttpError(409, text('notActivated'));
    const source = { id: domain.id, requests: domain.request_count, traffic: domain.consumable_traffic, addedAt: domain.added_at };
    return { type, ...asked.range, ...cdnReportFigures(source, type, asked.range) };
  });

  /**
   * The attacks of the attacks report one by one, POST /cdn/ng/domains/{domain_id}/reports/attacks
   * `{period, since?, until?, page?, per_page?}`: newest first, a page (1–100 rows, 10 by default)
   * at a time; the same period rules and answers as the report.
   */
  routes.post('/cdn/ng/domains/{domain_id}/reports/attacks', (call) => {
    const domain = requireDomain(call, call.params.domain_id as string);
    const text = (key: Parameters<typeof cdnReportsMessage>[1]) => cdnReportsMessage(call.lang, key);
    const { period, since, until } = call.body;
    const fields: Record<string, string[]> = {};
    const asked = reportRange({ period, since, until }, ctx.nowSec());
    for (const [field, problem] of Object.entries(asked.problems ?? {})) fields[field] = [text(problem)];
    const page = wholeOr(call.body.page, 1);
    const perPage = wholeOr(call.body.per_page, DEFAULT_ATTACKS_PER_PAGE);
    if (page === null || page < 1) fields.page = [text('pageInvalid')];
    if (perPage === null || perPage < 1 || perPage > MAX_ATTACKS_PER_PAGE) fields.per_page = [text('perPageInvalid')];
    const messages = Object.values(fields).flat();
    if (messages.length > 0 || !asked.range || page === null || perPage === null) {
      throw new HttpError(422, messages.length === 1 ? (messages[0] as string) : call.t('invalidData'), fields);
    }
    if (domain.status === 'pending') throw new HttpError(409, text('notActivated'));
    const source = { id: domain.id, requests: domain.request_count, traffic: domain.consumable_traffic, addedAt: domain.added_at };
    return cdnAttackPage(source, asked.range, page, perPage);
  });
};

/** A whole number from a JSON or form body, `fallback` when absent, null when not one. */
function wholeOr(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(n) ? n : null;
}
