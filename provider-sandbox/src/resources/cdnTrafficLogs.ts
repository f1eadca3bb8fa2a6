import { planSupports } from '@portal/shared-sdk/rules';
import {
  CUSTOM_PAGE_SECTIONS,
  customPageProblem,
  isCustomPageSection,
  logForwarderProblems,
  type CustomPageSection,
} from '@portal/api-cdn/rules';
import { HttpError, Reply } from '../http/envelope';
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
  name: string | null;
  enabled: number;
}

const toForwarder = (r: ForwarderRow) => ({
  id: r.id,
  service: r.service,
  receiver: r.receiver,
  parameters: JSON.parse(r.parameters) as string[],
  delimiter: r.delimiter,
  // as the provider's SDK reads a forwarder
  domain_id: r.domain_id,
  name: r.name ?? r.receiver,
  type: r.service,
  destination: r.receiver,
  enabled: r.enabled === 1,
});

const NAME_MAX = 100;
const isOff = (v: unknown) => v === false || v === 'false' || v === '0' || v === 0;

/** The custom pages under the provider SDK's names, each one of this product's three pages. */
const SDK_PAGES: Readonly<Record<string, CustomPageSection>> = {
  e403: 'block',
  e403waf: 'block',
  e403iprestrict: 'block',
  e429: 'block',
  e502: 'error',
  e504: 'error',
  maintenance_mode: 'error',
  challenge: 'captcha',
  captcha_page: 'captcha',
};

/**
 * A domain's log forwarders (service, receiver, parameters, delimiter; edited and deleted) and its
 * custom pages (error, block and captcha pages as HTML; a captcha page holds `mc_captcha_box`),
 * under /cdn/ng/domains/{domain_id}/.
 */
export const cdnTrafficLogsResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const forwarderRow = (call: AuthedCall, domainId: number) => {
    const found = db
      .prepare<[number, number], ForwarderRow>(
        'SELECT * FROM cdn_log_forwarders WHERE id = ? AND domain_id = ?',
      )
      .get(Number(call.params.forwarder_id), domainId);
    if (!found) throw ruleNotFound(call);
    return found;
  };
  /**
   * A forwarder from the call over `existing` (what a change leaves out stays: the provider's SDK
   * sends what changes), with its name and switch; `format` and `headers` (the SDK's) are refused,
   * not dropped: a log line is the parameters joined by the delimiter, sent as is.
   */
  const forwarderInput = (call: AuthedCall, existing?: ForwarderRow) => {
    const b = call.body;
    const before = existing ? toForwarder(existing) : undefined;
    const input = {
      service: String(b.service ?? before?.service ?? ''),
      receiver: String(b.receiver ?? before?.receiver ?? '').trim(),
      parameters:
        b.parameters === undefined && before
          ? before.parameters
          : bodyList(b.parameters)
              .map((p) => p.trim())
              .filter(Boolean),
      delimiter: String(b.delimiter ?? before?.delimiter ?? ''),
    };
    const name = b.name === undefined ? (existing?.name ?? null) : String(b.name).trim() || null;
    refuseProblems(call, {
      ...logForwarderProblems(input),
      name: name !== null && name.length > NAME_MAX ? 'forwarderNameTooLong' : undefined,
      format: b.format === undefined ? undefined : 'forwarderFieldUnsupported',
      headers: b.headers === undefined ? undefined : 'forwarderFieldUnsupported',
    });
    const enabled = b.enabled === undefined ? (existing?.enabled ?? 1) : isOff(b.enabled) ? 0 : 1;
    return { ...input, name, enabled };
  };

  routes.get('/cdn/ng/domains/{domain_id}/log-forwarders', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    return db
      .prepare<[number], ForwarderRow>('SELECT * FROM cdn_log_forwarders WHERE domain_id = ? ORDER BY id')
      .all(row.id)
      .map(toForwarder);
  });

  routes.post('/cdn/ng/domains/{domain_id}/log-forwarders', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const f = forwarderInput(call);
    // log forwarding comes with the commercial plan
    if (!planSupports(row.plan_name, 'log_forwarding')) throw planLimitError(call);
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO cdn_log_forwarders (domain_id, service, receiver, parameters, delimiter, name, enabled) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(row.id, f.service, f.receiver, JSON.stringify(f.parameters), f.delimiter, f.name, f.enabled);
    call.params.forwarder_id = String(lastInsertRowid);
    return new Reply(toForwarder(forwarderRow(call, row.id)), securityText(call, 'forwarderSaved'));
  });

  routes.put('/cdn/ng/domains/{domain_id}/log-forwarders/{forwarder_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const existing = forwarderRow(call, row.id);
    // the portal sends the whole forwarder, its parameters with it (never empty); the provider's SDK what changes
    const f = forwarderInput(call, call.body.parameters === undefined ? existing : undefined);
    db.prepare(
      'UPDATE cdn_log_forwarders SET service = ?, receiver = ?, parameters = ?, delimiter = ?, name = ?, enabled = ? WHERE id = ?',
    ).run(f.service, f.receiver, JSON.stringify(f.parameters), f.delimiter, f.name, f.enabled, existing.id);
    return new Reply(toForwarder(forwarderRow(call, row.id)), securityText(call, 'forwarderSaved'));
  });

  routes.delete('/cdn/ng/domains/{domain_id}/log-forwarders/{forwarder_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    db.prepare('DELETE FROM cdn_log_forwarders WHERE id = ?').run(forwarderRow(call, row.id).id);
    return new Reply(null, securityText(call, 'forwarderDeleted'));
  });

  const pagesOf = (domainId: number) => {
    const rows = db
      .prepare<[number], { section: string; html: string }>(
        'SELECT section, html FROM cdn_custom_pages WHERE domain_id = ?',
      )
      .all(domainId);
    // null: the provider's own page is shown
    const pages = Object.fromEntries(
      CUSTOM_PAGE_SECTIONS.map((s) => [s, rows.find((r) => r.section === s)?.html ?? null]),
    ) as Record<CustomPageSection, string | null>;
    return {
      ...pages,
      ...Object.fromEntries(Object.entries(SDK_PAGES).map(([key, section]) => [key, pages[section]])),
    };
  };

  routes.get('/cdn/ng/domains/{domain_id}/custom-pages', (call) =>
    pagesOf(requireDomain(call, call.params.domain_id as string).id),
  );

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

  /**
   * The provider SDK's pages at once, by its names (`e403`, `e502`, `captcha_page`…), each one of the
   * three pages here; two names of one page with different HTML are refused (which is meant?). Every
   * page is held to the page rule (a captcha page holds `mc_captcha_box`); all are stored, or none.
   */
  routes.put('/cdn/ng/domains/{domain_id}/custom-pages', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const sent = Object.entries(call.body).filter(([key]) => key in SDK_PAGES);
    if (sent.length === 0) refuseProblems(call, { e403: 'pagesNone' });
    const pages = new Map<CustomPageSection, { key: string; html: string }>();
    const fields: Record<string, string[]> = {};
    for (const [key, value] of sent) {
      const section = SDK_PAGES[key] as CustomPageSection;
      const html = String(value ?? '');
      const problem = customPageProblem(section, html);
      const first = pages.get(section);
      if (problem) fields[key] = [securityText(call, problem)];
      else if (first && first.html !== html)
        fields[key] = [securityText(call, 'pageSameSection', { other: first.key })];
      else pages.set(section, { key, html });
    }
    const messages = Object.values(fields).flat();
    if (messages.length > 0)
      throw new HttpError(
        422,
        messages.length === 1 ? (messages[0] as string) : call.t('invalidData'),
        fields,
      );
    const save = db.prepare(
      'INSERT INTO cdn_custom_pages (domain_id, section, html, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(domain_id, section) DO UPDATE SET html = excluded.html, updated_at = excluded.updated_at',
    );
    db.transaction(() => {
      for (const [section, { html }] of pages) save.run(row.id, section, html, ctx.nowSec());
    })();
    return new Reply(pagesOf(row.id), securityText(call, 'pageSaved'));
  });

  // one page back to the provider's (`section`), or every page when none is named (the provider's SDK)
  routes.delete('/cdn/ng/domains/{domain_id}/custom-pages', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const section = call.body.section ?? call.query.section;
    if (section === undefined) {
      db.prepare('DELETE FROM cdn_custom_pages WHERE domain_id = ?').run(row.id);
      return new Reply(pagesOf(row.id), securityText(call, 'pageReset'));
    }
    if (!isCustomPageSection(section)) refuseProblems(call, { section: 'sectionInvalid' });
    db.prepare('DELETE FROM cdn_custom_pages WHERE domain_id = ? AND section = ?').run(
      row.id,
      String(section),
    );
    return new Reply(pagesOf(row.id), securityText(call, 'pageReset'));
  });
};
