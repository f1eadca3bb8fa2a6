import type { DnsRecord, DnsRecordFields } from '@portal/api-cdn';

const TEXT_SHOWN = 60; // characters of a long text or certificate data shown in the list

const cut = (text: string, length = TEXT_SHOWN) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** A record's name as the zone file has it: an SRV record's service before its name. */
export function recordOwner(record: Pick<DnsRecordFields, 'type' | 'name' | 'service'>): string {
  if (record.type !== 'SRV' || !record.service) return record.name;
  return record.name === '@' ? record.service : `${record.service}.${record.name}`;
}

/** What a record says, in one line as a zone file writes it (long texts cut). */
export function recordContent(
  record: Pick<
    DnsRecord,
    | 'type'
    | 'content'
    | 'priority'
    | 'weight'
    | 'port'
    | 'flags'
    | 'tag'
    | 'usage'
    | 'selector'
    | 'matching_type'
  >,
): string {
  switch (record.type) {
    case 'MX':
      return `${record.priority} ${record.content}`;
    case 'SRV':
      return `${record.priority} ${record.weight} ${record.port} ${record.content}`;
    case 'CAA':
      return `${record.flags} ${record.tag} "${cut(record.content)}"`;
    case 'TLSA':
      return `${record.usage} ${record.selector} ${record.matching_type} ${cut(record.content, 24)}`;
    case 'TXT':
      return `"${cut(record.content)}"`;
    default:
      return record.content;
  }
}
