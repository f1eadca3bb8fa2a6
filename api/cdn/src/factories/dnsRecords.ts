import type { Schemas } from '../api/schemas';
import type { DnsRecordDraft } from '../rules/dnsRecords';
import { DAY } from '@portal/shared-sdk/factories';

type DnsRecord = Schemas['DnsRecord'];
type DnsRecordFields = Schemas['DnsRecordFields'];

/** The demo domain whose zone has about 25 records of every type. */
export const DEMO_FULL_ZONE = 'example-shop.ir';

const EMPTY: Omit<DnsRecordDraft, 'type' | 'name' | 'content' | 'ttl'> = {
  proxy: false,
  protocol: 'DEFAULT',
  service: null,
  priority: null,
  weight: null,
  port: null,
  flags: null,
  tag: null,
  usage: null,
  selector: null,
  matching_type: null,
};

/** A record as stored: `over` gives its type, name, content and whatever else differs from an unproxied A. */
export function makeDnsRecordDraft(over: Partial<DnsRecordDraft> = {}): DnsRecordDraft {
  return { type: 'A', name: '@', content: '192.0.2.10', ttl: 3600, ...EMPTY, ...over };
}

/** A record's fields as the provider answers them (`proxy` ACTIVE or INACTIVE). */
export function dnsRecordFieldsOf(draft: DnsRecordDraft): DnsRecordFields {
  return { ...draft, proxy: draft.proxy ? 'ACTIVE' : 'INACTIVE' };
}

/** A stored record as the provider answers it. */
export function dnsRecordOf(
  id: number,
  draft: DnsRecordDraft,
  createdAt: number,
  updatedAt = createdAt,
): DnsRecord {
  return {
    id,
    ...dnsRecordFieldsOf(draft),
    value: draft.content,
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

/** A record answer with defaults (an unproxied A at the zone's name); `over` replaces fields. */
export function makeDnsRecord(id: number, over: Partial<DnsRecord> = {}): DnsRecord {
  const record = dnsRecordOf(id, makeDnsRecordDraft(), 1_742_000_000);
  return { ...record, ...over, value: over.content ?? over.value ?? record.content };
}

const WEB_NAMES = [
  '@',
  'www',
  'shop',
  'api',
  'cdn',
  'img',
  'static',
  'blog',
  'app',
  'm',
  'panel',
  'mail',
  'ftp',
  'dev',
  'test',
  'stage',
  'beta',
  'admin',
  'pay',
  'news',
  'docs',
  'status',
  'vpn',
  'git',
  'ci',
];
const ALIAS_NAMES = [
  'go',
  'links',
  'track',
  'email',
  'support',
  'help',
  'careers',
  'events',
  'promo',
  'outlet',
  'assets',
  'media',
  'video',
  'files',
  'download',
  'partners',
  'affiliates',
  'jobs',
  'wiki',
  'forum',
  'community',
  'feedback',
  'survey',
  'short',
  'landing',
];
const SRV_SERVICES = ['_sip._tcp', '_sip._udp', '_sips._tcp', '_xmpp-client._tcp', '_xmpp-server._tcp'];
const SRV_NAMES = ['@', 'voip', 'chat', 'office', 'branch'];
const TYPE_COUNT = 25;

/** A deterministic hex string (certificate data, verification tokens) from a seed number. */
function hex(seed: number, bytes: number): string {
  let x = (seed * 2654435761) >>> 0;
  let out = '';
  for (let i = 0; i < bytes; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    out += ((x >>> 16) & 0xff).toString(16).padStart(2, '0');
  }
  return out;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** example-shop.ir's zone: 25 records of each of the 11 types, the web names proxied. */
function fullZone(zone: string): DnsRecordDraft[] {
  const d = makeDnsRecordDraft;
  return [
    ...WEB_NAMES.map((name, i) =>
      d({
        type: 'A',
        name,
        content: `192.0.2.${10 + i}`,
        ttl: 300,
        proxy: i < 12,
        ...(i === 3 && { protocol: 'HTTPS', port: 8443 }),
      }),
    ),
    ...WEB_NAMES.map((name, i) =>
      d({ type: 'AAAA', name, content: `2001:db8::${(0x10 + i).toString(16)}`, ttl: 300, proxy: i < 6 }),
    ),
    ...ALIAS_NAMES.map((name, i) =>
      d({ type: 'CNAME', name, content: `${name}.hosted.example.net`, ttl: 3600, proxy: i < 5 }),
    ),
    ...range(TYPE_COUNT).map((i) =>
      d({ type: 'ANAME', name: `edge${i + 1}`, content: `lb${i + 1}.cloud.example.net`, ttl: 600 }),
    ),
    ...range(TYPE_COUNT).map((i) =>
      d({
        type: 'MX',
        name: ['@', 'shop', 'news', 'billing', 'store'][i % 5] as string,
        content: `mx${Math.floor(i / 5) + 1}.mail.example.net`,
        priority: (Math.floor(i / 5) + 1) * 10,
        ttl: 3600,
      }),
    ),
    d({ type: 'TXT', name: '@', content: 'v=spf1 include:_spf.mail.example.net ~all', ttl: 3600 }),
    d({
      type: 'TXT',
      name: '_dmarc',
      content: `v=DMARC1; p=quarantine; rua=mailto:dmarc@${zone}`,
      ttl: 3600,
    }),
    d({
      type: 'TXT',
      name: 'mail._domainkey',
      content: `v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ${hex(7, 24)}`,
      ttl: 3600,
    }),
    ...range(TYPE_COUNT - 3).map((i) =>
      d({
        type: 'TXT',
        name: i % 2 === 0 ? '@' : (WEB_NAMES[i + 1] as string),
        content: `site-verification=${hex(100 + i, 16)}`,
        ttl: 3600,
      }),
    ),
    ...range(TYPE_COUNT).map((i) =>
      d({
        type: 'NS',
        name: `zone${i + 1}`,
        content: `ns${(i % 2) + 1}.zone${i + 1}-dns.example.net`,
        ttl: 86400,
      }),
    ),
    ...range(TYPE_COUNT).map((i) =>
      d({
        type: 'SRV',
        name: SRV_NAMES[Math.floor(i / 5)] as string,
        service: SRV_SERVICES[i % 5] as string,
        content: `sip${i + 1}.${zone}`,
        priority: 10 + (i % 3) * 10,
        weight: 5 + (i % 4),
        port: [5060, 5060, 5061, 5222, 5269][i % 5] as number,
        ttl: 3600,
      }),
    ),
    d({ type: 'CAA', name: '@', flags: 0, tag: 'issue', content: 'letsencrypt.org', ttl: 3600 }),
    d({ type: 'CAA', name: '@', flags: 0, tag: 'issuewild', content: 'letsencrypt.org', ttl: 3600 }),
    d({ type: 'CAA', name: '@', flags: 0, tag: 'iodef', content: `mailto:security@${zone}`, ttl: 3600 }),
    ...range(TYPE_COUNT - 3).map((i) =>
      d({
        type: 'CAA',
        name: WEB_NAMES[i + 1] as string,
        flags: 0,
        tag: 'issue',
        content: i % 2 === 0 ? 'letsencrypt.org' : 'sectigo.com',
        ttl: 3600,
      }),
    ),
    ...range(TYPE_COUNT).map((i) =>
      d({ type: 'PTR', name: `${10 + i}`, content: `host${10 + i}.${zone}`, ttl: 3600 }),
    ),
    ...range(TYPE_COUNT).map((i) =>
      d({
        type: 'TLSA',
        name: `_443._tcp.${WEB_NAMES[i] === '@' ? 'secure' : WEB_NAMES[i]}`,
        usage: 3,
        selector: 1,
        matching_type: 1,
        content: hex(200 + i, 32),
        ttl: 3600,
      }),
    ),
  ];
}

/** Any other domain's zone: its address, www, mail and SPF. */
function smallZone(zone: string, seed: number): DnsRecordDraft[] {
  const d = makeDnsRecordDraft;
  return [
    d({ type: 'A', name: '@', content: `198.51.100.${20 + (seed % 200)}`, ttl: 300, proxy: true }),
    d({ type: 'CNAME', name: 'www', content: zone, ttl: 3600, proxy: true }),
    d({ type: 'MX', name: '@', content: `mail.${zone}`, priority: 10, ttl: 3600 }),
    d({ type: 'TXT', name: '@', content: 'v=spf1 mx ~all', ttl: 3600 }),
  ];
}

/** The demo zone of a domain, in the order the seed stores it (record ids follow it). */
export function demoDnsRecordDrafts(zone: string, seed = 0): DnsRecordDraft[] {
  return zone === DEMO_FULL_ZONE ? fullZone(zone) : smallZone(zone, seed);
}

/** The demo zone as the provider answers it, ids from `firstId`, added 30 days before `now`. */
export function demoDnsRecords(
  zone: string,
  { now, firstId = 1, seed = 0 }: { now: number; firstId?: number; seed?: number },
): DnsRecord[] {
  return demoDnsRecordDrafts(zone, seed).map((draft, i) => dnsRecordOf(firstId + i, draft, now - 30 * DAY));
}
