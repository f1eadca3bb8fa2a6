import { createHash } from 'node:crypto';
import { planSupports } from '@portal/shared-sdk/rules';
import {
  dnssecAllowedFor,
  exportZone,
  isDnsTarget,
  isWildcardName,
  normalizeRecordName,
  parseZone,
  sameDnsRecord,
  toDnsRecordDraft,
  validateDnsRecord,
  type DnsRecordDraft,
  type DnsRecordInput,
} from '@portal/api-cdn/rules';
import { makeDnsRecordDraft } from '@portal/api-cdn/factories';
import { HttpError, Reply } from '../http/envelope';
import type { AuthedCall, Resource } from '../http/router';
import { cdnFail, cdnFieldsFail, cdnText, ownDomain, requirePlan, type OwnDomain } from './cdnDomainAccess';
import type { CdnSettingsMessageKey } from './cdnSettingsMessages';
import {
  deleteRecord,
  draftOf,
  findRecord,
  insertRecord,
  pageRows,
  recordFieldsOf,
  recordOf,
  updateRecord,
  zoneRows,
} from './dnsRecordsStore';

const DNSSEC_ALGORITHM = 13; // ECDSA P-256 with SHA-256
const DNSSEC_DIGEST_TYPE = 2; // SHA-256
const DS_TTL = 3600; // seconds

/** The record a body describes, checked by the shared rule and the domain's plan; 422 with each field's message otherwise. */
export function checkedDraft(call: AuthedCall, domain: OwnDomain): DnsRecordDraft {
  const input = call.body as DnsRecordInput;
  const problems = validateDnsRecord(input);
  if (Object.keys(problems).length > 0)
    throw cdnFieldsFail(call, problems as Record<string, CdnSettingsMessageKey>);
  const draft = toDnsRecordDraft(input, domain.name);
  if (isWildcardName(draft.name)) requirePlan(call, domain, 'wildcard_records', 'name');
  return draft;
}

export function refuseRepeat(
  call: AuthedCall,
  domain: OwnDomain,
  draft: DnsRecordDraft,
  exceptId?: number,
): void {
  const repeat = zoneRows(call.ctx.db, domain.id).some(
    (row) => row.id !== exceptId && sameDnsRecord(draftOf(row), draft),
  );
  if (repeat) throw cdnFail(call, 422, 'recordExists', 'content');
}

export function recordOr404(call: AuthedCall, domain: OwnDomain) {
  const row = findRecord(call.ctx.db, domain.id, Number(call.params.record_id));
  if (!row) throw cdnFail(call, 404, 'recordNotFound');
  return row;
}

/** The DNSSEC state: the key (and so the DS record) follows from the domain and the moment DNSSEC went on. */
function dnssecStatus(domain: OwnDomain, enabledAt: number | undefined) {
  if (enabledAt === undefined)
    return { enabled: false, algorithm: null, key_tag: null, digest_type: null, digest: null, ds: null };
  const digest = createHash('sha256').update(`${domain.name}.|${enabledAt}`).digest('hex').toUpperCase();
  const keyTag = parseInt(digest.slice(0, 4), 16);
  return {
    enabled: true,
    algorithm: DNSSEC_ALGORITHM,
    key_tag: keyTag,
    digest_type: DNSSEC_DIGEST_TYPE,
    digest,
    ds: `${domain.name}. ${DS_TTL} IN DS ${keyTag} ${DNSSEC_ALGORITHM} ${DNSSEC_DIGEST_TYPE} ${digest}`,
  };
}

function dnssecEnabledAt(call: AuthedCall, domain: OwnDomain): number | undefined {
  const row = call.ctx.db
    .prepare<[number], { enabled_at: number }>('SELECT enabled_at FROM dnssec WHERE domain_id = ?')
    .get(domain.id);
  return row?.enabled_at;
}

function customNameservers(call: AuthedCall, domain: OwnDomain) {
  const row = call.ctx.db
    .prepare<[number], { ns1: string; ns2: string }>(
      'SELECT ns1, ns2 FROM custom_nameservers WHERE domain_id = ?',
    )
    .get(domain.id);
  return row ? { enabled: true, ns1: row.ns1, ns2: row.ns2 } : { enabled: false, ns1: null, ns2: null };
}

/**
 * What a scan of the domain's current nameservers finds (the sandbox's stand-in for a real DNS
 * lookup): the same few records for the same domain every time, as a host would publish them.
 */
export function scannedRecords(domain: string): DnsRecordDraft[] {
  const hash = createHash('sha256').update(domain).digest();
  const ip = (i: number) => `203.0.113.${1 + ((hash[i] as number) % 250)}`;
  const d = makeDnsRecordDraft;
  return [
    d({ type: 'A', name: '@', content: ip(0), ttl: 3600 }),
    d({ type: 'A', name: 'www', content: ip(0), ttl: 3600 }),
    d({ type: 'AAAA', name: '@', content: `2001:db8:${(hash[1] as number).toString(16)}::1`, ttl: 3600 }),
    d({ type: 'A', name: 'mail', content: ip(2), ttl: 3600 }),
    d({ type: 'MX', name: '@', content: `mail.${domain}`, priority: 10, ttl: 3600 }),
    d({ type: 'TXT', name: '@', content: 'v=spf1 a mx ~all', ttl: 3600 }),
    d({ type: 'CNAME', name: 'ftp', content: domain, ttl: 3600 }),
  ];
}

type ZoneMessage = { line: number; field: string | null; message: string };

/** A zone file read for `domain`: each line's problem as text, and the records the zone lacks. */
function readZone(call: AuthedCall, domain: OwnDomain, text: string) {
  const parsed = parseZone(text, domain.name);
  const errors: ZoneMessage[] = parsed.errors.map((e) => ({
    line: e.line,
    field: e.field ?? null,
    message: cdnText(call, e.code as CdnSettingsMessageKey, { type: e.type ?? '' }),
  }));
  const existing = zoneRows(call.ctx.db, domain.id).map(draftOf);
  const skipped = parsed.skipped.map((s) => ({ line: s.line, type: s.type, reason: s.reason as string }));
  const records: { line: number; record: DnsRecordDraft }[] = [];
  const wildcards = planSupports(domain.plan, 'wildcard_records');
  for (const entry of parsed.records) {
    if (!wildcards && isWildcardName(entry.record.name)) {
      errors.push({ line: entry.line, field: 'name', message: cdnText(call, 'planGate') });
    } else if (existing.some((r) => sameDnsRecord(r, entry.record))) {
      skipped.push({ line: entry.line, type: entry.record.type, reason: 'exists' });
    } else {
      records.push(entry);
    }
  }
  errors.sort((a, b) => a.line - b.line);
  skipped.sort((a, b) => a.line - b.line);
  return { records, errors, skipped };
}

/** A domain's DNS under /cdn/ng/domains/{domain_id}/dns (the specific paths before `{record_id}`). */
export const cdnDnsResource: Resource = (routes) => {
  routes.get('/cdn/ng/domains/{domain_id}/dns', (call) => {
    const domain = ownDomain(call);
    const perPage = call.query.per_page === undefined ? null : Number(call.query.per_page);
    const page = call.query.page === undefined ? 1 : Number(call.query.page);
    const { rows, total } = pageRows(call.ctx.db, domain.id, {
      search: typeof call.query.search === 'string' ? call.query.search.trim() : undefined,
      type: typeof call.query.type === 'string' ? call.query.type : undefined,
      page,
      perPage,
    });
    // the provider's paginated answer: count, total and page beside data
    call.res.json({
      success: true,
      message: call.t('ok'),
      data: rows.map(recordOf),
      count: rows.length,
      total,
      page,
      per_page: perPage ?? total,
    });
  });

  routes.post('/cdn/ng/domains/{domain_id}/dns', (call) => {
    const domain = ownDomain(call);
    const draft = checkedDraft(call, domain);
    refuseRepeat(call, domain, draft);
    return new Reply(
      recordOf(insertRecord(call.ctx.db, domain.id, draft, call.ctx.nowSec())),
      cdnText(call, 'recordAdded'),
    );
  });

  routes.get('/cdn/ng/domains/{domain_id}/dns/dnssec', (call) => {
    const domain = ownDomain(call);
    return dnssecStatus(domain, dnssecEnabledAt(call, domain));
  });

  routes.post('/cdn/ng/domains/{domain_id}/dns/dnssec', (call) => {
    const domain = ownDomain(call);
    const { db } = call.ctx;
    if (call.body.enabled === true) {
      if (!dnssecAllowedFor(domain.name)) throw cdnFail(call, 422, 'dnssecIr', 'enabled');
      requirePlan(call, domain, 'dnssec', 'enabled');
      db.prepare(
        'INSERT INTO dnssec (domain_id, enabled_at) VALUES (?, ?) ON CONFLICT(domain_id) DO NOTHING',
      ).run(domain.id, call.ctx.nowSec());
    } else {
      db.prepare('DELETE FROM dnssec WHERE domain_id = ?').run(domain.id);
    }
    return new Reply(dnssecStatus(domain, dnssecEnabledAt(call, domain)), call.t('settingsApplied'));
  });

  routes.get('/cdn/ng/domains/{domain_id}/dns/custom-ns', (call) => customNameservers(call, ownDomain(call)));

  routes.post('/cdn/ng/domains/{domain_id}/dns/custom-ns', (call) => {
    const domain = ownDomain(call);
    requirePlan(call, domain, 'custom_nameservers', 'enabled');
    const { db } = call.ctx;
    if (call.body.enabled === true) {
      const ns = (field: 'ns1' | 'ns2') => normalizeRecordName(String(call.body[field] ?? ''));
      const codes: Record<string, CdnSettingsMessageKey> = {};
      for (const field of ['ns1', 'ns2'] as const) {
        if (ns(field) === '') codes[field] = 'nsRequired';
        else if (!isDnsTarget(ns(field)) || !ns(field).includes('.')) codes[field] = 'nsInvalid';
      }
      if (Object.keys(codes).length === 0 && ns('ns1') === ns('ns2')) codes.ns2 = 'nsSame';
      if (Object.keys(codes).length > 0) throw cdnFieldsFail(call, codes);
      db.prepare(
        'INSERT INTO custom_nameservers (domain_id, ns1, ns2) VALUES (?, ?, ?) ON CONFLICT(domain_id) DO UPDATE SET ns1 = excluded.ns1, ns2 = excluded.ns2',
      ).run(domain.id, ns('ns1'), ns('ns2'));
    } else {
      db.prepare('DELETE FROM custom_nameservers WHERE domain_id = ?').run(domain.id);
    }
    return new Reply(customNameservers(call, domain), call.t('settingsApplied'));
  });

  routes.get('/cdn/ng/domains/{domain_id}/dns/export', (call) => {
    const domain = ownDomain(call);
    return {
      zone: exportZone(domain.name, zoneRows(call.ctx.db, domain.id).map(draftOf)),
      file_name: `${domain.name}.zone`,
    };
  });

  routes.post('/cdn/ng/domains/{domain_id}/dns/import', (call) => {
    const domain = ownDomain(call);
    requirePlan(call, domain, 'zone_import', 'zone');
    const preview = call.body.preview === true;
    const { records, errors, skipped } = readZone(call, domain, String(call.body.zone ?? ''));
    const fields = (list: typeof records) =>
      list.map(({ line, record }) => ({ line, ...recordFieldsOf(record) }));
    if (preview) return { preview, records: fields(records), count: records.length, skipped, errors };
    if (errors.length > 0) {
      const messages = errors.map((e) => cdnText(call, 'line', { line: e.line, message: e.message }));
      throw new HttpError(422, messages[0] as string, { zone: messages });
    }
    if (records.length === 0) throw cdnFail(call, 422, 'zoneEmpty', 'zone');
    const { db } = call.ctx;
    const now = call.ctx.nowSec();
    db.transaction(() => {
      for (const { record } of records) insertRecord(db, domain.id, record, now);
    })();
    return new Reply(
      { preview, records: fields(records), count: records.length, skipped, errors: [] },
      cdnText(call, 'zoneImported', { count: records.length }),
    );
  });

  routes.post('/cdn/ng/domains/{domain_id}/dns/fetch-records', (call) => {
    const domain = ownDomain(call);
    const zone = zoneRows(call.ctx.db, domain.id).map(draftOf);
    const found = scannedRecords(domain.name).filter((r) => !zone.some((z) => sameDnsRecord(z, r)));
    return { records: found.map(recordFieldsOf), count: found.length };
  });

  routes.post('/cdn/ng/domains/{domain_id}/dns/{record_id}', (call) => {
    const domain = ownDomain(call);
    const row = recordOr404(call, domain);
    const draft = checkedDraft(call, domain);
    refuseRepeat(call, domain, draft, row.id);
    return new Reply(
      recordOf(updateRecord(call.ctx.db, domain.id, row.id, draft, call.ctx.nowSec())),
      cdnText(call, 'recordUpdated'),
    );
  });

  routes.delete('/cdn/ng/domains/{domain_id}/dns/{record_id}', (call) => {
    const domain = ownDomain(call);
    const row = recordOr404(call, domain);
    deleteRecord(call.ctx.db, domain.id, row.id);
    return new Reply(null, cdnText(call, 'recordDeleted'));
  });
};
