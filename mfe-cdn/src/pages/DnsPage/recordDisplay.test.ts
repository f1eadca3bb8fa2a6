import { makeDnsRecord } from '@portal/api-cdn/factories';
import { recordContent, recordOwner } from './recordDisplay';

describe('a record in the list', () => {
  it('reads as a zone file line says it', () => {
    expect(recordContent(makeDnsRecord(1, { type: 'MX', content: 'mail.example.com', priority: 10 }))).toBe(
      '10 mail.example.com',
    );
    expect(
      recordContent(
        makeDnsRecord(1, { type: 'SRV', content: 'sip.example.com', priority: 10, weight: 5, port: 5060 }),
      ),
    ).toBe('10 5 5060 sip.example.com');
    expect(
      recordContent(makeDnsRecord(1, { type: 'CAA', content: 'letsencrypt.org', flags: 0, tag: 'issue' })),
    ).toBe('0 issue "letsencrypt.org"');
    expect(recordContent(makeDnsRecord(1, { type: 'A', content: '192.0.2.1' }))).toBe('192.0.2.1');
  });

  it('cuts long texts and certificate data', () => {
    expect(recordContent(makeDnsRecord(1, { type: 'TXT', content: 'x'.repeat(100) }))).toBe(
      `"${'x'.repeat(60)}…"`,
    );
    expect(
      recordContent(
        makeDnsRecord(1, { type: 'TLSA', content: 'ab'.repeat(32), usage: 3, selector: 1, matching_type: 1 }),
      ),
    ).toBe(`3 1 1 ${'ab'.repeat(12)}…`);
  });

  it('puts an SRV record’s service before its name', () => {
    expect(recordOwner({ type: 'SRV', name: '@', service: '_sip._tcp' })).toBe('_sip._tcp');
    expect(recordOwner({ type: 'SRV', name: 'voip', service: '_sip._tcp' })).toBe('_sip._tcp.voip');
    expect(recordOwner({ type: 'A', name: 'www', service: null })).toBe('www');
  });
});
