import { makeDnsRecord } from '@portal/api-cdn/factories';
import type { DnsRecord, DnsRecordsPage } from '@portal/api-cdn';
import { narrowedDnsPage } from './narrowed-dns-page';

const record = (id: number, name: string, content: string, type: DnsRecord['type'] = 'A') =>
  makeDnsRecord(id, { type, name, content });
const records = [
  record(1, 'bench-00010', '198.51.0.10'),
  record(2, 'bench-00015', '198.51.0.15'),
  record(3, 'bench-00016', '198.51.0.16'),
  record(4, 'bench-00017', 'v=spf1 Bench-00015', 'TXT'),
];
const whole: DnsRecordsPage = { records, total: 4, page: 1, perPage: 25 };

describe('narrowedDnsPage (the first page of a narrower search, from a page shown)', () => {
  it('narrows a page that held every match by the provider’s rule, in the shown order', () => {
    const page = narrowedDnsPage(
      { query: { search: 'bench-0001', perPage: 25 }, page: whole },
      { search: 'BENCH-00015', page: 1, perPage: 25 },
    );
    expect(page).toEqual({ records: [records[1], records[3]], total: 2, page: 1, perPage: 25 });
    const typed = narrowedDnsPage(
      { query: { search: 'bench-0001', perPage: 25 }, page: whole },
      { search: 'bench-00015', type: 'TXT', perPage: 25 },
    );
    expect(typed?.records).toEqual([records[3]]);
  });

  it('answers "none match" only when the page held every match', () => {
    expect(narrowedDnsPage({ query: { search: 'bench' }, page: whole }, { search: 'bench-9' })).toEqual({
      records: [],
      total: 0,
      page: 1,
      perPage: 25,
    });
    const partial = { ...whole, total: 40 };
    expect(
      narrowedDnsPage({ query: { search: 'bench' }, page: partial }, { search: 'bench-9' }),
    ).toBeUndefined();
  });

  it('leaves to the provider a wider search, another type, a later page, or more records than a page of the new size', () => {
    const shown = {
      query: { search: 'bench-0001', type: 'A' as const },
      page: { ...whole, records: records.slice(0, 3), total: 3 },
    };
    expect(narrowedDnsPage(shown, { search: 'bench-000' })).toBeUndefined();
    expect(narrowedDnsPage(shown, { search: 'bench-0001', type: 'TXT' })).toBeUndefined();
    expect(narrowedDnsPage(shown, { search: 'bench-0001' })).toBeUndefined();
    expect(narrowedDnsPage(shown, { search: 'bench-0001', type: 'A', page: 2 })).toBeUndefined();
    expect(narrowedDnsPage({ query: {}, page: { ...whole, page: 2 } }, { search: 'bench' })).toBeUndefined();
    expect(narrowedDnsPage({ query: {}, page: whole }, { search: 'bench', perPage: 2 })).toBeUndefined();
    expect(narrowedDnsPage({ query: {}, page: whole }, { search: 'bench', perPage: 10 })?.records).toEqual(
      records,
    );
  });
});
