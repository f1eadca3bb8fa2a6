import {
  DNS_CONTENT_KIND,
  DNS_RECORD_TYPES,
  compareDnsRecords,
  normalizeRecordName,
  sameDnsRecord,
  toDnsRecordDraft,
  validateDnsRecord,
  type DnsRecordDraft,
  type DnsRecordErrorCode,
  type DnsRecordInput,
  type DnsRecordType,
} from './dnsRecords';

// BIND zone files (RFC 1035 master files): a zone exported as text, and a text read back as the
// records to add, with the problems of each line. An exported zone read back gives the same
// records: proxied records carry their CDN settings in a trailing comment (`; cdn proxy=on …`),
// as other CDNs mark theirs.

/** A record with no TTL of its own in a file without `$TTL` gets this one (seconds). */
export const DEFAULT_DNS_TTL = 3600;

export type ZoneLineErrorCode =
  | DnsRecordErrorCode
  | 'zoneSyntax'
  | 'zoneUnsupportedType'
  | 'zoneClass'
  | 'zoneOutsideOrigin'
  | 'zoneDirective';

export interface ZoneLineError {
  /** 1-based line of the file where the entry starts */
  line: number;
  code: ZoneLineErrorCode;
  /** the record field the problem is in, when it is one */
  field?: string;
  /** the type the line names, for zoneUnsupportedType */
  type?: string;
}

export interface ZoneParseResult {
  records: { line: number; record: DnsRecordDraft }[];
  errors: ZoneLineError[];
  /** entries the provider keeps itself (SOA) or that repeat an earlier line */
  skipped: { line: number; type: string; reason: 'managed' | 'repeated' }[];
}

const fqdn = (name: string) => `${name}.`;

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A TXT record's text as quoted strings of at most 255 characters each. */
function txtStrings(text: string): string {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 255) chunks.push(quote(text.slice(i, i + 255)));
  return chunks.length > 0 ? chunks.join(' ') : '""';
}

function rdata(r: DnsRecordDraft): string {
  switch (r.type) {
    case 'A':
    case 'AAAA':
      return r.content;
    case 'CNAME':
    case 'ANAME':
    case 'NS':
    case 'PTR':
      return fqdn(r.content);
    case 'MX':
      return `${r.priority} ${fqdn(r.content)}`;
    case 'TXT':
      return txtStrings(r.content);
    case 'SRV':
      return `${r.priority} ${r.weight} ${r.port} ${fqdn(r.content)}`;
    case 'CAA':
      return `${r.flags} ${r.tag} ${quote(r.content)}`;
    case 'TLSA':
      return `${r.usage} ${r.selector} ${r.matching_type} ${r.content}`;
  }
}

function owner(r: DnsRecordDraft): string {
  if (r.type !== 'SRV' || !r.service) return r.name;
  return r.name === '@' ? r.service : `${r.service}.${r.name}`;
}

function cdnComment(r: DnsRecordDraft): string {
  if (!r.proxy) return '';
  const parts = ['cdn proxy=on'];
  if (r.protocol !== 'DEFAULT') parts.push(`protocol=${r.protocol}`);
  if (r.port !== null) parts.push(`port=${r.port}`);
  return ` ; ${parts.join(' ')}`;
}

/** The zone as BIND text: `$ORIGIN`, `$TTL`, then one line per record, names relative to the zone. */
export function exportZone(zone: string, records: readonly DnsRecordDraft[]): string {
  const sorted = [...records].sort(compareDnsRecords);
  const lines = [`; zone file of ${zone}`, `$ORIGIN ${fqdn(zone)}`, `$TTL ${DEFAULT_DNS_TTL}`];
  for (const r of sorted) lines.push(`${owner(r)}\t${r.ttl}\tIN\t${r.type}\t${rdata(r)}${cdnComment(r)}`);
  return `${lines.join('\n')}\n`;
}

interface Token {
  text: string;
  quoted: boolean;
}

interface Entry {
  line: number;
  /** the entry starts with blank space: it has no owner of its own */
  continued: boolean;
  tokens: Token[];
  comment: string;
  broken: boolean;
}

/** Splits the file into entries: comments cut, quoted strings kept whole, parentheses joining lines. */
function entries(text: string): Entry[] {
  const out: Entry[] = [];
  let current: Entry | null = null;
  let depth = 0;
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    if (!current)
      current = { line: index + 1, continued: /^[ \t]/.test(raw), tokens: [], comment: '', broken: false };
    const entry: Entry = current;
    let i = 0;
    while (i < raw.length) {
      const c = raw[i] as string;
      if (c === ';') {
        entry.comment += `${raw.slice(i + 1)} `;
        break;
      }
      if (c === ' ' || c === '\t') {
        i += 1;
      } else if (c === '(') {
        depth += 1;
        i += 1;
      } else if (c === ')') {
        depth -= 1;
        if (depth < 0) entry.broken = true;
        i += 1;
      } else if (c === '"') {
        let value = '';
        i += 1;
        let closed = false;
        while (i < raw.length) {
          const d = raw[i] as string;
          if (d === '\\' && i + 1 < raw.length) {
            value += raw[i + 1];
            i += 2;
          } else if (d === '"') {
            closed = true;
            i += 1;
            break;
          } else {
            value += d;
            i += 1;
          }
        }
        if (!closed) entry.broken = true;
        entry.tokens.push({ text: value, quoted: true });
      } else {
        let value = '';
        while (i < raw.length && !/[\s;()"]/.test(raw[i] as string)) {
          value += raw[i];
          i += 1;
        }
        entry.tokens.push({ text: value, quoted: false });
      }
    }
    if (depth <= 0 || index === lines.length - 1) {
      if (depth > 0) entry.broken = true;
      depth = 0;
      out.push(entry);
      current = null;
    }
  });
  return out;
}

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** A TTL field: seconds, or BIND's units (`1h30m`, `2d`); null when the token is not a TTL. */
export function parseZoneTtl(token: string): number | null {
  if (/^\d+$/.test(token)) return Number(token);
  if (!/^(\d+[smhdw])+$/i.test(token)) return null;
  let total = 0;
  for (const [, n, unit] of token.toLowerCase().matchAll(/(\d+)([smhdw])/g))
    total += Number(n) * (TTL_UNITS[unit as string] as number);
  return total;
}

const CLASSES = ['IN', 'CH', 'HS', 'CS'];

/** A name of the file made absolute (without its final dot) against the current origin. */
function absolute(name: string, origin: string): string {
  if (name === '@') return origin;
  if (name.endsWith('.')) return name.slice(0, -1).toLowerCase();
  return `${name}.${origin}`.toLowerCase();
}

/** The record fields an entry's data gives for its type; null when the data does not fit the type. */
function fieldsOf(type: DnsRecordType, data: Token[], origin: string): DnsRecordInput | null {
  const words = data.map((t) => t.text);
  const target = (t: string | undefined) => (t === undefined ? undefined : absolute(t, origin));
  switch (type) {
    case 'A':
    case 'AAAA':
      return words.length === 1 ? { content: words[0] } : null;
    case 'CNAME':
    case 'ANAME':
    case 'NS':
    case 'PTR':
      return words.length === 1 ? { content: target(words[0]) } : null;
    case 'MX':
      return words.length === 2 ? { priority: words[0], content: target(words[1]) } : null;
    case 'TXT':
      return words.length > 0
        ? { content: data.every((t) => t.quoted) ? words.join('') : words.join(' ') }
        : null;
    case 'SRV':
      return words.length === 4
        ? { priority: words[0], weight: words[1], port: words[2], content: target(words[3]) }
        : null;
    case 'CAA':
      return words.length === 3 ? { flags: words[0], tag: words[1], content: words[2] } : null;
    case 'TLSA':
      return words.length >= 4
        ? { usage: words[0], selector: words[1], matching_type: words[2], content: words.slice(3).join('') }
        : null;
  }
}

/** The CDN settings a proxied record carries in its comment. */
function proxyOf(comment: string): DnsRecordInput {
  if (!/\bcdn\b[^;]*\bproxy=on\b/i.test(comment)) return { proxy: false };
  const protocol = /\bprotocol=(\w+)/i.exec(comment)?.[1]?.toUpperCase();
  const port = /\bport=(\d+)/i.exec(comment)?.[1];
  return { proxy: true, ...(protocol && { protocol }), ...(port && { port }) };
}

/**
 * Reads a BIND zone file for `zone`: the records it would add (names relative to the zone), each
 * line's problems (the record checks of validateDnsRecord, or what the line cannot say), and the
 * entries left out (SOA, which the provider keeps, and repeats of an earlier record).
 */
export function parseZone(text: string, zone: string): ZoneParseResult {
  const result: ZoneParseResult = { records: [], errors: [], skipped: [] };
  const zoneName = zone.toLowerCase().replace(/\.$/, '');
  let origin = zoneName;
  let defaultTtl: number | null = null;
  let lastOwner: string | null = null;

  for (const entry of entries(text)) {
    const tokens = [...entry.tokens];
    if (tokens.length === 0 && !entry.broken) continue;
    const fail = (code: ZoneLineErrorCode, extra: Partial<ZoneLineError> = {}) =>
      result.errors.push({ line: entry.line, code, ...extra });
    if (entry.broken) {
      fail('zoneSyntax');
      continue;
    }
    const first = tokens[0] as Token;
    if (!entry.continued && first.text.startsWith('$')) {
      const directive = first.text.toUpperCase();
      const value = tokens[1]?.text;
      if (directive === '$ORIGIN' && value && tokens.length === 2) origin = absolute(value, origin);
      else if (directive === '$TTL' && value && tokens.length === 2 && parseZoneTtl(value) !== null)
        defaultTtl = parseZoneTtl(value);
      else fail('zoneDirective');
      continue;
    }
    let ownerName: string | null;
    if (entry.continued) ownerName = lastOwner;
    else ownerName = absolute((tokens.shift() as Token).text, origin);
    if (ownerName === null) {
      fail('zoneSyntax');
      continue;
    }
    lastOwner = ownerName;
    let ttl: number | null = null;
    let klass = 'IN';
    for (let k = 0; k < 2 && tokens.length > 0; k += 1) {
      const word = (tokens[0] as Token).text;
      if (ttl === null && parseZoneTtl(word) !== null) ttl = parseZoneTtl(word);
      else if (CLASSES.includes(word.toUpperCase())) klass = word.toUpperCase();
      else break;
      tokens.shift();
    }
    const typeToken = tokens.shift();
    if (!typeToken) {
      fail('zoneSyntax');
      continue;
    }
    let type = typeToken.text.toUpperCase();
    if (type === 'ALIAS') type = 'ANAME';
    if (type === 'SOA') {
      result.skipped.push({ line: entry.line, type, reason: 'managed' });
      continue;
    }
    if (!(DNS_RECORD_TYPES as readonly string[]).includes(type)) {
      fail('zoneUnsupportedType', { type: typeToken.text });
      continue;
    }
    if (klass !== 'IN') {
      fail('zoneClass');
      continue;
    }
    if (ownerName !== zoneName && !ownerName.endsWith(`.${zoneName}`)) {
      fail('zoneOutsideOrigin', { field: 'name' });
      continue;
    }
    const recordType = type as DnsRecordType;
    const fields = fieldsOf(recordType, tokens, origin);
    if (!fields) {
      fail('zoneSyntax');
      continue;
    }
    let name = normalizeRecordName(ownerName, zoneName);
    let service: string | undefined;
    if (recordType === 'SRV') {
      const labels = name === '@' ? [] : name.split('.');
      service = labels.slice(0, 2).join('.');
      name = labels.length > 2 ? labels.slice(2).join('.') : '@';
    }
    const input: DnsRecordInput = {
      type: recordType,
      name,
      ttl: ttl ?? defaultTtl ?? DEFAULT_DNS_TTL,
      ...fields,
      ...(service !== undefined && { service }),
      ...proxyOf(entry.comment),
    };
    const problems = validateDnsRecord(input);
    const codes = Object.entries(problems);
    if (codes.length > 0) {
      for (const [field, code] of codes) fail(code as ZoneLineErrorCode, { field });
      continue;
    }
    const record = toDnsRecordDraft(input, zoneName);
    if (DNS_CONTENT_KIND[recordType] === 'text' && typeof fields.content === 'string')
      record.content = fields.content;
    if (result.records.some((r) => sameDnsRecord(r.record, record))) {
      result.skipped.push({ line: entry.line, type, reason: 'repeated' });
      continue;
    }
    result.records.push({ line: entry.line, record });
  }
  return result;
}
