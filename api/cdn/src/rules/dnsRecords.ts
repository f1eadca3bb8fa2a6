import {
  TTL_OPTIONS,
  toLatinDigits,
  isDnsRecordName,
  isIPv4,
  isIPv6,
  isPort,
} from '@portal/shared-sdk/rules';

// DNS records (docs/product.md, "Rules: DNS records"): the record types the provider has, the
// fields each type carries and the checks both the portal and the provider run on a record.

export const DNS_RECORD_TYPES = [
  'A',
  'AAAA',
  'CNAME',
  'ANAME',
  'MX',
  'TXT',
  'NS',
  'SRV',
  'CAA',
  'PTR',
  'TLSA',
] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

/** The types the CDN can stand in front of (proxy): the ones that lead to a web server. */
export const PROXIABLE_DNS_TYPES: readonly DnsRecordType[] = ['A', 'AAAA', 'CNAME', 'ANAME'];

/** How a proxied record reaches the origin: as the domain's backend protocol, or always HTTP or HTTPS. */
export const DNS_PROXY_PROTOCOLS = ['DEFAULT', 'HTTP', 'HTTPS'] as const;
export type DnsProxyProtocol = (typeof DNS_PROXY_PROTOCOLS)[number];

export const CAA_TAGS = ['issue', 'issuewild', 'iodef'] as const;

/** What a type's `content` holds; it names the field's label and its messages. */
export type DnsContentKind = 'ip4' | 'ip6' | 'server' | 'address' | 'text' | 'data';
export const DNS_CONTENT_KIND: Readonly<Record<DnsRecordType, DnsContentKind>> = {
  A: 'ip4',
  AAAA: 'ip6',
  CNAME: 'server',
  ANAME: 'address',
  MX: 'server',
  TXT: 'text',
  NS: 'server',
  SRV: 'server',
  CAA: 'text',
  PTR: 'server',
  TLSA: 'data',
};

/** The fields a type has besides its name, content and TTL, in the order a form shows them. */
export type DnsExtraField =
  'service' | 'priority' | 'weight' | 'port' | 'flags' | 'tag' | 'usage' | 'selector' | 'matching_type';
export const DNS_EXTRA_FIELDS: Readonly<Record<DnsRecordType, readonly DnsExtraField[]>> = {
  A: [],
  AAAA: [],
  CNAME: [],
  ANAME: [],
  MX: ['priority'],
  TXT: [],
  NS: [],
  SRV: ['service', 'priority', 'weight', 'port'],
  CAA: ['flags', 'tag'],
  PTR: [],
  TLSA: ['usage', 'selector', 'matching_type'],
};

/** A record as it is stored and sent: every field a type does not use is null. */
export interface DnsRecordDraft {
  type: DnsRecordType;
  /** relative to the zone: `@` for the zone itself */
  name: string;
  /** the IPv4, IPv6, server, address, text or certificate data, by type */
  content: string;
  ttl: number;
  proxy: boolean;
  /** a proxied record's way to its origin */
  protocol: DnsProxyProtocol;
  service: string | null;
  priority: number | null;
  weight: number | null;
  /** SRV: the service's port; a proxied record: its origin's port (null: the request's) */
  port: number | null;
  flags: number | null;
  tag: string | null;
  usage: number | null;
  selector: number | null;
  matching_type: number | null;
}

/** What a form or a request body gives: any field may be missing, numbers may be text. */
export type DnsRecordInput = Partial<Record<keyof DnsRecordDraft, unknown>>;

/** The check that failed, per field; the portal and the provider hold a message for each code. */
export type DnsRecordErrorCode =
  | 'typeInvalid'
  | 'nameRequired'
  | 'nameInvalid'
  | 'ip4Required'
  | 'ip4Invalid'
  | 'ip6Required'
  | 'ip6Invalid'
  | 'serverRequired'
  | 'serverInvalid'
  | 'addressRequired'
  | 'addressInvalid'
  | 'textRequired'
  | 'textTooLong'
  | 'dataRequired'
  | 'dataInvalid'
  | 'serviceRequired'
  | 'serviceInvalid'
  | 'priorityRequired'
  | 'priorityInvalid'
  | 'weightRequired'
  | 'weightInvalid'
  | 'portRequired'
  | 'portInvalid'
  | 'flagsInvalid'
  | 'tagInvalid'
  | 'usageInvalid'
  | 'selectorInvalid'
  | 'matchingTypeInvalid'
  | 'ttlInvalid'
  | 'proxyNotAllowed'
  | 'protocolInvalid';

export type DnsRecordErrors = Partial<Record<keyof DnsRecordDraft, DnsRecordErrorCode>>;

/** A TXT record's text, all its strings together. */
export const DNS_TEXT_MAX_LENGTH = 2048;
const UINT16_MAX = 65535;

export function isDnsRecordType(value: unknown): value is DnsRecordType {
  return typeof value === 'string' && (DNS_RECORD_TYPES as readonly string[]).includes(value);
}

export function isProxiableType(type: unknown): boolean {
  return (PROXIABLE_DNS_TYPES as readonly unknown[]).includes(type);
}

export function isTtlOption(value: unknown): boolean {
  const n = toNumber(value);
  return n !== null && (TTL_OPTIONS as readonly number[]).includes(n);
}

/** A host a record points to: letters, digits, `-` and `_` per label (not starting or ending with `-`), a final dot allowed. */
export function isDnsTarget(value: string): boolean {
  const text = value.trim().replace(/\.$/, '');
  if (text === '' || text.length > 253) return false;
  if (/^\d+(\.\d+)*$/.test(text)) return false; // digits only: an address, not a name
  return text.split('.').every((label) => /^(?!-)[a-zA-Z0-9_-]{1,63}(?<!-)$/.test(label));
}

/** An SRV record's service and protocol, e.g. `_sip._tcp`. */
export function isSrvService(value: string): boolean {
  return /^_[a-zA-Z0-9-]{1,62}\._(tcp|udp|tls|sctp)$/i.test(value.trim());
}

/**
 * A name as the zone stores it: trimmed, lower-cased, without a final dot; the zone's own name
 * becomes `@` and a name ending with the zone loses it (`www.example.com` in example.com → `www`).
 */
export function normalizeRecordName(name: string, zone?: string): string {
  const text = name.trim().toLowerCase().replace(/\.$/, '');
  if (!zone) return text;
  const origin = zone.toLowerCase().replace(/\.$/, '');
  if (text === origin) return '@';
  if (text.endsWith(`.${origin}`)) return text.slice(0, -origin.length - 1);
  return text;
}

/** DNSSEC is not offered for `.ir` domains, whatever the plan. */
export function dnssecAllowedFor(domain: string): boolean {
  return !/\.ir\.?$/i.test(domain.trim());
}

/** A wildcard record (a `*` label): some plans do not have them. */
export function isWildcardName(name: string): boolean {
  return name.split('.').some((label) => label.includes('*'));
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = toLatinDigits(value).trim();
    return /^-?\d+$/.test(text) ? Number(text) : null;
  }
  return null;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

function intInRange(value: unknown, min: number, max: number): boolean {
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) && n >= min && n <= max;
}

const truthy = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'true' || value === 'ACTIVE';

function contentError(kind: DnsContentKind, value: unknown): DnsRecordErrorCode | undefined {
  const v = text(value).trim();
  switch (kind) {
    case 'ip4':
      return v === '' ? 'ip4Required' : isIPv4(v) ? undefined : 'ip4Invalid';
    case 'ip6':
      return v === '' ? 'ip6Required' : isIPv6(v) ? undefined : 'ip6Invalid';
    case 'server':
      return v === '' ? 'serverRequired' : isDnsTarget(v) ? undefined : 'serverInvalid';
    case 'address':
      return v === '' ? 'addressRequired' : isDnsTarget(v) ? undefined : 'addressInvalid';
    case 'text':
      return v === '' ? 'textRequired' : text(value).length > DNS_TEXT_MAX_LENGTH ? 'textTooLong' : undefined;
    case 'data':
      return v === '' ? 'dataRequired' : /^([0-9a-fA-F]{2})+$/.test(v) ? undefined : 'dataInvalid';
  }
}

function extraError(field: DnsExtraField, value: unknown): DnsRecordErrorCode | undefined {
  switch (field) {
    case 'service':
      return isBlank(value) ? 'serviceRequired' : isSrvService(text(value)) ? undefined : 'serviceInvalid';
    case 'priority':
      return isBlank(value)
        ? 'priorityRequired'
        : intInRange(value, 0, UINT16_MAX)
          ? undefined
          : 'priorityInvalid';
    case 'weight':
      return isBlank(value)
        ? 'weightRequired'
        : intInRange(value, 0, UINT16_MAX)
          ? undefined
          : 'weightInvalid';
    case 'port':
      return isBlank(value) ? 'portRequired' : isPort(text(value)) ? undefined : 'portInvalid';
    case 'flags':
      return intInRange(value, 0, 255) ? undefined : 'flagsInvalid';
    case 'tag':
      return (CAA_TAGS as readonly string[]).includes(text(value).trim()) ? undefined : 'tagInvalid';
    case 'usage':
      return intInRange(value, 0, 3) ? undefined : 'usageInvalid';
    case 'selector':
      return intInRange(value, 0, 1) ? undefined : 'selectorInvalid';
    case 'matching_type':
      return intInRange(value, 0, 2) ? undefined : 'matchingTypeInvalid';
  }
}

/**
 * The record's problems, field by field (empty when it is valid): the name, the content of its
 * type, the type's own fields, the TTL from the list, and the proxy only on proxiable types.
 */
export function validateDnsRecord(input: DnsRecordInput): DnsRecordErrors {
  const errors: DnsRecordErrors = {};
  const name = normalizeRecordName(text(input.name));
  if (name === '') errors.name = 'nameRequired';
  else if (!isDnsRecordName(name)) errors.name = 'nameInvalid';
  if (!isDnsRecordType(input.type)) {
    errors.type = 'typeInvalid';
    return errors;
  }
  const type = input.type;
  const content = contentError(DNS_CONTENT_KIND[type], input.content);
  if (content) errors.content = content;
  for (const field of DNS_EXTRA_FIELDS[type]) {
    const problem = extraError(field, input[field]);
    if (problem) errors[field] = problem;
  }
  if (!isTtlOption(input.ttl)) errors.ttl = 'ttlInvalid';
  const proxied = truthy(input.proxy);
  if (proxied && !isProxiableType(type)) errors.proxy = 'proxyNotAllowed';
  if (proxied && isProxiableType(type)) {
    if (
      !isBlank(input.protocol) &&
      !(DNS_PROXY_PROTOCOLS as readonly string[]).includes(text(input.protocol))
    )
      errors.protocol = 'protocolInvalid';
    if (!isBlank(input.port) && !isPort(text(input.port))) errors.port = 'portInvalid';
  }
  return errors;
}

/**
 * A valid input as the record to store: the name relative to `zone`, targets lower-cased without
 * their final dot, numbers as numbers, and every field the type does not have cleared (a record
 * that is not proxied keeps no origin protocol or port).
 */
export function toDnsRecordDraft(input: DnsRecordInput, zone?: string): DnsRecordDraft {
  const type = input.type as DnsRecordType;
  const kind = DNS_CONTENT_KIND[type];
  const extras = DNS_EXTRA_FIELDS[type];
  const raw = kind === 'ip4' || kind === 'ip6' ? toLatinDigits(text(input.content)) : text(input.content);
  const content =
    kind === 'server' || kind === 'address'
      ? raw.trim().toLowerCase().replace(/\.$/, '')
      : kind === 'text'
        ? raw
        : raw.trim();
  const proxy = isProxiableType(type) && truthy(input.proxy);
  const has = (field: DnsExtraField) => extras.includes(field);
  const num = (field: DnsExtraField) => (has(field) ? toNumber(input[field]) : null);
  return {
    type,
    name: normalizeRecordName(text(input.name), zone),
    content: kind === 'ip6' ? content.toLowerCase() : kind === 'data' ? content.toLowerCase() : content,
    ttl: toNumber(input.ttl) as number,
    proxy,
    protocol: proxy && !isBlank(input.protocol) ? (text(input.protocol) as DnsProxyProtocol) : 'DEFAULT',
    service: has('service') ? text(input.service).trim().toLowerCase() : null,
    priority: num('priority'),
    weight: num('weight'),
    port: has('port') ? toNumber(input.port) : proxy && !isBlank(input.port) ? toNumber(input.port) : null,
    flags: num('flags'),
    tag: has('tag') ? text(input.tag).trim() : null,
    usage: num('usage'),
    selector: num('selector'),
    matching_type: num('matching_type'),
  };
}

/** Two records that say the same thing (the proxy and TTL aside): a zone keeps one of them. */
export function sameDnsRecord(a: DnsRecordDraft, b: DnsRecordDraft): boolean {
  return (
    a.type === b.type &&
    a.name === b.name &&
    a.content === b.content &&
    a.service === b.service &&
    a.priority === b.priority &&
    a.weight === b.weight &&
    (a.type === 'SRV' ? a.port === b.port : true) &&
    a.flags === b.flags &&
    a.tag === b.tag &&
    a.usage === b.usage &&
    a.selector === b.selector &&
    a.matching_type === b.matching_type
  );
}

/** Orders a zone for reading: by name (`@` first), then type in the provider's order, then content. */
export function compareDnsRecords(
  a: Pick<DnsRecordDraft, 'name' | 'type' | 'content'>,
  b: Pick<DnsRecordDraft, 'name' | 'type' | 'content'>,
): number {
  if (a.name !== b.name) {
    if (a.name === '@') return -1;
    if (b.name === '@') return 1;
    return a.name < b.name ? -1 : 1;
  }
  const ta = DNS_RECORD_TYPES.indexOf(a.type);
  const tb = DNS_RECORD_TYPES.indexOf(b.type);
  if (ta !== tb) return ta - tb;
  return a.content < b.content ? -1 : a.content > b.content ? 1 : 0;
}

/** What a record list is narrowed to: a search of names and contents, and one type. */
export interface DnsRecordFilter {
  search?: string | undefined;
  type?: string | undefined;
}

/** A–Z read as a–z, other letters as they are (how the provider's search compares text). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The search as the provider compares it: trimmed, and A–Z read as a–z (other letters as they are). */
export function dnsSearchKey(search: string | undefined): string {
  return asciiLower((search ?? '').trim());
}

/**
 * Whether a record is in a filtered list: the search (trimmed, ASCII letters in either case) is
 * part of its name or its content, and its type is the type asked for; an empty search or type
 * keeps every record.
 */
export function dnsRecordMatches(
  record: Pick<DnsRecordDraft, 'name' | 'content' | 'type'>,
  filter: DnsRecordFilter,
): boolean {
  if (filter.type && record.type !== filter.type) return false;
  const key = dnsSearchKey(filter.search);
  return key === '' || asciiLower(record.name).includes(key) || asciiLower(record.content).includes(key);
}

/** Whether every record that `narrower` keeps is kept by `wider` too (same type or any, and a search holding the wider one). */
export function dnsFilterNarrows(narrower: DnsRecordFilter, wider: DnsRecordFilter): boolean {
  return (
    (!wider.type || narrower.type === wider.type) &&
    dnsSearchKey(narrower.search).includes(dnsSearchKey(wider.search))
  );
}
