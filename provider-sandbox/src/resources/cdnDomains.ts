import {
  FREE_PLAN_ID,
  downgradeAllowedAt,
  formatDate,
  planChangeRefusal,
  validateDomainName,
} from '@portal/shared-sdk/rules';
import {
  CONFIRM_CODE_RESEND_SECONDS,
  REPORT_SLOT,
  cdnReportFigures,
  reportStep,
  deletePhraseMatches,
  isRedirectMode,
} from '@portal/api-cdn/rules';
import { HttpError, Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { checkCode, CODE_TTL_SECONDS, secondsSinceLastCode, sendCode } from '../outbox/outbox';
import { cdnDomainsMessage, type CdnDomainsMessageKey } from './cdnDomainsMessages';
import { findDomainRow, listDomainRows, requireDomain, toDomain, type DomainRow } from './cdnDomainStore';
import { findPlanRow, listPlanRows, priceList, purchasePlan, toPlan } from './cdnPlanStore';
import { registrarNameservers, whoisOf } from './cdnWhois';
import { recordAudit } from '../audit/recordAudit';

/** The product's nameservers every domain is moved to. */
export const CDN_NAMESERVERS = ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'] as const;

/** How long after a domain is added the sandbox "sees" its owner's nameserver change (the registrar's work), seconds. */
export const NS_CHANGE_SEEN_AFTER_SECONDS = 30 * 60;

const DOMAIN_ERRORS = {
  requiredDomain: 'domainRequired',
  invalidDomain: 'domainInvalid',
  existDomain: 'domainExists',
} as const;

const text = (call: AuthedCall, key: CdnDomainsMessageKey, params?: Record<string, string | number>) =>
  cdnDomainsMessage(call.lang, key, params);

/** A 422 naming one field. */
function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

/** `0912***0001`: where a code went, partly hidden. */
function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 4)}***${phone.slice(-4)}` : '***';
}

const deletePurpose = (domainId: number) => `domain-delete:${domainId}`;

/**
 * What the cache and the WAF did for the domain this month, as the provider's SDK reads it: the
 * month's reports (the same figures the reports screen draws) over the requests and bytes served.
 */
function monthFromCache(row: DomainRow, from: number, now: number) {
  if (now - from < REPORT_SLOT) return { cached_requests: 0, cached_bandwidth: 0, threats_blocked: 0 };
  const source = {
    id: row.id,
    requests: row.request_count,
    traffic: row.consumable_traffic,
    addedAt: row.added_at,
  };
  const range = { period: 'custom' as const, since: from, until: now, step: reportStep(now - from) };
  const traffic = cdnReportFigures(source, 'traffic', range).statistics;
  const requests = cdnReportFigures(source, 'status', range).statistics.total ?? 0;
  const served = traffic.served ?? 0;
  const saved = traffic.saved ?? 0;
  return {
    cached_requests: served > 0 ? Math.round((requests * saved) / served) : 0,
    cached_bandwidth: saved,
    threats_blocked: cdnReportFigures(source, 'attacks', range).statistics.total ?? 0,
  };
}

function monthStart(nowSec: number): number {
  const d = new Date(nowSec * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
}

/**
 * The CDN domain and plan calls under /cdn/ng/: the list, adding a domain, a domain's information,
 * usage, whois and redirect mode, its deletion (typed name + a code from the outbox) and the plans.
 * Only the user's own domains are ever seen: another user's answers like an unknown one.
 */
export const cdnDomainsResource: Resource = (routes, ctx) => {
  const { db } = ctx;
  const domainView = (call: AuthedCall, row: DomainRow) => toDomain(row, call.lang);

  routes.get('/cdn/ng/domains', (call) =>
    listDomainRows(db, call.user.id, ctx.nowSec()).map((d) => domainView(call, d)),
  );

  routes.post('/cdn/ng/domains', (call) => {
    // a domain is on the CDN once, whoever added it (the same rule the wizard applies to the user's own list)
    const taken = db
      .prepare<[], { name: string }>('SELECT name FROM domains')
      .all()
      .map((r) => r.name);
    const { domain, error } = validateDomainName(String(call.body.domain ?? ''), taken);
    if (error) throw fieldError('domain', text(call, DOMAIN_ERRORS[error]));
    // the provider's SDK may name a plan: a new domain starts on the free one, bought plans come after
    if (call.body.plan_id !== undefined && Number(call.body.plan_id) !== FREE_PLAN_ID)
      throw fieldError('plan_id', text(call, 'planFreeFirst'));
    const now = ctx.nowSec();
    const [ns1, ns2] = registrarNameservers(domain);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO domains (user_id, name, status, plan_id, plan_started_at, added_at, current_ns1, current_ns2, new_ns1, new_ns2, ns_pointed_at)
         VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        call.user.id,
        domain,
        FREE_PLAN_ID,
        now,
        now,
        ns1,
        ns2,
        CDN_NAMESERVERS[0],
        CDN_NAMESERVERS[1],
        now + NS_CHANGE_SEEN_AFTER_SECONDS,
      );
    const row = requireDomain(call, Number(lastInsertRowid));
    recordAudit(call, {
      action: 'domain.create',
      resourceKind: 'domain',
      resourceId: row.id,
      resourceName: domain,
    });
    return new Reply(domainView(call, row), text(call, 'domainAdded', { domain }));
  });

  routes.get('/cdn/ng/domains/{domain_id}', (call) =>
    domainView(call, requireDomain(call, call.params.domain_id as string)),
  );

  routes.get('/cdn/ng/domains/{domain_id}/usage', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const now = ctx.nowSec();
    const from = monthStart(now);
    // the peak: this month's bytes as if a tenth of them came in one busy hour
    const bandwidth = Math.round(row.consumable_traffic / 10 / 3600);
    return {
      traffic: row.consumable_traffic,
      requests: row.request_count,
      bandwidth,
      traffic_limit: row.plan_traffic,
      period: { from, to: now },
      ...monthFromCache(row, from, now),
    };
  });

  routes.get('/cdn/ng/domains/{domain_id}/whois', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    return whoisOf(row.name, row.added_at, toDomain(row, call.lang).current_nameservers, ctx.nowSec());
  });

  routes.post('/cdn/ng/domains/{domain_id}/redirect-mode', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const mode = call.body.mode;
    if (!isRedirectMode(mode)) throw call.fail(422, 'fieldInvalid', { mode: ['fieldInvalid'] });
    db.prepare('UPDATE domains SET redirect_mode = ?, updated_at = ? WHERE id = ?').run(
      mode,
      ctx.nowSec(),
      row.id,
    );
    return call.reply(domainView(call, requireDomain(call, row.id)), 'settingsApplied');
  });

  routes.get('/cdn/ng/domains/{domain_id}/send-confirm-code', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    const waited = secondsSinceLastCode(ctx, call.user.id, deletePurpose(row.id));
    if (waited < CONFIRM_CODE_RESEND_SECONDS) {
      throw new HttpError(429, text(call, 'codeWait', { seconds: CONFIRM_CODE_RESEND_SECONDS - waited }));
    }
    const user = db
      .prepare<[number], { mobile: string | null; email: string }>(
        'SELECT mobile, email FROM users WHERE id = ?',
      )
      .get(call.user.id);
    const channel = user?.mobile ? 'sms' : 'email';
    const recipient = user?.mobile ?? user?.email ?? '';
    sendCode(ctx, {
      userId: call.user.id,
      channel,
      recipient,
      purpose: deletePurpose(row.id),
      text: {
        en: cdnDomainsMessage('en', 'codeText', { domain: row.name }),
        fa: cdnDomainsMessage('fa', 'codeText', { domain: row.name }),
      },
    });
    const shown = channel === 'sms' ? maskPhone(recipient) : recipient.replace(/^(.).*(@.*)$/, '$1***$2');
    return new Reply(
      { channel, recipient: shown, expires_in: CODE_TTL_SECONDS, resend_in: CONFIRM_CODE_RESEND_SECONDS },
      text(call, 'codeSent', { recipient: shown }),
    );
  });

  routes.delete('/cdn/ng/domains/{domain_id}', (call) => {
    const row = requireDomain(call, call.params.domain_id as string);
    // the phrase first: a wrong phrase must not use up the code. The provider's SDK sends the code
    // alone (the code sent to the owner's phone is the confirmation); the portal also has the name typed.
    const phrase = call.body.phrase;
    if (phrase !== undefined && !deletePhraseMatches(String(phrase), row.name))
      throw fieldError('phrase', text(call, 'phraseWrong'));
    const check = checkCode(ctx, {
      userId: call.user.id,
      purpose: deletePurpose(row.id),
      code: String(call.body.confirm_code ?? ''),
    });
    if (check !== 'ok')
      throw fieldError(
        'confirm_code',
        text(call, check === 'expired' ? 'codeExpired' : check === 'none' ? 'codeMissing' : 'codeWrong'),
      );
    db.prepare('DELETE FROM domains WHERE id = ? AND user_id = ?').run(row.id, call.user.id);
    recordAudit(call, {
      action: 'domain.delete',
      resourceKind: 'domain',
      resourceId: row.id,
      resourceName: row.name,
    });
    return new Reply(null, text(call, 'domainDeleted', { domain: row.name }));
  });

  routes.get('/cdn/ng/plans', (call) => {
    const domainId = call.query.domain_id;
    const current = domainId === undefined ? null : requireDomain(call, Number(domainId)).plan_id;
    const prices = priceList(db, call.user.id);
    return listPlanRows(db).map((p) => toPlan(p, call.lang, current, prices));
  });

  routes.post('/cdn/ng/plans', (call) => {
    const row = requireDomain(call, Number(call.body.domain_id));
    const plan = findPlanRow(db, Number(call.body.plan_id));
    if (!plan) throw fieldError('plan_id', text(call, 'planNotFound'));
    const now = ctx.nowSec();
    const refusal = planChangeRefusal({
      from: row.plan_name,
      to: plan.name,
      purchasedAt: row.plan_started_at,
      now,
    });
    if (refusal === 'samePlan') throw fieldError('plan_id', text(call, 'planSame'));
    if (refusal === 'downgradeTooSoon') {
      const date = formatDate(
        downgradeAllowedAt(row.plan_started_at),
        call.lang === 'fa' ? 'fa-ir' : 'en-us',
      );
      throw fieldError('plan_id', text(call, 'planDowngradeTooSoon', { date }));
    }
    if (refusal) throw fieldError('plan_id', text(call, 'planNotFound'));
    const charge = purchasePlan(db, {
      userId: call.user.id,
      domainId: row.id,
      domainName: row.name,
      plan,
      nowSec: now,
    });
    const domain = domainView(call, requireDomain(call, row.id));
    return new Reply(
      { domain, charged: charge.rials, paid_until: charge.until },
      text(call, 'planChanged', { domain: row.name, plan: domain.plan.title }),
    );
  });
};

export { findDomainRow, requireDomain };
