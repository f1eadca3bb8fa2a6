import { cdnReportFigures, isCdnReportType, reportRange } from '@portal/shared-sdk/rules';
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
};
