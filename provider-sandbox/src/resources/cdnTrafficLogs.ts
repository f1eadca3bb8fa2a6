import { CUSTOM_PAGE_SECTIONS, customPageProblem, isCustomPageSection, logForwarderProblems, planSupports } from '@portal/shared-sdk/rules';
import { Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { requireDomain } from './cdnDomainStore';
import { bodyList, planLimitError, refuseProblems, ruleNotFound, securityText } from './cdnSecurityStore';

interface ForwarderRow {
  id: number;
  domain_id: number;
  service: string;
  receiver: string;
  parameters: string;
  delimiter: string;
}

const toForwarder = (r: ForwarderRow) => ({ id: r.id, service: r.service, receiver: r.receiver, parameters: JSON.parse(r.parameters) as string[], delimiter: r.delimiter });

/**
 * A domain's log forwarders (service, receiver, parameters, delimiter; edited and deleted) and its
 * custom pages (error, block and captcha pages as HTML; a captcha page holds `mc_captcha_box`),
 * under /cdn/ng/domains/{domain_id}/.
 */
export const cdnTrafficLogsResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const forwarderRow = (call: AuthedCall, domainId: number) => {
    const found = db.prepare<[number, number], ForwarderRow>('SELECT * FROM cdn_log_forwarders WHERE id = ? AND domain_id = ?').get(Number(call.params.forwarder_id), domainId);
    if (!found) throw ruleNotFound(call);
    return found;
  };
  const forwarderInput = (call: AuthedCall) => {
    const input = {
      service: String(call.body.service ?? ''),
      receiver: String(call.body.receiver ?? '').trim(),
      parameters: bodyList(call.body.parameters).map((p) => p.trim()).filter(Boolean),
      delimiter: String(call.body.delimiter ?? ''),
    };
    refuseProblems(call, logForwarderProblems(input));
    return input;
  };

  routes.get('/cdn/ng/domains/{domain_id}/log-forwarders', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    return db.prepare<[number], ForwarderRow>('SELECT * FROM cdn_log_forwarders WHERE domain_id = ? ORDER BY id').all(row.id).map(toForwarder);
  });

  routes.post('/cdn/ng/domains/{domain_id}/log-forwarders', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const f = forwarderInput(call);
    // log forwarding comes with the commercial plan
    if (!planSupports(row.plan_name, 'log_forwarding')) throw planLimitError(call);
    const { lastInsertRowid } = db
      .prepare('INSERT INTO cdn_log_forwarders (domain_id, service, receiver, parameters, delimiter) VALUES (?, ?, ?, ?, ?)')
      .run(row.id, f.service, f.receiver, JSON.stringify(f.parameters), f.delimiter);
    call.params.forwarder_id = String(lastInsertRowid);
    return new Reply(toForwarder(forwarderRow(call, row.id)), securityText(call, 'forwarderSaved'));
  });

  routes.put('/cdn/ng/domains/{domain_id}/log-forwarders/{forwarder_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = forwarderRow(call, row.id);
    const f = forwarderInput(call);
    db.prepare('UPDATE cdn_log_forwarders SET service = ?, receiver = ?, parameters = ?, delimiter = ? WHERE id = ?').run(
      f.service, f.receiver, JSON.stringify(f.parameters), f.delimiter, existing.id,
    );
    return new Reply(toForwarder(forwarderRow(call, row.id)), securityText(call, 'forwarderSaved'));
  });

  routes.delete('/cdn/ng/domains/{domain_id}/log-forwarders/{forwarder_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    db.prepare('DELETE FROM cdn_log_forwarders WHERE id = ?').run(forwarderRow(call, row.id).id);
    return new Reply(null, securityText(call, 'forwarderDeleted'));
  });

  const pagesOf = (domainId: number) => {
    const rows = db.prepare<[number], { section: string; html: string }>('SELECT section, html FROM cdn_custom_pages WHERE domain_id = ?').all(domainId);
    // null: the provider's own page is shown
    return Object.fromEntries(CUSTOM_PAGE_SECTIONS.map((s) => [s, rows.find((r) => r.section === s)?.html ?? null]));
  };

  routes.get('/cdn/ng/domains/{domain_id}/custom-pages', (call) => pagesOf(requireDomain(call, call.params.domain_id as string).id));

  routes.post('/cdn/ng/domains/{domain_id}/custom-pages', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const section = String(call.body.section ?? '');
    const html = String(call.body.html ?? '');
    const problem = customPageProblem(section, html);
    if (problem) refuseProblems(call, { [problem === 'sectionInvalid' ? 'section' : 'html']: problem });
    db.prepare(
      'INSERT INTO cdn_custom_pages (domain_id, section, html, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(domain_id, section) DO UPDATE SET html = excluded.html, updated_at = excluded.updated_at',
    ).run(row.id, section, html, ctx.nowSec());
    return new Reply(pagesOf(row.id), securityText(call, 'pageSaved'));
  });

  routes.delete('/cdn/ng/domains/{domain_id}/custom-pages', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const section = call.body.section ?? call.query.section;
    if (!isCustomPageSection(section)) refuseProblems(call, { section: 'sectionInvalid' });
    db.prepare('DELETE FROM cdn_custom_pages WHERE domain_id = ? AND section = ?').run(row.id, String(section));
    return new Reply(pagesOf(row.id), securityText(call, 'pageReset'));
  });
};
