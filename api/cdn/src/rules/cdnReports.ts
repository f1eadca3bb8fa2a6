// A CDN domain's reports: the periods they cover and the figures of each, generated
// deterministically from the domain (its id, its month's requests and traffic, the day it was added)
// and the period, so the sandbox, the portal's tests and its end-to-end tests agree on every figure.
import { ruleCountry } from './cdnCountries';

export const CDN_REPORT_TYPES = ['status', 'errors', 'traffic', 'country', 'attacks'] as const;
export type CdnReportType = (typeof CDN_REPORT_TYPES)[number];

/** The periods a report covers: the last hour, 24 hours, 7 days, 30 days, or a custom range. */
export const CDN_REPORT_PERIODS = ['1h', '24h', '7d', '30d', 'custom'] as const;
export type CdnReportPeriod = (typeof CDN_REPORT_PERIODS)[number];
export type CdnReportPreset = Exclude<CdnReportPeriod, 'custom'>;
export const DEFAULT_CDN_REPORT_PERIOD: CdnReportPreset = '24h';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
/** The smallest span the figures are counted in (seconds): every bucket is a sum of these. */
export const REPORT_SLOT = 5 * MINUTE;
/** The longest custom range (seconds): 31 days. */
export const MAX_REPORT_RANGE = 31 * DAY;

const PRESET_SECONDS: Readonly<Record<CdnReportPreset, number>> = {
  '1h': HOUR,
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
};

export const isCdnReportType = (value: unknown): value is CdnReportType =>
  CDN_REPORT_TYPES.includes(value as CdnReportType);
export const isCdnReportPeriod = (value: unknown): value is CdnReportPeriod =>
  CDN_REPORT_PERIODS.includes(value as CdnReportPeriod);

/**
 * The distance between a chart's points for a range of `seconds`: 5 minutes up to 2 hours, an hour
 * up to 2 days, 6 hours up to 8 days, a day beyond.
 */
export function reportStep(seconds: number): number {
  if (seconds <= 2 * HOUR) return REPORT_SLOT;
  if (seconds <= 2 * DAY) return HOUR;
  if (seconds <= 8 * DAY) return 6 * HOUR;
  return DAY;
}

/** What a report covers: [since, until) in unix seconds, its points `step` seconds apart. */
export interface ReportRange {
  period: CdnReportPeriod;
  since: number;
  until: number;
  step: number;
}

export type ReportPeriodProblem =
  'periodInvalid' | 'sinceRequired' | 'untilRequired' | 'sinceInFuture' | 'rangeReversed' | 'rangeTooLong';

export type ReportPeriodProblems = Partial<Record<'period' | 'since' | 'until', ReportPeriodProblem>>;

const whole = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * The range of a period at `now` (unix seconds), or what is wrong with it. A preset ends at the
 * last whole step before now (the last whole hour of "24 hours"); a custom range needs its start
 * and its end (unix seconds), the start not after now and before the end, at most 31 days apart;
 * an end after now is cut at now. Both ends fall on 5-minute marks.
 */
export function reportRange(
  input: { period?: unknown; since?: unknown; until?: unknown },
  now: number,
): { range: ReportRange; problems?: undefined } | { range?: undefined; problems: ReportPeriodProblems } {
  const period = input.period ?? DEFAULT_CDN_REPORT_PERIOD;
  if (!isCdnReportPeriod(period)) return { problems: { period: 'periodInvalid' } };
  const lastSlot = Math.floor(now / REPORT_SLOT) * REPORT_SLOT;
  if (period !== 'custom') {
    const seconds = PRESET_SECONDS[period];
    const step = reportStep(seconds);
    const until = Math.floor(now / step) * step;
    return { range: { period, since: until - seconds, until, step } };
  }
  const since = whole(input.since);
  const untilAsked = whole(input.until);
  const problems: ReportPeriodProblems = {};
  if (since === null) problems.since = 'sinceRequired';
  else if (since > now) problems.since = 'sinceInFuture';
  if (untilAsked === null) problems.until = 'untilRequired';
  else if (since !== null && untilAsked <= since) problems.until = 'rangeReversed';
  else if (since !== null && untilAsked - since > MAX_REPORT_RANGE) problems.until = 'rangeTooLong';
  if (Object.keys(problems).length > 0 || since === null || untilAsked === null) return { problems };
  const start = Math.floor(since / REPORT_SLOT) * REPORT_SLOT;
  const until = Math.max(
    start + REPORT_SLOT,
    Math.min(Math.ceil(untilAsked / REPORT_SLOT) * REPORT_SLOT, lastSlot),
  );
  return { range: { period, since: start, until, step: reportStep(until - start) } };
}

/** The figures a domain's reports are drawn around. */
export interface ReportSource {
  id: number;
  /** requests this month */
  requests: number;
  /** bytes served this month */
  traffic: number;
  /** unix seconds: nothing is counted before the domain was added */
  addedAt: number;
}

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export const ERROR_CODES = ['400', '403', '404', '429', '500', '502', '503', '504'] as const;
export const ATTACK_TYPES = [
  'sql_injection',
  'xss',
  'file_inclusion',
  'remote_execution',
  'bad_bot',
  'scanner',
] as const;
/** The countries requests come from, the domain's own audience first. */
export const REPORT_COUNTRIES = ['IR', 'DE', 'US', 'NL', 'TR', 'AE', 'GB', 'FR', 'IQ', 'CA'] as const;

/** Each kind of request's share of all requests; 4xx and 5xx are the sums of their codes. */
const REQUEST_SHARE: Readonly<Record<string, number>> = {
  '2xx': 0.78,
  '3xx': 0.12,
  '400': 0.008,
  '403': 0.015,
  '404': 0.035,
  '429': 0.012,
  '500': 0.004,
  '502': 0.006,
  '503': 0.003,
  '504': 0.002,
};
/** Attacks of each type per request. */
const ATTACK_SHARE: Readonly<Record<(typeof ATTACK_TYPES)[number], number>> = {
  sql_injection: 0.0012,
  xss: 0.0009,
  file_inclusion: 0.0004,
  remote_execution: 0.0002,
  bad_bot: 0.0025,
  scanner: 0.0015,
};

const SALT: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ...STATUS_CLASSES,
    ...ERROR_CODES,
    ...ATTACK_TYPES,
    'served',
    'saved',
    ...REPORT_COUNTRIES.map((c) => `country:${c}`),
  ].map((key, i) => [key, i + 1]),
);

/** A number in [0, 1) that depends only on the domain, the figure and the slot (murmur3's mix). */
export function reportNoise(domainId: number, key: string, slot: number): number {
  let h =
    Math.imul(domainId ^ 0x9e3779b9, 0x85ebca6b) ^
    Math.imul((SALT[key] ?? 0) + 0x27d4eb2f, 0xc2b2ae35) ^
    (slot >>> 0);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

const TEHRAN_OFFSET = 12_600; // seconds: UTC+3:30
/**
 * How busy a moment is, around 1: quietest at 5 and busiest at 17 in Tehran,
 * and a fifth quieter on Fridays.
 */
export function dailyShape(t: number): number {
  const local = t + TEHRAN_OFFSET;
  const hour = (local % DAY) / HOUR;
  const day = 1 + 0.6 * Math.sin((2 * Math.PI * (hour - 11)) / 24);
  // 1970-01-01 was a Thursday: day 1 of each week is a Friday
  const friday = Math.floor(local / DAY) % 7 === 1;
  return day * (friday ? 0.8 : 1);
}

const SLOTS_IN_MONTH = (30 * DAY) / REPORT_SLOT;

/** One figure in one 5-minute slot starting at `t` (a fraction: sums are rounded); zero before the domain was added. */
function slotValue(source: ReportSource, key: string, t: number): number {
  if (t < source.addedAt) return 0;
  const slot = t / REPORT_SLOT;
  const perSlot = source.requests / SLOTS_IN_MONTH;
  const shape = dailyShape(t);
  if (key === 'served' || key === 'saved') {
    const served =
      (source.traffic / SLOTS_IN_MONTH) * shape * (0.7 + 0.6 * reportNoise(source.id, 'served', slot));
    return key === 'served' ? served : served * (0.45 + 0.35 * reportNoise(source.id, 'saved', slot));
  }
  if (key in ATTACK_SHARE) {
    // attacks come in bursts, whatever the hour
    const burst = reportNoise(source.id, key, slot) ** 3;
    return perSlot * ATTACK_SHARE[key as keyof typeof ATTACK_SHARE] * (0.2 + 4 * burst);
  }
  return perSlot * (REQUEST_SHARE[key] ?? 0) * shape * (0.7 + 0.6 * reportNoise(source.id, key, slot));
}

const CLASS_CODES: Readonly<Record<string, readonly string[]>> = {
  '4xx': ERROR_CODES.filter((c) => c.startsWith('4')),
  '5xx': ERROR_CODES.filter((c) => c.startsWith('5')),
};

/** A figure over [from, to), a whole number: 4xx and 5xx are the sums of their codes' figures. */
function sumOver(source: ReportSource, key: string, from: number, to: number): number {
  const codes = CLASS_CODES[key];
  if (codes) return codes.reduce((all, code) => all + sumOver(source, code, from, to), 0);
  let total = 0;
  for (let t = from; t < to; t += REPORT_SLOT) total += slotValue(source, key, t);
  return Math.round(total);
}

export interface ReportChart {
  /** each point's start, unix seconds */
  categories: number[];
  series: { name: string; data: number[] }[];
}

export interface ReportCountryRow {
  code: string;
  requests: number;
  traffics: number;
}

/** A report as the sandbox answers it: totals (`statistics`), the charts over time, and the rows per country. */
export interface CdnReportFigures {
  statistics: Record<string, number>;
  charts: Record<string, ReportChart>;
  lists: ReportCountryRow[];
}

function chartOf(source: ReportSource, range: ReportRange, keys: readonly string[]): ReportChart {
  const categories: number[] = [];
  for (let t = range.since; t < range.until; t += range.step) categories.push(t);
  return {
    categories,
    series: keys.map((name) => ({
      name,
      data: categories.map((t) => sumOver(source, name, t, Math.min(t + range.step, range.until))),
    })),
  };
}

/** The figures of the named series of a chart added up. */
function sumOf(chart: ReportChart, names: string | readonly string[]): number {
  const wanted: readonly string[] = typeof names === 'string' ? [names] : names;
  return chart.series
    .filter((s) => wanted.includes(s.name))
    .reduce((all, s) => all + s.data.reduce((a, b) => a + b, 0), 0);
}

/** The share of each country in the domain's audience (adds up to 1): Iran most, the others by the domain. */
function countryShares(domainId: number): number[] {
  const weights = REPORT_COUNTRIES.map((code, i) =>
    i === 0 ? 60 : 1 + 9 * reportNoise(domainId, `country:${code}`, 0),
  );
  const all = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / all);
}

/** A report of counts: one line per kind over time, each kind's total and the total of all. */
function counted(
  source: ReportSource,
  range: ReportRange,
  chartName: string,
  kinds: readonly string[],
): CdnReportFigures {
  const chart = chartOf(source, range, kinds);
  const statistics: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, sumOf(chart, k)]));
  statistics.total = sumOf(chart, kinds);
  return { statistics, charts: { [chartName]: chart }, lists: [] };
}

/** The figures of one report of a domain over a range. */
export function cdnReportFigures(
  source: ReportSource,
  type: CdnReportType,
  range: ReportRange,
): CdnReportFigures {
  switch (type) {
    case 'status':
      return counted(source, range, 'status_code', STATUS_CLASSES);
    case 'errors':
      return counted(source, range, 'errors', ERROR_CODES);
    case 'attacks':
      return counted(source, range, 'attacks', ATTACK_TYPES);
    case 'traffic': {
      const chart = chartOf(source, range, ['served', 'saved']);
      const served = sumOf(chart, 'served');
      const saved = sumOf(chart, 'saved');
      return {
        statistics: { served, saved, origin: served - saved },
        charts: { traffics: chart },
        lists: [],
      };
    }
    case 'country': {
      // the same totals as the status and traffic reports of the range
      const requests = sumOf(chartOf(source, range, STATUS_CLASSES), STATUS_CLASSES);
      const traffics = sumOf(chartOf(source, range, ['served']), ['served']);
      const shares = countryShares(source.id);
      const lists = REPORT_COUNTRIES.map((code, i) => ({
        code,
        requests: Math.round(requests * (shares[i] ?? 0)),
        traffics: Math.round(traffics * (shares[i] ?? 0)),
      }));
      // the first country takes what rounding left over, so the rows add up to the totals
      const [first] = lists;
      if (first) {
        first.requests = requests - lists.slice(1).reduce((a, r) => a + r.requests, 0);
        first.traffics = traffics - lists.slice(1).reduce((a, r) => a + r.traffics, 0);
      }
      return {
        statistics: { requests, traffics, countries: requests > 0 ? lists.length : 0 },
        charts: {},
        lists: requests > 0 ? lists : [],
      };
    }
  }
}

/** Whether a report has anything to show: a domain added after the range, or without visitors, has not. */
export function reportHasData(figures: Pick<CdnReportFigures, 'charts' | 'lists'>): boolean {
  return (
    figures.lists.length > 0 ||
    Object.values(figures.charts).some((c) => c.series.some((s) => s.data.some((v) => v > 0)))
  );
}

/** A country's name in a locale (its code when the list does not know it). */
export function reportCountryName(code: string, locale: 'fa' | 'en'): string {
  return ruleCountry(code)?.[locale] ?? code;
}
