import type { Schemas } from '../api/schemas';

type Invoice = Schemas['Invoice'];
type InvoiceGroupName = Schemas['InvoiceGroupName'];
type InvoiceLine = Schemas['InvoiceLine'];
type InvoiceSummary = Schemas['InvoiceSummary'];
import { monthStartOf } from './demoTime';
import { DEMO_VAT_RATE } from './financial';

/** The billed period of an invoice line, unix seconds. */
export interface InvoicePeriod {
  started_at: number;
  /** the end of the period, or the moment a pre-invoice runs until */
  finished_at: number;
}

/**
 * The demo customer's invoice lines for a period, by group: its two servers with their resources,
 * its two paid domains with their extra usage, the standard support plan, the free 200 GB of CDN
 * traffic (a negative line) and a dedicated IP. `scale` multiplies every price (a month not over
 * yet has cost less).
 */
export function demoInvoiceLines(period: InvoicePeriod, scale = 1): Record<InvoiceGroupName, InvoiceLine[]> {
  const { started_at: started, finished_at: until } = period;
  const p = (rials: number) => Math.round(rials * scale);
  const change = (price: number, value: number) => ({
    price,
    started_at: started,
    finished_at: until,
    value,
  });
  const line = (
    name: string,
    price: number,
    value: number,
    extra: Partial<InvoiceLine> = {},
  ): InvoiceLine => ({
    name,
    price,
    started_at: started,
    finished_at: until,
    changes: [change(price, value)],
    ...extra,
  });
  const server = (
    name: string,
    cpu: [number, number],
    ram: [number, number],
    ip: number,
    traffic: [number, number],
    ssd: [number, number],
  ) => {
    const parts = [cpu[0], ram[0], ip, traffic[0], ssd[0]].map(p);
    const [cpuPrice, ramPrice, ipPrice, trafficPrice, ssdPrice] = parts as [
      number,
      number,
      number,
      number,
      number,
    ];
    const total = p(cpu[0] + ram[0] + ip + traffic[0] + ssd[0]);
    return line(name, total, 1, {
      resources: {
        cpu: { price: cpuPrice, changes: [change(cpuPrice, cpu[1])] },
        ram: { price: ramPrice, changes: [change(ramPrice, ram[1])] },
        ip: { price: ipPrice, changes: [change(ipPrice, 1)] },
        traffic: { price: trafficPrice, changes: [change(trafficPrice, traffic[1])] },
        storages: { ssd: { price: ssdPrice, changes: [change(ssdPrice, ssd[1])] } },
      },
    });
  };
  const cdn = (name: string, plan: string, price: number, additional: number) =>
    line(name, p(price), 1, {
      plan_label: plan,
      resources: {
        domain: { price: p(price - additional), changes: [change(p(price - additional), 1)] },
        additional_usages: {
          request_price: p(additional / 4),
          request_value: 1_250_000,
          service_log_price: 0,
          service_log_value: 0,
          traffic_price: p((additional * 3) / 4),
          traffic_value: 85,
          total_additional_price: p(additional),
          started_at: started,
          until,
        },
      },
    });
  return {
    servers: [
      server('web-1', [1_080_000, 2], [1_440_000, 4], 360_000, [240_000, 40], [120_000, 80]),
      server('db-backup', [180_000, 1], [120_000, 1], 90_000, [0, 3], [30_000, 25]),
    ],
    cdn: [cdn('example-shop.ir', 'eco', 1_650_000, 150_000), cdn('old-portfolio.net', 'com', 900_000, 0)],
    supportplan: [line('standard', p(5_000_000), 1, { plan_label: 'Standard' })],
    free_volumes: [line('free-traffic', -p(118_000), 200, { plan_label: '200 GB' })],
    additional_items: [line('dedicated-ip', p(250_000), 1, { plan_label: 'Dedicated IP' })],
  };
}

export interface MakeInvoiceOptions {
  id: number;
  /** `pre`: the current month's unpaid pre-invoice; `issued`: a closed, paid one */
  kind: Invoice['kind'];
  period: InvoicePeriod;
  /** the lines by group (every group is present; default the demo customer's lines, unscaled) */
  lines?: Partial<Record<InvoiceGroupName, InvoiceLine[]>>;
}

const GROUPS: readonly InvoiceGroupName[] = [
  'servers',
  'cdn',
  'supportplan',
  'free_volumes',
  'additional_items',
];

/** An invoice whose group amounts, totals and VAT add up from its lines. */
export function makeInvoice({ id, kind, period, lines = {} }: MakeInvoiceOptions): Invoice {
  const all = { ...demoInvoiceLines(period), ...lines };
  const groups = Object.fromEntries(
    GROUPS.map((g) => [g, { amount: all[g].reduce((sum, l) => sum + l.price, 0), items: all[g] }]),
  ) as Invoice['groups'];
  const final = GROUPS.reduce((sum, g) => sum + groups[g].amount, 0);
  const vat = Math.round(final * DEMO_VAT_RATE);
  const month = new Date(period.started_at * 1000).toISOString().slice(0, 7).replace('-', '');
  return {
    id,
    number: `INV-${month}-${String(id).padStart(4, '0')}`,
    kind,
    status: kind === 'pre' ? 'unpaid' : 'paid',
    started_at: period.started_at,
    finished_at: period.finished_at,
    issued_at: kind === 'pre' ? null : period.finished_at + 1,
    _servers_price: groups.servers.amount,
    _cdn_price: groups.cdn.amount,
    _supportplan_price: groups.supportplan.amount,
    _free_volumes_price: groups.free_volumes.amount,
    _additional_items_price: groups.additional_items.amount,
    _final_price: final,
    _final_vat: vat,
    _final_price_included_vat: final + vat,
    groups,
    detail: { started_at: period.started_at, finished_at: period.finished_at },
  };
}

/** An invoice as the list of issued invoices carries it: the totals, without groups and detail. */
export function invoiceSummaryOf({ groups: _groups, detail: _detail, ...summary }: Invoice): InvoiceSummary {
  return summary;
}

/**
 * The demo customer's invoices in id order: the two previous months issued (the last one 10 %
 * dearer) and the current month's pre-invoice so far, its prices scaled by the part of the month
 * gone (at least a tenth).
 */
export function demoInvoices({ now }: { now: number }): Invoice[] {
  const month = (monthsBack: number, kind: Invoice['kind'], scale: number, id: number) => {
    const started = monthStartOf(now, monthsBack);
    const end = monthStartOf(now, monthsBack - 1) - 1;
    const period = { started_at: started, finished_at: kind === 'pre' ? Math.min(end, now) : end };
    return makeInvoice({ id, kind, period, lines: demoInvoiceLines(period, scale) });
  };
  const dayOfMonth = new Date(now * 1000).getUTCDate();
  return [
    month(2, 'issued', 1, 1),
    month(1, 'issued', 1.1, 2),
    month(0, 'pre', Math.max(0.1, dayOfMonth / 30), 3),
  ];
}
