import { DNS_RECORD_TYPES, validateDnsRecord } from '../rules/dnsRecords';
import { DEMO_FULL_ZONE, demoDnsRecordDrafts, demoDnsRecords, dnsRecordOf, makeDnsRecord } from '.';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';

describe('the demo zones', () => {
  it('gives example-shop.ir 25 records of every type, each one valid and none repeated', () => {
    const drafts = demoDnsRecordDrafts(DEMO_FULL_ZONE);
    for (const type of DNS_RECORD_TYPES) expect(drafts.filter((d) => d.type === type)).toHaveLength(25);
    for (const draft of drafts) expect([draft, validateDnsRecord(draft)]).toEqual([draft, {}]);
    const keys = drafts.map((d) => JSON.stringify({ ...d, ttl: 0, proxy: false }));
    expect(new Set(keys).size).toBe(keys.length);
    expect(drafts.some((d) => d.proxy)).toBe(true);
  });

  it('gives any other domain a small zone of its own', () => {
    const drafts = demoDnsRecordDrafts('my-blog.com', 2);
    expect(drafts.map((d) => `${d.name} ${d.type} ${d.content}`)).toEqual([
      '@ A 198.51.100.22',
      'www CNAME my-blog.com',
      '@ MX mail.my-blog.com',
      '@ TXT v=spf1 mx ~all',
    ]);
    for (const draft of drafts) expect(validateDnsRecord(draft)).toEqual({});
  });

  it('answers records as the provider does: ids in order, proxy as ACTIVE or INACTIVE, value beside content', () => {
    const records = demoDnsRecords(DEMO_FULL_ZONE, { now: FACTORY_NOW, firstId: 5 });
    expect(records[0]).toMatchObject({
      id: 5,
      type: 'A',
      name: '@',
      proxy: 'ACTIVE',
      content: '192.0.2.10',
      value: '192.0.2.10',
    });
    expect(records.at(-1)?.id).toBe(5 + records.length - 1);
    expect(dnsRecordOf(1, demoDnsRecordDrafts('x.com')[2]!, 10)).toMatchObject({
      proxy: 'INACTIVE',
      priority: 10,
      created_at: 10,
      updated_at: 10,
    });
    expect(makeDnsRecord(3, { content: '192.0.2.99' })).toMatchObject({
      id: 3,
      content: '192.0.2.99',
      value: '192.0.2.99',
    });
  });
});
