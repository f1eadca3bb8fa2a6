import { monthStartOf } from '@portal/shared-sdk/factories';
import { trafficCost, trafficPricePerGb, type MetricPeriod, type MetricType } from '@portal/shared-sdk/rules';
import { HttpError } from '../http/envelope';
import type { Handler, Resource } from '../http/router';
import { pricesOf, text } from './cloudInfraCalls';
import { serverReport, type MetricSource } from './serverMetrics';

/** `YYYY-MM` of a moment (UTC): the month a traffic figure counts, as the provider's SDK reads `period`. */
const monthOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 7);

/**
 * A server's monitoring charts (deterministic series around its use) and each server's traffic this
 * month. Listed before the servers' resource: its `/cloud/servers/traffics` must come before
 * `/cloud/servers/{server_id}`.
 */
export const cloudReportsResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  routes.get('/cloud/servers/{server_id}/reports', (call) => {
    const source = db
      .prepare<[number, number], MetricSource>(
        'SELECT id, status, used_cpu, used_ram, used_disk, traffic_in, traffic_out FROM servers WHERE id = ? AND user_id = ?',
      )
      .get(Number(call.params.server_id), call.user.id);
    if (!source) throw new HttpError(404, text(call, 'common', 'serverNotFound'));
    const report = serverReport(
      source,
      call.query.type as MetricType,
      call.query.time as MetricPeriod,
      ctx.nowSec(),
    );
    // each point's time also as `timestamp`, as the provider's SDK reads a point
    return {
      ...report,
      series: report.series.map((line) => ({
        ...line,
        points: line.points.map((p) => ({ ...p, timestamp: p.t })),
      })),
    };
  });

  const traffics: Handler = (call) => {
    const pricePerGb = trafficPricePerGb(pricesOf(call)) ?? 0;
    const now = ctx.nowSec();
    return db
      .prepare<[number], { id: number; name: string; traffic_in: number; traffic_out: number }>(
        'SELECT id, name, traffic_in, traffic_out FROM servers WHERE user_id = ? ORDER BY id',
      )
      .all(call.user.id)
      .map((s) => ({
        server_id: s.id,
        name: s.name,
        inbound: s.traffic_in,
        outbound: s.traffic_out,
        total: s.traffic_in + s.traffic_out,
        price_per_gb: pricePerGb,
        cost: trafficCost({ outbound: s.traffic_out }, pricePerGb),
        period_start: monthStartOf(now),
        period_end: now,
        period: monthOf(monthStartOf(now)),
      }));
  };
  routes.get('/cloud/traffics', traffics);
  // the provider's SDK also asks under the servers
  routes.get('/cloud/servers/traffics', traffics);
};
