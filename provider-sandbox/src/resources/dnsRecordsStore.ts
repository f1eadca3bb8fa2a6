import type { Database } from 'better-sqlite3';
import {
  DNS_RECORD_TYPES,
  dnsSearchKey,
  type DnsRecordDraft,
  type DnsRecordType,
} from '@portal/api-cdn/rules';
import { dnsRecordFieldsOf, dnsRecordOf } from '@portal/api-cdn/factories';

/** A dns_records row. */
export interface DnsRecordRow {
  id: number;
  domain_id: number;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxy: number;
  protocol: string;
  service: string | null;
  priority: number | null;
  weight: number | null;
  port: number | null;
  flags: number | null;
  tag: string | null;
  usage: number | null;
  selector: number | null;
  matching_type: number | null;
  created_at: number;
  updated_at: number;
}

export function draftOf(row: DnsRecordRow): DnsRecordDraft {
  return {
    type: row.type as DnsRecordType,
    name: row.name,
    content: row.content,
    ttl: row.ttl,
    proxy: row.proxy === 1,
    protocol: row.protocol as DnsRecordDraft['protocol'],
    service: row.service,
    priority: row.priority,
    weight: row.weight,
    port: row.port,
    flags: row.flags,
    tag: row.tag,
    usage: row.usage,
    selector: row.selector,
    matching_type: row.matching_type,
  };
}

/** A row as the provider answers it (with the names the provider's SDK reads: its domain, `proxied`). */
export function recordOf(row: DnsRecordRow) {
  return {
    ...dnsRecordOf(row.id, draftOf(row), row.created_at, row.updated_at),
    domain_id: row.domain_id,
    proxied: row.proxy === 1,
  };
}

/** A record not stored (found by a scan, read from a zone file), with the SDK's `value` and `proxied`. */
export function recordFieldsOf(draft: DnsRecordDraft) {
  return { ...dnsRecordFieldsOf(draft), value: draft.content, proxied: draft.proxy };
}

const columns = (draft: DnsRecordDraft) => ({
  ...draft,
  proxy: draft.proxy ? 1 : 0,
  type_rank: DNS_RECORD_TYPES.indexOf(draft.type),
});

/** Stores a record of `domainId`; returns its row. */
export function insertRecord(
  db: Database,
  domainId: number,
  draft: DnsRecordDraft,
  now: number,
): DnsRecordRow {
  const info = db
    .prepare(
      `INSERT INTO dns_records (domain_id, type, type_rank, name, content, ttl, proxy, protocol, service, priority, weight, port, flags, tag, usage, selector, matching_type, created_at, updated_at)
       VALUES (@domain_id, @type, @type_rank, @name, @content, @ttl, @proxy, @protocol, @service, @priority, @weight, @port, @flags, @tag, @usage, @selector, @matching_type, @now, @now)`,
    )
    .run({ domain_id: domainId, ...columns(draft), now });
  return findRecord(db, domainId, Number(info.lastInsertRowid)) as DnsRecordRow;
}

export function updateRecord(
  db: Database,
  domainId: number,
  id: number,
  draft: DnsRecordDraft,
  now: number,
): DnsRecordRow {
  db.prepare(
    `UPDATE dns_records SET type = @type, type_rank = @type_rank, name = @name, content = @content, ttl = @ttl, proxy = @proxy, protocol = @protocol,
       service = @service, priority = @priority, weight = @weight, port = @port, flags = @flags, tag = @tag, usage = @usage,
       selector = @selector, matching_type = @matching_type, updated_at = @now
     WHERE id = @id AND domain_id = @domain_id`,
  ).run({ ...columns(draft), id, domain_id: domainId, now });
  return findRecord(db, domainId, id) as DnsRecordRow;
}

export function findRecord(db: Database, domainId: number, id: number): DnsRecordRow | undefined {
  return db
    .prepare<[number, number], DnsRecordRow>('SELECT * FROM dns_records WHERE id = ? AND domain_id = ?')
    .get(id, domainId);
}

export function deleteRecord(db: Database, domainId: number, id: number): boolean {
  return db.prepare('DELETE FROM dns_records WHERE id = ? AND domain_id = ?').run(id, domainId).changes > 0;
}

/**
 * A zone's reading order: the name with `@` first, the type in the provider's order, the content,
 * then the id; the SDK's compareDnsRecords, by which the portal finds a record's page of the list.
 */
const READING_ORDER = `name <> '@', name, type_rank, content, id`;

/** Every record of the zone, in reading order. */
export function zoneRows(db: Database, domainId: number): DnsRecordRow[] {
  return db
    .prepare<[number], DnsRecordRow>(
      `SELECT * FROM dns_records WHERE domain_id = ? ORDER BY ${READING_ORDER}`,
    )
    .all(domainId);
}

export interface RecordFilter {
  search?: string;
  type?: string;
  page: number;
  /** null: every record in one page */
  perPage: number | null;
}

/** One page of the zone that matches the filter, and how many match in all. */
export function pageRows(
  db: Database,
  domainId: number,
  filter: RecordFilter,
): { rows: DnsRecordRow[]; total: number } {
  const where = ['domain_id = @domainId'];
  const params: Record<string, unknown> = { domainId };
  if (filter.type) {
    where.push('type = @type');
    params.type = filter.type;
  }
  const search = dnsSearchKey(filter.search);
  if (search) {
    // the shared rule (dnsRecordMatches): part of the name or content, A–Z and a–z alike (as LIKE compares)
    where.push(`(name LIKE @search ESCAPE '\\' OR content LIKE @search ESCAPE '\\')`);
    params.search = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  const clause = where.join(' AND ');
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM dns_records WHERE ${clause}`).get(params) as { n: number }
  ).n;
  const limit =
    filter.perPage === null ? '' : ` LIMIT ${filter.perPage} OFFSET ${(filter.page - 1) * filter.perPage}`;
  const rows = db
    .prepare(`SELECT * FROM dns_records WHERE ${clause} ORDER BY ${READING_ORDER}${limit}`)
    .all(params) as DnsRecordRow[];
  return { rows, total };
}
