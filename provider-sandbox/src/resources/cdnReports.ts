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
} from '@portal/api-cdn/rules';
import { HttpError } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import { cdnReportsMessage, type CdnReportsMessageKey } from './cdnReportsMessages';

/**
 * What every report call shares: the caller's domain (404 otherwise), the period of the body
 * (`period`, `since?`, `until?`), and the call's own fields checked by `problems`. Every field at
 * fault answers 422 together, in the language asked; a domain not active yet has no reports (409).
 */
function askedReport(
  call: AuthedCall,
  problems: Record<string, CdnReportsMessageKey | null>,
): { range: ReportRange; source: ReportSource } {
  const domain = requireDomain(call, call.params.domain_id as string);
  const text = (key: CdnReportsMessageKey) => cdnReportsMessage(call.lang, key);
  const { period, since, until } = call.body;
  const asked = reportRange({ period, since, until }, call.ctx.nowSec());
  const fields: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries({ ...problems, ...asked.problems }))
    if (problem) fields[field] = [text(problem)];
  const messages = Object.values(fields).flat();
  if (messages.length > 0 || !asked.range) {
    throw new HttpError(422, messages.length === 1 ? (messages[0] as string) : call.t('invalidData'), fields);
  }
  if (domain.status === 'pending') throw new HttpError(409, text('notActivated'));
  return {
    range: asked.range,
    source: {
      id: domain.id,
      requests: domain.request_count,
      traffic: domain.consumable_traffic,
      addedAt: domain.added_at,
    },
  };
}

/** The provider SDK's report names, as this provider's reports count them. */
const SDK_REPORT_TYPES: Readonly<Record<string, CdnReportType>> = {
  requests: 'status',
  status_codes: 'status',
  threats: 'attacks',
  cache: 'traffic',
};
const DAY = 86_400; // seconds

/** A day `YYYY-MM-DD` (UTC) in unix seconds; NaN when it is not one. */
function dayStart(value: unknown): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value ?? '').trim());
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 1000 : Number.NaN;
}

/**
 * The provider's SDK asks for a report by days and by its own names: `{ start_date, end_date }`
 * (`YYYY-MM-DD`, the end day included) and `type` traffic, requests, threats, cache or
 * status_codes (`granularity` is left to the range, as every report's step is). The body is read
 * as the custom period and the report that counts the same; true when the call asked that way.
 */
function fromSdkReportBody(call: AuthedCall): boolean {
  const body = call.body;
  if (typeof body.type === 'string' && body.type in SDK_REPORT_TYPES) body.type = SDK_REPORT_TYPES[body.type];
  if (body.start_date === undefined && body.end_date === undefined) return false;
  body.period ??= 'custom';
  body.since ??= dayStart(body.start_date);
  body.until ??= dayStart(body.end_date) + DAY;
  return true;
}

/** A refusal of a call asked by days names the days (`start_date`, `end_date`), not `since` and `until`. */
function withSdkFieldNames<T>(sdkAsked: boolean, ask: () => T): T {
  try {
    return ask();
  } catch (error) {
    if (!sdkAsked || !(error instanceof HttpError) || !error.fields) throw error;
    const names: Record<string, string> = { since: 'start_date', until: 'end_date' };
    const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [names[k] ?? k, v]));
    throw new HttpError(error.status, error.message, fields);
  }
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
    const sdkAsked = fromSdkReportBody(call);
    const { type } = call.body;
    const { range, source } = withSdkFieldNames(sdkAsked, () =>
      askedReport(call, { type: isCdnReportType(type) ? null : 'typeInvalid' }),
    );
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
