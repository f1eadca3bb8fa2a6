import { cdnAttackPage } from './cdnAttackList';
import {
  ATTACK_TYPES,
  REPORT_COUNTRIES,
  cdnReportFigures,
  reportRange,
  type ReportSource,
} from './cdnReports';

const NOW = 1_742_032_800; // 2025-03-15 10:00 UTC
const DAY = 86_400;
const SHOP: ReportSource = { id: 1, requests: 1_250_000, traffic: 85 * 1024 ** 3, addedAt: NOW - 90 * DAY };
const range = (period: string) => reportRange({ period }, NOW).range!;

describe('cdnAttackPage', () => {
  it('lists as many attacks as the attacks report counts, newest first, within the range', () => {
    const day = range('24h');
    const report = cdnReportFigures(SHOP, 'attacks', day);
    const all = cdnAttackPage(SHOP, day, 1, 100_000);
    expect(all.total).toBe(report.statistics.total);
    expect(all.items).toHaveLength(report.statistics.total!);
    for (const type of ATTACK_TYPES)
      expect(all.items.filter((a) => a.type === type)).toHaveLength(report.statistics[type]!);
    const times = all.items.map((a) => a.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(day.since);
    expect(Math.max(...times)).toBeLessThan(day.until);
    expect(new Set(all.items.map((a) => a.id)).size).toBe(all.items.length);
  });

  it('cuts the same list into pages, the last one short and past it nothing', () => {
    const day = range('24h');
    const all = cdnAttackPage(SHOP, day, 1, 100_000).items;
    expect(all.length).toBeGreaterThan(25);
    const pages = [1, 2, 3].map((p) => cdnAttackPage(SHOP, day, p, 10).items);
    expect(pages.flat()).toEqual(all.slice(0, 30));
    const last = Math.ceil(all.length / 10);
    expect(cdnAttackPage(SHOP, day, last, 10).items).toEqual(all.slice((last - 1) * 10));
    expect(cdnAttackPage(SHOP, day, last + 1, 10).items).toEqual([]);
  });

  it('gives the same attacker, request and moment on every call, from a known country and a public address', () => {
    const first = cdnAttackPage(SHOP, range('24h'), 1, 20);
    expect(cdnAttackPage(SHOP, range('24h'), 1, 20)).toEqual(first);
    for (const attack of first.items) {
      expect(REPORT_COUNTRIES).toContain(attack.attacker_country);
      expect(attack.attacker_ip).toMatch(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
      expect(attack.attacker_ip.split('.').every((o) => Number(o) <= 255)).toBe(true);
      expect(attack.uri.startsWith('/')).toBe(true);
      expect(attack.method).toMatch(/^(GET|POST|HEAD)$/);
    }
  });

  it('has no attack before the domain was added', () => {
    const fresh: ReportSource = { ...SHOP, addedAt: NOW - 2 * 3600 - 1234 };
    const list = cdnAttackPage(fresh, range('24h'), 1, 100_000);
    expect(list.total).toBe(cdnReportFigures(fresh, 'attacks', range('24h')).statistics.total);
    expect(list.items.every((a) => a.timestamp >= fresh.addedAt)).toBe(true);
    const before: ReportSource = { ...SHOP, addedAt: NOW + DAY };
    expect(cdnAttackPage(before, range('24h'), 1, 10)).toEqual({
      items: [],
      total: 0,
      page: 1,
      per_page: 10,
    });
  });
});
