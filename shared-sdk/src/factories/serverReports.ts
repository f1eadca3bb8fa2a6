import type { Schemas } from '../api/schemas';

type ServerReport = Schemas['ServerReport'];
type ServerTraffic = Schemas['ServerTraffic'];
import { HOUR, monthStartOf } from './demoTime';
import type { DemoOptions } from './localized';
import { demoServers } from './servers';

/** The demo price of a GB of outgoing cloud traffic (the CLOUD traffic entry of the price list), rials. */
export const DEMO_TRAFFIC_RIALS_PER_GB = 5900;

/**
 * A report of `type` whose series climb by 1 from `base` at each hour before `now` (network: in
 * and out, out twice in); for component tests, which need known values, not the sandbox's curves.
 */
export function makeServerReport(
  type: ServerReport['type'],
  time: ServerReport['time'],
  { now, base = 10, points = 5 }: { now: number; base?: number; points?: number },
): ServerReport {
  const series = (key: Schemas['MetricSeries']['key'], scale: number) => ({
    key,
    points: Array.from({ length: points }, (_, i) => ({
      t: now - (points - 1 - i) * HOUR,
      value: (base + i) * scale,
    })),
  });
  return {
    type,
    time,
    unit: type === 'network' ? 'bytes_per_second' : 'percent',
    step: HOUR,
    series: type === 'network' ? [series('in', 1), series('out', 2)] : [series(type, 1)],
  };
}

/**
 * `GET /cloud/traffics` for the demo customer: each server's traffic this month (from the server),
 * outgoing GB priced at 5,900 rials (web-1: 118 GB → 696,200; db-backup: 1 GB → 5,900).
 */
export function demoServerTraffic({ now }: DemoOptions): ServerTraffic[] {
  const cost: Readonly<Record<number, number>> = { 1: 696_200, 2: 5_900 };
  return demoServers({ now })
    .sort((a, b) => a.id - b.id)
    .map((s) => ({
      server_id: s.id,
      name: s.name,
      inbound: s.traffic_in,
      outbound: s.traffic_out,
      total: s.traffic_in + s.traffic_out,
      price_per_gb: DEMO_TRAFFIC_RIALS_PER_GB,
      cost: cost[s.id] ?? 0,
      period_start: monthStartOf(now),
      period_end: now,
    }));
}
