import { http } from 'msw';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { cdnAttackPage, cdnReportFigures, isCdnReportType, reportRange } from '@portal/api-cdn';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { domainsIn } from './testServer';

/** Every report asked, its body as sent (tests check what the page asked for). */
export const reportRequests: Record<string, string>[] = [];
/** Every page of the attack list asked, its body as sent. */
export const attackListRequests: Record<string, string>[] = [];

/**
 * POST /cdn/ng/domains/{id}/reports as the sandbox answers it at FACTORY_NOW (a custom range: now): the SDK's figures of
 * the demo domain, 422 with the field for a bad period, 409 for a domain not active yet.
 */
export const reportsHandlers = [
  http.post('/api/v1/cdn/ng/domains/:id/reports', async ({ request, params }) => {
    const body = Object.fromEntries(new URLSearchParams(await request.text()));
    reportRequests.push(body);
    const domain = domainsIn().find((d) => d.id === Number(params.id));
    if (!domain) return apiFailure(404, 'no domain exists');
    // presets at the demo data's moment (known figures); a custom range is chosen on the real calendar
    const now = body.period === 'custom' ? Math.floor(Date.now() / 1000) : FACTORY_NOW;
    const asked = reportRange(body, now);
    if (!asked.range || !isCdnReportType(body.type))
      return apiFailure(422, 'The given data was invalid', { period: ['Choose a period'] });
    if (domain.status === 'pending') return apiFailure(409, 'Your domain has not been activated yet');
    const source = {
      id: domain.id,
      requests: domain.request_count,
      traffic: domain.consumable_traffic,
      addedAt: domain.added_at,
    };
    return apiOk({ type: body.type, ...asked.range, ...cdnReportFigures(source, body.type, asked.range) });
  }),
  // the attack list of the same period, a page at a time
  http.post('/api/v1/cdn/ng/domains/:id/reports/attacks', async ({ request, params }) => {
    const body = Object.fromEntries(new URLSearchParams(await request.text()));
    attackListRequests.push(body);
    const domain = domainsIn().find((d) => d.id === Number(params.id));
    if (!domain) return apiFailure(404, 'no domain exists');
    const asked = reportRange(body, body.period === 'custom' ? Math.floor(Date.now() / 1000) : FACTORY_NOW);
    if (!asked.range) return apiFailure(422, 'The given data was invalid', { period: ['Choose a period'] });
    const source = {
      id: domain.id,
      requests: domain.request_count,
      traffic: domain.consumable_traffic,
      addedAt: domain.added_at,
    };
    return apiOk(cdnAttackPage(source, asked.range, Number(body.page ?? 1), Number(body.per_page ?? 10)));
  }),
];
