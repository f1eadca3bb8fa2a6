import { expect, type Locator, type Page } from '@playwright/test';
import {
  cdnReportFigures,
  reportStep,
  type CdnReportPreset,
  type CdnReportType,
  type ReportRange,
} from '../../api/cdn/src/rules/cdnReports';
import { cdnAttackPage } from '../../api/cdn/src/rules/cdnAttackList';
import { scaleBytes } from '../../shared-sdk/src/rules/cloud/metrics';
import { AreaNav } from './AreaNav';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** Texts of a domain's reports, by locale (from mfe-cdn's messages). */
export const CDN_REPORTS_TEXT = {
  en: {
    period: 'Period',
    presets: {
      '1h': 'Last hour',
      '24h': 'Last 24 hours',
      '7d': 'Last 7 days',
      '30d': 'Last 30 days',
    } as Record<CdnReportPreset, string>,
    custom: 'Custom range',
    calendar: 'Days of the range',
    previousMonth: 'Previous month',
    show: 'Show report',
    notActivated: 'Your domain has not been activated yet',
    countryTable: 'Requests and traffic per country',
    sortBy: (column: string) => `Sort by ${column}`,
    requests: 'Requests',
    iran: 'Iran',
    gb: 'GB',
    mb: 'MB',
  },
  fa: {
    period: 'بازه زمانی',
    presets: {
      '1h': 'یک ساعت گذشته',
      '24h': '24 ساعت گذشته',
      '7d': '7 روز گذشته',
      '30d': '30 روز گذشته',
    } as Record<CdnReportPreset, string>,
    custom: 'بازه دلخواه',
    calendar: 'روزهای بازه',
    previousMonth: 'ماه قبل',
    show: 'نمایش گزارش',
    notActivated: 'دامنه شما هنوز فعال نشده است',
    countryTable: 'درخواست‌ها و ترافیک به تفکیک کشور',
    sortBy: (column: string) => `مرتب‌سازی بر اساس ${column}`,
    requests: 'درخواست‌ها',
    iran: 'ایران',
    gb: 'گیگابایت',
    mb: 'مگابایت',
  },
};

/** The demo domain the reports are drawn around, as the sandbox seeds it (its month's figures). */
export const SHOP_SOURCE = { id: 1, requests: 1_250_000, traffic: 85 * 1024 ** 3, addedAt: 0 };
const PRESET_SECONDS: Record<CdnReportPreset, number> = {
  '1h': 3600,
  '24h': 86_400,
  '7d': 604_800,
  '30d': 2_592_000,
};
const LATIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export class CdnReportsPage extends LocalizedPage<typeof CDN_REPORTS_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, CDN_REPORTS_TEXT);
  }

  async goto(domain: { name: string; id: number }, report: CdnReportType, query = ''): Promise<void> {
    await this.page.goto(
      `/cdn/${domain.name}/${domain.id}/reports/${report}?locale=${this.locale}${query ? `&${query}` : ''}`,
    );
  }

  /** Another report of the open CDN area, reached in the page as its links do (no page load). */
  async open(domain: { name: string; id: number }, report: CdnReportType, query = ''): Promise<void> {
    await new AreaNav(this.page).navigate(
      `/cdn/${domain.name}/${domain.id}/reports/${report}${query ? `?${query}` : ''}`,
    );
  }

  /** The report's figures once a period is shown (not busy with another). */
  shown(period: string): Locator {
    return this.page.locator(`[data-period="${period}"]:not([aria-busy])`);
  }

  /**
   * The range the page shows for a preset, read from the page (the sandbox's clock decides where
   * "now" is), and the figures the SDK's rule gives for it.
   */
  /** The range of a preset period the page shows. */
  async presetRange(period: CdnReportPreset): Promise<ReportRange> {
    const shown = this.shown(period);
    await expect(shown).toBeVisible();
    const since = Number(await shown.getAttribute('data-since'));
    const seconds = PRESET_SECONDS[period];
    return { period, since, until: since + seconds, step: reportStep(seconds) };
  }

  async presetFigures(type: CdnReportType, period: CdnReportPreset) {
    return cdnReportFigures(SHOP_SOURCE, type, await this.presetRange(period));
  }

  /** A page of the attack list of a preset period, as the sandbox draws it. */
  async presetAttacks(period: CdnReportPreset, page = 1, perPage = 10) {
    return cdnAttackPage(SHOP_SOURCE, await this.presetRange(period), page, perPage);
  }

  /** The figures of a custom range of whole days (the browser's days: this machine's time zone). */
  customFigures(type: CdnReportType, from: string, to: string) {
    const since = new Date(`${from}T00:00:00`).getTime() / 1000;
    const end = new Date(`${to}T00:00:00`);
    const until = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() / 1000;
    return cdnReportFigures(SHOP_SOURCE, type, {
      period: 'custom',
      since,
      until,
      step: reportStep(until - since),
    });
  }

  total(key: string): Locator {
    return this.page.getByTestId(`total-${key}`);
  }

  preset(period: CdnReportPreset): Locator {
    return this.page
      .getByRole('group', { name: this.t.period })
      .getByRole('button', { name: this.t.presets[period], exact: true });
  }

  count(value: number): string {
    return LATIN.format(value);
  }

  /** Bytes as the page shows them: in the unit that reads best, two decimals at most. */
  bytes(value: number): string {
    const { value: scaled, unit } = scaleBytes(value);
    const names: Record<string, string> = { GB: this.t.gb, MB: this.t.mb };
    return `${LATIN.format(scaled)} ${names[unit] ?? unit}`;
  }

  async screenshot(name: string, phone = false): Promise<void> {
    if (phone) await this.page.setViewportSize({ width: 390, height: 844 });
    await this.page.screenshot({
      path: `screenshots/cdn-reports-${name}-${this.locale}${phone ? '-phone' : ''}.png`,
      fullPage: true,
    });
    if (phone) await this.page.setViewportSize({ width: 1366, height: 860 });
  }
}

/** A day `days` before today, YYYY-MM-DD in this machine's time zone. */
export function daysAgo(days: number): string {
  const d = new Date();
  const day = new Date(d.getFullYear(), d.getMonth(), d.getDate() - days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
