import { monthStartOf } from '@portal/shared-sdk/factories';
import { trafficCost, trafficPricePerGb, type MetricPeriod, type MetricType } from '@portal/shared-sdk/rules';
import { HttpError } from '../http/envelope';
import type { Resource } from '../http/router';
import { pricesOf, text } from './cloudInfraCalls';
import { serverReport, type MetricSource } from './serverMetrics';

/** A server's monitoring charts (deterministic series around its use) and each server's traffic this month. */
export const cloudReportsResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  routes.get('/cloud/servers/{server_id}/reports', (call) => {
    const source = db
      .prepare<[number, number], MetricSource>('SELECT id, status, used_cpu, used_ram, used_disk, traffic_in, traffic_out FROM servers WHERE id = ? AND user_id = ?')
      .get(Number(call.params.server_id), call.user.id);
    if (!source) throw new HttpError(404, text(call, 'common', 'serverNotFound'));
    return serverReport(source, call.query.type as MetricType, call.query.time as MetricPeriod, ctx.nowSec());
  });

  routes.get('/cloud/traffics', (call) => {
    const pricePerGb = trafficPricePerGb(pricesOf(call)) ?? 0;
    const now = ctx.nowSec();
    return db
      .prepare<[number], { id: number; name: string; traffic_in: number; traffic_out: number }>('SELECT id, name, traffic_in, traffic_out FROM servers WHERE user_id = ? ORDER BY id')
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
      }));
  });
};
