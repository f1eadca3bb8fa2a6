import { demoDnsRecordDrafts, makeDnsRecordDraft } from '../factories';
import { compareDnsRecords, DNS_RECORD_TYPES } from './dnsRecords';
import { exportZone, parseZone, parseZoneTtl } from './zoneFile';

const ZONE = 'example-shop.ir';

describe('exportZone and parseZone', () => {
  it('read back an exported zone as the same records, every type and the proxy settings included', () => {
    const records = demoDnsRecordDrafts(ZONE);
    expect(new Set(records.map((r) => r.type))).toEqual(new Set(DNS_RECORD_TYPES));
    const parsed = parseZone(exportZone(ZONE, records), ZONE);
    expect(parsed.errors).toEqual([]);
    expect(parsed.skipped).toEqual([]);
    const sort = (list: typeof records) =>
      [...list].sort((a, b) => compareDnsRecords(a, b) || JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(sort(parsed.records.map((r) => r.record))).toEqual(sort(records));
  });

  it('writes BIND lines: origin, default TTL, relative names, absolute targets, quoted texts', () => {
    const text = exportZone(ZONE, [
      makeDnsRecordDraft({ type: 'MX', name: '@', content: 'mail.example-shop.ir', priority: 10 }),
      makeDnsRecordDraft({
        type: 'A',
        name: 'www',
        content: '192.0.2.1',
        ttl: 300,
        proxy: true,
        protocol: 'HTTPS',
        port: 8443,
      }),
      makeDnsRecordDraft({ type: 'TXT', name: '@', content: 'say "hi"' }),
      makeDnsRecordDraft({
        type: 'SRV',
        name: 'voip',
        service: '_sip._tcp',
        content: 'sip.example-shop.ir',
        priority: 10,
        weight: 5,
        port: 5060,
      }),
    ]);
    expect(text.split('\n')).toEqual([
      '; zone file of example-shop.ir',
      '$ORIGIN example-shop.ir.',
      '$TTL 3600',
      '@\t3600\tIN\tMX\t10 mail.example-shop.ir.',
      '@\t3600\tIN\tTXT\t"say \\"hi\\""',
      '_sip._tcp.voip\t3600\tIN\tSRV\t10 5 5060 sip.example-shop.ir.',
      'www\t300\tIN\tA\t192.0.2.1 ; cdn proxy=on protocol=HTTPS port=8443',
      '',
    ]);
  });

  it('splits a long text into strings of 255 characters and joins them back', () => {
    const long = 'k'.repeat(600);
    const text = exportZone(ZONE, [makeDnsRecordDraft({ type: 'TXT', content: long })]);
    expect(text).toContain(`"${'k'.repeat(255)}" "${'k'.repeat(255)}" "${'k'.repeat(90)}"`);
    expect(parseZone(text, ZONE).records[0]?.record.content).toBe(long);
  });
});

describe('parseZone', () => {
  it('reads a hand-written file: $ORIGIN, $TTL with units, owners carried over, parentheses, comments, SOA left out', () => {
    const text = [
      '$ORIGIN example-shop.ir.',
      '$TTL 1h',
      '@   IN  SOA ns1.example.net. admin.example-shop.ir. (',
      '        2024010101 ; serial',
      '        7200 3600 1209600 300 )',
      '@        IN  A     192.0.2.1',
      '         IN  AAAA  2001:db8::1   ; same owner',
      'www  300 IN  CNAME example-shop.ir.',
      'blog     IN  CNAME www',
      'mail.example-shop.ir. 1d IN MX 5 mx.example.net.',
      '',
      '; a comment line',
      'old      IN  ALIAS lb.example.net.',
    ].join('\n');
    const result = parseZone(text, ZONE);
    expect(result.errors).toEqual([]);
    expect(result.skipped).toEqual([{ line: 3, type: 'SOA', reason: 'managed' }]);
    expect(
      result.records.map(({ line, record: r }) => [line, r.name, r.type, r.content, r.ttl, r.priority]),
    ).toEqual([
      [6, '@', 'A', '192.0.2.1', 3600, null],
      [7, '@', 'AAAA', '2001:db8::1', 3600, null],
      [8, 'www', 'CNAME', 'example-shop.ir', 300, null],
      [9, 'blog', 'CNAME', 'www.example-shop.ir', 3600, null],
      [10, 'mail', 'MX', 'mx.example.net', 86400, 5],
      [13, 'old', 'ANAME', 'lb.example.net', 3600, null],
    ]);
  });

  it('gives each bad line its problem with its line number', () => {
    const text = [
      '$ORIGIN example-shop.ir.',
      'www 300 IN A 999.1.1.1',
      'v6 300 IN AAAA 2001:db8::g',
      'bad!name 300 IN A 192.0.2.1',
      'x 301 IN A 192.0.2.1',
      'mx 300 IN MX mail.example.net.',
      'h 300 IN HINFO "pc" "linux"',
      'ch 300 CH A 192.0.2.1',
      'www.other.com. 300 IN A 192.0.2.1',
      'txt 300 IN TXT "never closed',
      '$INCLUDE other.zone',
      'ok 300 IN A 192.0.2.9',
      'caa 300 IN CAA 0 issuer "ca.example"',
    ].join('\n');
    const result = parseZone(text, ZONE);
    expect(result.errors).toEqual([
      { line: 2, code: 'ip4Invalid', field: 'content' },
      { line: 3, code: 'ip6Invalid', field: 'content' },
      { line: 4, code: 'nameInvalid', field: 'name' },
      { line: 5, code: 'ttlInvalid', field: 'ttl' },
      { line: 6, code: 'zoneSyntax' },
      { line: 7, code: 'zoneUnsupportedType', type: 'HINFO' },
      { line: 8, code: 'zoneClass' },
      { line: 9, code: 'zoneOutsideOrigin', field: 'name' },
      { line: 10, code: 'zoneSyntax' },
      { line: 11, code: 'zoneDirective' },
      { line: 13, code: 'tagInvalid', field: 'tag' },
    ]);
    expect(result.records.map((r) => [r.line, r.record.name])).toEqual([[12, 'ok']]);
  });

  it('leaves out a record a line above already gave', () => {
    const result = parseZone('a 300 IN A 192.0.2.1\na 600 IN A 192.0.2.1\n', ZONE);
    expect(result.records).toHaveLength(1);
    expect(result.skipped).toEqual([{ line: 2, type: 'A', reason: 'repeated' }]);
  });

  it('reads names relative to the domain when the file has no $ORIGIN', () => {
    const result = parseZone('www IN A 192.0.2.1\n@ IN NS ns1.example.net.\n', ZONE);
    expect(result.records.map((r) => [r.record.name, r.record.type])).toEqual([
      ['www', 'A'],
      ['@', 'NS'],
    ]);
  });

  it('reads SRV owners as service and name, TLSA data split over words, CAA values', () => {
    const text =
      '_sip._tcp 3600 IN SRV 10 5 5060 sip.example-shop.ir.\n_443._tcp.www 3600 IN TLSA 3 1 1 ab12 CD34\n@ 3600 IN CAA 0 iodef "mailto:ops@example-shop.ir"\n';
    const result = parseZone(text, ZONE);
    expect(result.errors).toEqual([]);
    expect(result.records.map((r) => r.record)).toEqual([
      expect.objectContaining({
        type: 'SRV',
        name: '@',
        service: '_sip._tcp',
        priority: 10,
        weight: 5,
        port: 5060,
        content: 'sip.example-shop.ir',
      }),
      expect.objectContaining({
        type: 'TLSA',
        name: '_443._tcp.www',
        usage: 3,
        selector: 1,
        matching_type: 1,
        content: 'ab12cd34',
      }),
      expect.objectContaining({
        type: 'CAA',
        name: '@',
        flags: 0,
        tag: 'iodef',
        content: 'mailto:ops@example-shop.ir',
      }),
    ]);
  });

  it('reads nothing from an empty file', () => {
    expect(parseZone('\n; nothing\n', ZONE)).toEqual({ records: [], errors: [], skipped: [] });
  });
});

describe('parseZoneTtl', () => {
  it('reads seconds and BIND units', () => {
    expect(parseZoneTtl('300')).toBe(300);
    expect(parseZoneTtl('1h30m')).toBe(5400);
    expect(parseZoneTtl('2W')).toBe(1209600);
    expect(parseZoneTtl('IN')).toBeNull();
  });
});
