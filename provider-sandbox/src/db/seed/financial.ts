import type { Database } from 'better-sqlite3';
import { DAY, VAT_RATE, insert, monthStart, type Row, type Seed } from './seedTools';

function badge(color: string, letter: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="${color}"/>` +
    `<text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Wallets (the second account in debt), price lists, bank gateways, coupons, transactions and invoices. */
export const seedFinancial: Seed = (db, { date: nowDate, now }) => {
  insert(db, 'wallets', [
    { user_id: 1, balance: 12_500_000, credit: 2_000_000, debt: 0 },
    // the second account owes money, so the pay-debt checkbox has something to show
    { user_id: 2, balance: -350_000, credit: 0, debt: 350_000 },
  ]);
  const prices: Row[] = [];
  for (const userId of [1, 2]) {
    prices.push(
      { user_id: userId, service: 'CDN', item: 'free', price_in_second: 0, price_in_hour: 0, price_priority: 'hour' },
      { user_id: userId, service: 'CDN', item: 'eco', price_in_second: 5.787, price_in_hour: 20_833, price_priority: 'hour' },
      { user_id: userId, service: 'CDN', item: 'com', price_in_second: 17.361, price_in_hour: 62_500, price_priority: 'hour' },
      { user_id: userId, service: 'CDN', item: 'pro', price_in_second: 46.296, price_in_hour: 166_666, price_priority: 'second' },
      { user_id: userId, service: 'CLOUD', item: 'cpu', price_in_second: 0.417, price_in_hour: 1_500, price_priority: 'hour' },
      { user_id: userId, service: 'CLOUD', item: 'ram', price_in_second: 0.278, price_in_hour: 1_000, price_priority: 'hour' },
      { user_id: userId, service: 'CLOUD', item: 'disk', price_in_second: 0.0056, price_in_hour: 20, price_priority: 'hour' },
      { user_id: userId, service: 'CLOUD', item: 'ip', price_in_second: 0.139, price_in_hour: 500, price_priority: 'hour' },
      { user_id: userId, service: 'CLOUD', item: 'traffic', price_in_second: 0, price_in_hour: 5_900, price_priority: 'hour' },
    );
  }
  insert(db, 'custom_prices', prices);
  insert(db, 'bank_gateways', [
    { id: 1, name: 'saman', display_name_en: 'Saman Bank', display_name_fa: 'بانک سامان', icon: badge('#1a56db', 'S'), is_active: 1 },
    { id: 2, name: 'mellat', display_name_en: 'Mellat Bank', display_name_fa: 'بانک ملت', icon: badge('#c53030', 'M'), is_active: 1 },
    { id: 3, name: 'zarinpal', display_name_en: 'Zarinpal', display_name_fa: 'زرین‌پال', icon: badge('#d69e2e', 'Z'), is_active: 1 },
  ]);
  insert(db, 'coupons', [
    // the fixed gift codes the balance tiers apply (SPEC §4/§9); 14 characters each
    { code: 'GIFT15PERCENT1', type: 'gift', percent: 15, min_amount: 20_000_000, max_amount: 49_999_999, status: 'ACTIVE' },
    { code: 'GIFT25PERCENT1', type: 'gift', percent: 25, min_amount: 50_000_000, max_amount: 200_000_000, status: 'ACTIVE' },
    { code: 'DISCOUNT10OFF1', type: 'discount', percent: 10, min_amount: null, max_amount: null, status: 'ACTIVE' },
    { code: 'PENDINGCOUPON1', type: 'discount', percent: 5, min_amount: null, max_amount: null, status: 'PENDING' },
  ]);
  const tx = (id: number, number: string, amount: number, ageDays: number, en: string, fa: string, result: string, method: string, gateway: number | null) => ({
    id, user_id: 1, number, amount, vat: method === 'wallet' ? Math.round(amount * VAT_RATE) : 0, created_at: now - ageDays * DAY,
    description_en: en, description_fa: fa, result, method, gateway_id: gateway,
  });
  insert(db, 'transactions', [
    tx(1, 'TRX-100201', 10_000_000, 75, 'Wallet top-up', 'افزایش موجودی', 'success', 'gateway', 1),
    tx(2, 'TRX-100202', 5_000_000, 60, 'Wallet top-up', 'افزایش موجودی', 'failed', 'gateway', 2),
    tx(3, 'TRX-100203', 5_000_000, 59, 'Wallet top-up', 'افزایش موجودی', 'success', 'gateway', 2),
    tx(4, 'TRX-100204', 4_180_000, 45, 'Invoice payment', 'پرداخت صورتحساب', 'success', 'wallet', null),
    tx(5, 'TRX-100205', 30_000_000, 20, 'Wallet top-up with gift code', 'افزایش موجودی با کد هدیه', 'success', 'gateway', 3),
    tx(6, 'TRX-100206', 6_325_000, 14, 'Invoice payment', 'پرداخت صورتحساب', 'success', 'wallet', null),
  ]);
  seedInvoices(db, nowDate);
};

/** One current pre-invoice and two issued invoices for the demo user (SPEC §3 shapes). */
function seedInvoices(db: Database, nowDate: Date): void {
  const rows: Row[] = [];
  const make = (id: number, monthsBack: number, kind: 'pre' | 'issued', scale: number) => {
    const started = monthStart(nowDate, monthsBack);
    const finished = monthStart(nowDate, monthsBack - 1) - 1;
    const until = kind === 'pre' ? Math.min(finished, Math.floor(nowDate.getTime() / 1000)) : finished;
    const p = (rials: number) => Math.round(rials * scale);
    const change = (price: number, value: number) => ({ price, started_at: started, finished_at: until, value });

    const web1 = {
      name: 'web-1',
      price: p(3_240_000),
      started_at: started,
      finished_at: until,
      changes: [change(p(3_240_000), 1)],
      resources: {
        cpu: { price: p(1_080_000), changes: [change(p(1_080_000), 2)] },
        ram: { price: p(1_440_000), changes: [change(p(1_440_000), 4)] },
        ip: { price: p(360_000), changes: [change(p(360_000), 1)] },
        traffic: { price: p(240_000), changes: [change(p(240_000), 40)] },
        storages: { ssd: { price: p(120_000), changes: [change(p(120_000), 80)] } },
      },
    };
    const dbBackup = {
      name: 'db-backup',
      price: p(420_000),
      started_at: started,
      finished_at: until,
      changes: [change(p(420_000), 1)],
      resources: {
        cpu: { price: p(180_000), changes: [change(p(180_000), 1)] },
        ram: { price: p(120_000), changes: [change(p(120_000), 1)] },
        ip: { price: p(90_000), changes: [change(p(90_000), 1)] },
        traffic: { price: 0, changes: [change(0, 3)] },
        storages: { ssd: { price: p(30_000), changes: [change(p(30_000), 25)] } },
      },
    };
    const cdnItem = (name: string, plan: string, price: number, additional: number) => ({
      name,
      plan_label: plan,
      price: p(price),
      started_at: started,
      finished_at: until,
      changes: [change(p(price), 1)],
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
    const cdnItems = [cdnItem('example-shop.ir', 'eco', 1_650_000, 150_000), cdnItem('old-portfolio.net', 'com', 900_000, 0)];
    const supportItems = [{ name: 'standard', plan_label: 'Standard', price: p(5_000_000), started_at: started, finished_at: until, changes: [change(p(5_000_000), 1)] }];
    // the first 200 GB of CDN traffic is free: shown as a negative line
    const freeItems = [{ name: 'free-traffic', plan_label: '200 GB', price: -p(118_000), started_at: started, finished_at: until, changes: [change(-p(118_000), 200)] }];
    const additionalItems = [{ name: 'dedicated-ip', plan_label: 'Dedicated IP', price: p(250_000), started_at: started, finished_at: until, changes: [change(p(250_000), 1)] }];

    const sum = (items: { price: number }[]) => items.reduce((a, i) => a + i.price, 0);
    const servers = sum([web1, dbBackup]);
    const cdn = sum(cdnItems);
    const support = sum(supportItems);
    const free = sum(freeItems);
    const additional = sum(additionalItems);
    const final = servers + cdn + support + free + additional;
    const vat = Math.round(final * VAT_RATE);
    const body = {
      _servers_price: servers,
      _cdn_price: cdn,
      _supportplan_price: support,
      _free_volumes_price: free,
      _additional_items_price: additional,
      _final_price: final,
      _final_vat: vat,
      _final_price_included_vat: final + vat,
      groups: {
        servers: { amount: servers, items: [web1, dbBackup] },
        cdn: { amount: cdn, items: cdnItems },
        supportplan: { amount: support, items: supportItems },
        free_volumes: { amount: free, items: freeItems },
        additional_items: { amount: additional, items: additionalItems },
      },
      detail: { started_at: started, finished_at: until },
    };
    rows.push({
      id,
      user_id: 1,
      kind,
      number: `INV-${new Date(started * 1000).toISOString().slice(0, 7).replace('-', '')}-${String(id).padStart(4, '0')}`,
      status: kind === 'pre' ? 'unpaid' : 'paid',
      started_at: started,
      finished_at: until,
      issued_at: kind === 'pre' ? null : finished + 1,
      final_price: final + vat,
      body: JSON.stringify(body),
    });
  };
  make(1, 2, 'issued', 1);
  make(2, 1, 'issued', 1.1);
  // the current month so far: scaled down because the month is not over
  make(3, 0, 'pre', Math.max(0.1, nowDate.getUTCDate() / 30));
  insert(db, 'invoices', rows);
}
