import { compareDnsRecords, type DnsRecord, type DnsRecordsPage } from '@portal/api-cdn';
import { makeDnsRecord } from '@portal/api-cdn/factories';
import { compareDnsTargets, findDnsRecordPage } from './dns-record-page';

const names = ['@', 'api', 'blog', 'cdn', 'dev', 'ftp', 'git', 'mail', 'news', 'shop', 'www'];
/** A zone in the provider's order: every name with an A and a TXT record (ids in creation order, not list order). */
const zone: DnsRecord[] = names
  .flatMap((name, i) => [
    makeDnsRecord(100 - i, { name, type: 'A', content: `192.0.2.${i}` }),
    makeDnsRecord(200 - i, { name, type: 'TXT', content: `v=${name}` }),
  ])
  .sort((a, b) => compareDnsRecords(a, b) || a.id - b.id);

/** The provider's pages of `list`, counting the pages asked for. */
function pagesOf(list: DnsRecord[], perPage: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number): Promise<DnsRecordsPage> => {
    asked.push(page);
    return { records: list.slice((page - 1) * perPage, page * perPage), total: list.length, page, perPage };
  };
  return { fetchPage, asked };
}

describe('findDnsRecordPage (the page of the list that holds a record)', () => {
  it('finds every record of the zone on its page, asking for a few pages only', async () => {
    for (const [i, record] of zone.entries()) {
      const { fetchPage, asked } = pagesOf(zone, 3);
      await expect(findDnsRecordPage(fetchPage, record)).resolves.toBe(Math.floor(i / 3) + 1);
      expect(asked.length).toBeLessThanOrEqual(4);
    }
  });

  it('starts from the page shown, and answers from it when the record is there', async () => {
    const { fetchPage, asked } = pagesOf(zone, 5);
    await expect(findDnsRecordPage(fetchPage, zone[12]!, 3)).resolves.toBe(3);
    expect(asked).toEqual([3]);
  });

  it('tells records of the same name, type and content apart by their id, as the provider orders them', async () => {
    const twins = [
      makeDnsRecord(7, { name: 'mx', type: 'MX', content: 'mx.example.net', priority: 10 }),
      makeDnsRecord(9, { name: 'mx', type: 'MX', content: 'mx.example.net', priority: 20 }),
    ];
    const list = [...zone, ...twins].sort((a, b) => compareDnsRecords(a, b) || a.id - b.id);
    const { fetchPage } = pagesOf(list, 1);
    const at = (id: number) => list.findIndex((r) => r.id === id) + 1;
    await expect(findDnsRecordPage(fetchPage, twins[0]!)).resolves.toBe(at(7));
    await expect(findDnsRecordPage(fetchPage, twins[1]!)).resolves.toBe(at(9));
    expect(compareDnsTargets(twins[0]!, twins[1]!)).toBeLessThan(0);
  });

  it('finds a record known by its fields only (an imported line)', async () => {
    const { fetchPage } = pagesOf(zone, 4);
    const index = zone.findIndex((r) => r.name === 'news' && r.type === 'TXT');
    await expect(
      findDnsRecordPage(fetchPage, { name: 'news', type: 'TXT', content: 'v=news' }, 6),
    ).resolves.toBe(Math.floor(index / 4) + 1);
  });

  it('answers undefined for a record the list does not hold, and after a list that shrank under the page shown', async () => {
    const { fetchPage } = pagesOf(zone, 4);
    await expect(
      findDnsRecordPage(fetchPage, makeDnsRecord(999, { name: 'cdn', type: 'AAAA', content: '2001:db8::1' })),
    ).resolves.toBeUndefined();
    await expect(findDnsRecordPage(fetchPage, zone[1]!, 40)).resolves.toBe(1);
    await expect(findDnsRecordPage(pagesOf([], 4).fetchPage, zone[0]!)).resolves.toBeUndefined();
  });
});
