import {
  cdnReportFigures,
  dailyShape,
  reportHasData,
  reportRange,
  reportStep,
  reportCountryName,
  type ReportSource,
} from './cdnReports';

const NOW = 1_742_032_800; // 2025-03-15 10:00 UTC
const DAY = 86_400;
// example-shop.ir of the demo data: 1,250,000 requests and 85 GB this month, added 90 days ago
const SHOP: ReportSource = { id: 1, requests: 1_250_000, traffic: 85 * 1024 ** 3, addedAt: NOW - 90 * DAY };
const range = (period: string) => reportRange({ period }, NOW).range!;

describe('reportRange', () => {
  it('ends a preset at the last whole step before now, with its own step', () => {
    expect(range('1h')).toEqual({ period: '1h', since: NOW - 3600, until: NOW, step: 300 });
    expect(range('24h')).toEqual({ period: '24h', since: NOW - DAY, until: NOW, step: 3600 });
    expect(range('7d')).toEqual({ period: '7d', since: 1_741_413_600, until: 1_742_018_400, step: 21_600 });
    expect(range('30d')).toEqual({ period: '30d', since: 1_739_404_800, until: 1_741_996_800, step: DAY });
    expect(reportRange({}, NOW).range?.period).toBe('24h');
  });

  it('takes a custom range on 5-minute marks, cut at now, with a step that fits its length', () => {
    expect(
      reportRange({ period: 'custom', since: String(NOW - 3 * DAY + 17), until: NOW + DAY }, NOW).range,
    ).toEqual({
      period: 'custom',
      since: NOW - 3 * DAY,
      until: NOW,
      step: 21_600,
    });
    expect(reportStep(7200)).toBe(300);
    expect(reportStep(2 * DAY)).toBe(3600);
    expect(reportStep(9 * DAY)).toBe(DAY);
  });

  it('names each field at fault', () => {
    expect(reportRange({ period: 'year' }, NOW).problems).toEqual({ period: 'periodInvalid' });
    expect(reportRange({ period: 'custom' }, NOW).problems).toEqual({
      since: 'sinceRequired',
      until: 'untilRequired',
    });
    expect(reportRange({ period: 'custom', since: 'x', until: NOW }, NOW).problems).toEqual({
      since: 'sinceRequired',
    });
    expect(reportRange({ period: 'custom', since: NOW, until: NOW - 10 }, NOW).problems).toEqual({
      until: 'rangeReversed',
    });
    expect(reportRange({ period: 'custom', since: NOW + 600, until: NOW + 1200 }, NOW).problems).toEqual({
      since: 'sinceInFuture',
    });
    expect(reportRange({ period: 'custom', since: NOW - 32 * DAY, until: NOW }, NOW).problems).toEqual({
      until: 'rangeTooLong',
    });
  });
});

describe('cdnReportFigures', () => {
  it('gives the same exact figures for the same domain and period', () => {
    expect(cdnReportFigures(SHOP, 'status', range('24h')).statistics).toEqual({
      '2xx': 28_696,
      '3xx': 4308,
      '4xx': 2545,
      '5xx': 536,
      total: 36_085,
    });
    expect(cdnReportFigures(SHOP, 'status', range('7d')).statistics.total).toBe(279_711);
    expect(cdnReportFigures(SHOP, 'errors', range('24h')).statistics).toEqual({
      '400': 289,
      '403': 550,
      '404': 1276,
      '429': 430,
      '500': 143,
      '502': 215,
      '503': 106,
      '504': 72,
      total: 3081,
    });
    expect(cdnReportFigures(SHOP, 'traffic', range('24h')).statistics).toEqual({
      served: 2_698_895_992,
      saved: 1_694_837_951,
      origin: 1_004_058_041,
    });
    expect(cdnReportFigures(SHOP, 'attacks', range('1h')).statistics.total).toBe(7);
    expect(cdnReportFigures(SHOP, 'attacks', range('24h')).statistics.total).toBe(334);
  });

  it('draws one point a step with 4xx and 5xx the sums of their codes', () => {
    const status = cdnReportFigures(SHOP, 'status', range('24h'));
    const errors = cdnReportFigures(SHOP, 'errors', range('24h'));
    expect(status.charts.status_code?.categories).toHaveLength(24);
    expect(status.charts.status_code?.categories[0]).toBe(NOW - DAY);
    const at = (name: string, figures = errors) =>
      figures.charts[Object.keys(figures.charts)[0] as string]?.series.find((s) => s.name === name)
        ?.data[5] ?? -1;
    expect(at('4xx', status)).toBe(at('400') + at('403') + at('404') + at('429'));
    expect(status.statistics['4xx']).toBe(
      [400, 403, 404, 429].reduce((a, c) => a + (errors.statistics[String(c)] ?? 0), 0),
    );
  });

  it('is busier in a Tehran evening than before dawn, and quieter on a Friday', () => {
    const evening = Date.UTC(2025, 2, 12, 13, 30) / 1000; // Wednesday 17:00 in Tehran
    const dawn = Date.UTC(2025, 2, 12, 1, 30) / 1000; // 05:00
    expect(dailyShape(evening)).toBeCloseTo(1.6);
    expect(dailyShape(dawn)).toBeCloseTo(0.4);
    expect(dailyShape(evening + 2 * DAY)).toBeCloseTo(dailyShape(evening) * 0.8);
  });

  it('splits requests and traffic per country, adding up to the status and traffic totals', () => {
    const country = cdnReportFigures(SHOP, 'country', range('24h'));
    expect(country.statistics).toEqual({ requests: 36_085, traffics: 2_698_895_992, countries: 10 });
    expect(country.lists[0]).toEqual({ code: 'IR', requests: 18_160, traffics: 1_358_033_017 });
    expect(country.lists.reduce((a, r) => a + r.requests, 0)).toBe(36_085);
    expect(reportCountryName('DE', 'fa')).toBe('آلمان');
    expect(reportCountryName('DE', 'en')).toBe('Germany');
  });

  it('counts nothing before the domain was added: no data', () => {
    const fresh = { ...SHOP, addedAt: NOW };
    const figures = cdnReportFigures(fresh, 'traffic', range('24h'));
    expect(figures.statistics.served).toBe(0);
    expect(reportHasData(figures)).toBe(false);
    expect(cdnReportFigures(fresh, 'country', range('24h')).lists).toEqual([]);
    expect(reportHasData(cdnReportFigures(SHOP, 'traffic', range('24h')))).toBe(true);
  });
});
