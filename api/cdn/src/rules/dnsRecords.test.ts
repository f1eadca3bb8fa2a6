import {
  DNS_EXTRA_FIELDS,
  dnssecAllowedFor,
  DNS_RECORD_TYPES,
  compareDnsRecords,
  dnsFilterNarrows,
  dnsRecordMatches,
  dnsSearchKey,
  isDnsTarget,
  isProxiableType,
  isSrvService,
  isWildcardName,
  normalizeRecordName,
  sameDnsRecord,
  toDnsRecordDraft,
  validateDnsRecord,
  type DnsRecordInput,
} from './dnsRecords';

const valid: Record<string, DnsRecordInput> = {
  A: { type: 'A', name: 'www', content: '192.0.2.10', ttl: 300 },
  AAAA: { type: 'AAAA', name: '@', content: '2001:db8::10', ttl: 300 },
  CNAME: { type: 'CNAME', name: 'shop', content: 'shops.example.net', ttl: 3600 },
  ANAME: { type: 'ANAME', name: '@', content: 'lb.example.net', ttl: 3600 },
  MX: { type: 'MX', name: '@', content: 'mail.example-shop.ir', priority: 10, ttl: 3600 },
  TXT: { type: 'TXT', name: '@', content: 'v=spf1 include:_spf.example.net ~all', ttl: 3600 },
  NS: { type: 'NS', name: 'dev', content: 'ns1.example.net', ttl: 86400 },
  SRV: {
    type: 'SRV',
    name: '@',
    service: '_sip._tcp',
    content: 'sip.example-shop.ir',
    priority: 10,
    weight: 5,
    port: 5060,
    ttl: 3600,
  },
  CAA: { type: 'CAA', name: '@', content: 'letsencrypt.org', flags: 0, tag: 'issue', ttl: 3600 },
  PTR: { type: 'PTR', name: '10', content: 'www.example-shop.ir', ttl: 3600 },
  TLSA: {
    type: 'TLSA',
    name: '_443._tcp.www',
    content: 'ab12CD34',
    usage: 3,
    selector: 1,
    matching_type: 1,
    ttl: 3600,
  },
};

describe('validateDnsRecord', () => {
  it.each(DNS_RECORD_TYPES)('accepts a %s record with its own fields', (type) => {
    expect(validateDnsRecord(valid[type] as DnsRecordInput)).toEqual({});
  });

  it('names: @, *, letters, digits, dot, hyphen, underscore, 63 characters a label', () => {
    for (const name of [
      '@',
      '*',
      '*.dev',
      'a-b_c.d1',
      '_dmarc',
      'x'.repeat(63),
      'WWW',
      'www.example-shop.ir.',
    ]) {
      expect(validateDnsRecord({ ...valid.A, name })).toEqual({});
    }
    expect(validateDnsRecord({ ...valid.A, name: '' })).toEqual({ name: 'nameRequired' });
    expect(validateDnsRecord({ ...valid.A, name: '   ' })).toEqual({ name: 'nameRequired' });
    for (const name of ['x'.repeat(64), 'a..b', 'a b', 'ali@home', 'سلام', 'a/b']) {
      expect(validateDnsRecord({ ...valid.A, name })).toEqual({ name: 'nameInvalid' });
    }
  });

  it('checks IPv4 and IPv6 in full syntax, Persian digits included', () => {
    expect(validateDnsRecord({ ...valid.A, content: '' })).toEqual({ content: 'ip4Required' });
    expect(validateDnsRecord({ ...valid.A, content: '256.1.1.1' })).toEqual({ content: 'ip4Invalid' });
    expect(validateDnsRecord({ ...valid.A, content: '۱۹۲.۰.۲.۱' })).toEqual({});
    expect(validateDnsRecord({ ...valid.AAAA, content: '' })).toEqual({ content: 'ip6Required' });
    expect(validateDnsRecord({ ...valid.AAAA, content: '2001:db8::1::2' })).toEqual({
      content: 'ip6Invalid',
    });
    expect(validateDnsRecord({ ...valid.AAAA, content: '::ffff:192.0.2.1' })).toEqual({});
    // an A record does not take an IPv6 and the other way round
    expect(validateDnsRecord({ ...valid.A, content: '2001:db8::1' })).toEqual({ content: 'ip4Invalid' });
    expect(validateDnsRecord({ ...valid.AAAA, content: '192.0.2.1' })).toEqual({ content: 'ip6Invalid' });
  });

  it('checks servers and services, text and certificate data', () => {
    expect(validateDnsRecord({ ...valid.CNAME, content: '' })).toEqual({ content: 'serverRequired' });
    expect(validateDnsRecord({ ...valid.CNAME, content: 'bad host.com' })).toEqual({
      content: 'serverInvalid',
    });
    expect(validateDnsRecord({ ...valid.MX, content: '-mail.example.com' })).toEqual({
      content: 'serverInvalid',
    });
    expect(validateDnsRecord({ ...valid.NS, content: '192.0.2.1' })).toEqual({ content: 'serverInvalid' });
    expect(validateDnsRecord({ ...valid.ANAME, content: '' })).toEqual({ content: 'addressRequired' });
    expect(validateDnsRecord({ ...valid.ANAME, content: 'a..b' })).toEqual({ content: 'addressInvalid' });
    expect(validateDnsRecord({ ...valid.SRV, service: '' })).toEqual({ service: 'serviceRequired' });
    expect(validateDnsRecord({ ...valid.SRV, service: 'sip.tcp' })).toEqual({ service: 'serviceInvalid' });
    expect(validateDnsRecord({ ...valid.TXT, content: '' })).toEqual({ content: 'textRequired' });
    expect(validateDnsRecord({ ...valid.TXT, content: 'x'.repeat(2049) })).toEqual({
      content: 'textTooLong',
    });
    expect(validateDnsRecord({ ...valid.TLSA, content: '' })).toEqual({ content: 'dataRequired' });
    expect(validateDnsRecord({ ...valid.TLSA, content: 'xyz' })).toEqual({ content: 'dataInvalid' });
  });

  it('asks for the priority, weight and port a type has, in their ranges', () => {
    expect(validateDnsRecord({ ...valid.MX, priority: '' })).toEqual({ priority: 'priorityRequired' });
    expect(validateDnsRecord({ ...valid.MX, priority: 70000 })).toEqual({ priority: 'priorityInvalid' });
    expect(validateDnsRecord({ ...valid.MX, priority: '۱۰' })).toEqual({});
    expect(validateDnsRecord({ ...valid.SRV, weight: undefined, port: null })).toEqual({
      weight: 'weightRequired',
      port: 'portRequired',
    });
    expect(validateDnsRecord({ ...valid.SRV, weight: -1, port: 70000 })).toEqual({
      weight: 'weightInvalid',
      port: 'portInvalid',
    });
    // a field of another type is not looked at
    expect(validateDnsRecord({ ...valid.A, priority: 'abc' })).toEqual({});
  });

  it('checks CAA and TLSA numbers and tags', () => {
    expect(validateDnsRecord({ ...valid.CAA, tag: 'issuer', flags: 256 })).toEqual({
      tag: 'tagInvalid',
      flags: 'flagsInvalid',
    });
    expect(validateDnsRecord({ ...valid.TLSA, usage: 4, selector: 2, matching_type: 3 })).toEqual({
      usage: 'usageInvalid',
      selector: 'selectorInvalid',
      matching_type: 'matchingTypeInvalid',
    });
  });

  it('takes the TTL from the list only', () => {
    expect(validateDnsRecord({ ...valid.A, ttl: 301 })).toEqual({ ttl: 'ttlInvalid' });
    expect(validateDnsRecord({ ...valid.A, ttl: undefined })).toEqual({ ttl: 'ttlInvalid' });
    expect(validateDnsRecord({ ...valid.A, ttl: '31536000' })).toEqual({});
  });

  it('lets only A, AAAA, CNAME and ANAME be proxied, with an origin protocol and port', () => {
    expect(DNS_RECORD_TYPES.filter(isProxiableType)).toEqual(['A', 'AAAA', 'CNAME', 'ANAME']);
    expect(validateDnsRecord({ ...valid.MX, proxy: true })).toEqual({ proxy: 'proxyNotAllowed' });
    expect(validateDnsRecord({ ...valid.TXT, proxy: '1' })).toEqual({ proxy: 'proxyNotAllowed' });
    expect(validateDnsRecord({ ...valid.TXT, proxy: false })).toEqual({});
    expect(validateDnsRecord({ ...valid.A, proxy: true, protocol: 'HTTPS', port: 8443 })).toEqual({});
    expect(validateDnsRecord({ ...valid.A, proxy: true, protocol: 'FTP', port: 0 })).toEqual({
      protocol: 'protocolInvalid',
      port: 'portInvalid',
    });
  });

  it('refuses an unknown type', () => {
    expect(validateDnsRecord({ ...valid.A, type: 'SPF' })).toEqual({ type: 'typeInvalid' });
  });

  it('gives every type a form (its extra fields known)', () => {
    expect(Object.keys(DNS_EXTRA_FIELDS).sort()).toEqual([...DNS_RECORD_TYPES].sort());
  });
});

describe('toDnsRecordDraft', () => {
  it('keeps the fields of the type, numbers as numbers, names relative to the zone', () => {
    expect(
      toDnsRecordDraft(
        {
          ...valid.MX,
          name: 'Example-Shop.ir.',
          content: 'MAIL.example-shop.ir.',
          priority: '10',
          ttl: '3600',
        },
        'example-shop.ir',
      ),
    ).toEqual({
      type: 'MX',
      name: '@',
      content: 'mail.example-shop.ir',
      ttl: 3600,
      proxy: false,
      protocol: 'DEFAULT',
      service: null,
      priority: 10,
      weight: null,
      port: null,
      flags: null,
      tag: null,
      usage: null,
      selector: null,
      matching_type: null,
    });
  });

  it('clears what a record that is not proxied cannot keep', () => {
    const draft = toDnsRecordDraft(
      { ...valid.A, proxy: false, protocol: 'HTTPS', port: 8443, priority: 5 },
      'example-shop.ir',
    );
    expect(draft).toMatchObject({ proxy: false, protocol: 'DEFAULT', port: null, priority: null });
    const proxied = toDnsRecordDraft(
      { ...valid.A, proxy: '1', protocol: 'HTTPS', port: '8443' },
      'example-shop.ir',
    );
    expect(proxied).toMatchObject({ proxy: true, protocol: 'HTTPS', port: 8443 });
  });

  it('keeps a TXT text as typed', () => {
    expect(toDnsRecordDraft({ ...valid.TXT, content: '  Hello "World"  ' }).content).toBe(
      '  Hello "World"  ',
    );
  });
});

describe('names and targets', () => {
  it('makes names relative to the zone', () => {
    expect(normalizeRecordName(' WWW.Example-Shop.IR. ', 'example-shop.ir')).toBe('www');
    expect(normalizeRecordName('example-shop.ir', 'example-shop.ir')).toBe('@');
    expect(normalizeRecordName('other.com', 'example-shop.ir')).toBe('other.com');
    expect(normalizeRecordName('@', 'example-shop.ir')).toBe('@');
  });

  it('knows wildcards, targets and SRV services', () => {
    expect(isWildcardName('*.dev')).toBe(true);
    expect(isWildcardName('dev')).toBe(false);
    expect(isDnsTarget('mail.example.com.')).toBe(true);
    expect(isDnsTarget('_spf.example.com')).toBe(true);
    expect(isDnsTarget('1.2.3.4')).toBe(false);
    expect(isSrvService('_xmpp-server._tcp')).toBe(true);
    expect(isSrvService('_sip._icmp')).toBe(false);
  });

  it('tells repeated records and orders a zone for reading', () => {
    const a = toDnsRecordDraft(valid.A as DnsRecordInput);
    expect(sameDnsRecord(a, { ...a, ttl: 60, proxy: true })).toBe(true);
    expect(sameDnsRecord(a, { ...a, content: '192.0.2.11' })).toBe(false);
    const rows = [
      { name: 'www', type: 'A' as const, content: '1' },
      { name: '@', type: 'MX' as const, content: 'm' },
      { name: '@', type: 'A' as const, content: '2' },
    ];
    expect(rows.sort(compareDnsRecords).map((r) => `${r.name} ${r.type}`)).toEqual(['@ A', '@ MX', 'www A']);
  });
});

describe('dnssecAllowedFor', () => {
  it('refuses .ir domains', () => {
    expect(dnssecAllowedFor('example-shop.ir')).toBe(false);
    expect(dnssecAllowedFor('EXAMPLE.IR.')).toBe(false);
    expect(dnssecAllowedFor('shop.co.ir')).toBe(false);
    expect(dnssecAllowedFor('my-blog.com')).toBe(true);
    expect(dnssecAllowedFor('iran.com')).toBe(true);
  });
});

describe('dnsRecordMatches and dnsFilterNarrows (the record list search)', () => {
  const www = { type: 'A' as const, name: 'www', content: '192.0.2.10' };
  const txt = { type: 'TXT' as const, name: '@', content: 'v=spf1 include:_spf.Example.net ~all' };

  it('keeps a record whose name or content holds the trimmed search, A–Z and a–z alike', () => {
    expect(dnsRecordMatches(www, {})).toBe(true);
    expect(dnsRecordMatches(www, { search: '  WW ' })).toBe(true);
    expect(dnsRecordMatches(www, { search: '0.2.1' })).toBe(true);
    expect(dnsRecordMatches(www, { search: 'mail' })).toBe(false);
    expect(dnsRecordMatches(txt, { search: 'example.NET' })).toBe(true);
    expect(dnsRecordMatches(txt, { search: '%' })).toBe(false);
    expect(dnsRecordMatches(txt, { search: '_spf' })).toBe(true);
  });

  it('reads only A–Z as a–z, as the provider compares (other letters as written)', () => {
    const accented = { type: 'TXT' as const, name: '@', content: 'café' };
    expect(dnsRecordMatches(accented, { search: 'CAF' })).toBe(true);
    expect(dnsRecordMatches(accented, { search: 'CAFÉ' })).toBe(false);
    expect(dnsSearchKey(' AbÉ ')).toBe('abÉ');
  });

  it('keeps only the type asked for', () => {
    expect(dnsRecordMatches(www, { type: 'A', search: 'www' })).toBe(true);
    expect(dnsRecordMatches(www, { type: 'TXT' })).toBe(false);
  });

  it('says when one filter keeps no record the other drops', () => {
    expect(dnsFilterNarrows({ search: 'bench-0005' }, { search: 'bench-000' })).toBe(true);
    expect(dnsFilterNarrows({ search: 'Bench-0005 ' }, { search: 'BENCH' })).toBe(true);
    expect(dnsFilterNarrows({ search: 'x', type: 'A' }, {})).toBe(true);
    expect(dnsFilterNarrows({ search: 'bench-000' }, { search: 'bench-0005' })).toBe(false);
    expect(dnsFilterNarrows({ search: 'bench', type: 'A' }, { search: 'bench', type: 'TXT' })).toBe(false);
    expect(dnsFilterNarrows({ search: 'bench' }, { search: 'bench', type: 'A' })).toBe(false);
  });
});
