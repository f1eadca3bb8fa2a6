import { METRIC_PERIODS, metricInstants, type MetricPeriod, type MetricType } from '@portal/shared-sdk/rules';

/** What a server's curves are drawn around: its state, its use now and its traffic this month. */
export interface MetricSource {
  id: number;
  status: string;
  used_cpu: number;
  used_ram: number;
  used_disk: number;
  traffic_in: number;
  traffic_out: number;
}

const DAY = 86_400; // seconds
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const METRIC_SALT: Readonly<Record<string, number>> = { cpu: 1, ram: 2, disk: 3, in: 4, out: 5 };

/** A number in [0, 1) that depends only on the server, the metric and the instant (murmur3's mix). */
function noise(serverId: number, metric: string, t: number): number {
  let h =
    Math.imul(serverId ^ 0x9e3779b9, 0x85ebca6b) ^
    Math.imul((METRIC_SALT[metric] ?? 0) + 0x27d4eb2f, 0xc2b2ae35) ^
    (t >>> 0);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/** −1 … 1 over a day, highest in the early afternoon of Tehran (UTC+3:30). */
const daily = (t: number) => Math.sin((2 * Math.PI * ((t + 12_600) % DAY)) / DAY - Math.PI / 2 - 0.9);
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const oneDecimal = (v: number) => Math.round(v * 10) / 10;

/**
 * The value of one metric at one instant: deterministic (the same server, metric and instant
 * always give the same figure, whatever period asks), around the server's current use. A server
 * that is not on uses no CPU, RAM or network; its disk keeps its data.
 */
export function metricValue(
  source: MetricSource,
  metric: 'cpu' | 'ram' | 'disk' | 'in' | 'out',
  t: number,
): number {
  const n = noise(source.id, metric, t);
  const on = source.status === 'ON';
  switch (metric) {
    case 'cpu':
      return on ? oneDecimal(clamp(source.used_cpu * (1 + 0.45 * daily(t)) + 10 * (n - 0.5), 0.5, 100)) : 0;
    case 'ram':
      return on ? oneDecimal(clamp(source.used_ram + 6 * daily(t) + 4 * (n - 0.5), 1, 100)) : 0;
    case 'disk':
      return oneDecimal(
        clamp(source.used_disk + 1.5 * Math.sin((2 * Math.PI * (t % WEEK)) / WEEK) + 0.3 * (n - 0.5), 0, 100),
      );
    default: {
      // bytes per second around the month's average
      const average = (metric === 'in' ? source.traffic_in : source.traffic_out) / MONTH;
      return on ? Math.round(Math.max(0, average * (1 + 0.7 * daily(t)) * (0.7 + 0.6 * n))) : 0;
    }
  }
}

/** A server's chart of one metric over a period, as `GET /cloud/servers/{id}/reports` answers it. */
export function serverReport(source: MetricSource, type: MetricType, time: MetricPeriod, now: number) {
  const instants = metricInstants(time, now);
  const keys = type === 'network' ? (['in', 'out'] as const) : ([type] as const);
  return {
    type,
    time,
    unit: type === 'network' ? 'bytes_per_second' : 'percent',
    step: METRIC_PERIODS[time].step,
    series: keys.map((key) => ({
      key,
      points: instants.map((t) => ({ t, value: metricValue(source, key, t) })),
    })),
  };
}
