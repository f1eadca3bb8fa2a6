import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  DEMO_ACCOUNT,
  DEMO_CLOUD_PRICES,
  FACTORY_NOW,
  demoInvoices,
  demoServers,
  demoTransactions,
  invoiceSummaryOf,
  makeInvoice,
  makeServer,
} from '.';
import { serverHourlyPrice } from '../rules/servers/serverPrice';

// The sandbox imports '@portal/shared-sdk/factories' in plain Node: its value imports stay inside
// src/factories (types may come from anywhere in the SDK; they leave nothing behind).
function valueImports(entry: string, seen = new Set<string>()): Set<string> {
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      const spec = match[1] ?? '';
      visit(spec.startsWith('.') ? resolve(dirname(file), `${spec.replace(/\/index$/, '')}.ts`) : spec);
    }
  };
  visit(entry);
  return seen;
}

describe('the factories entry', () => {
  it('reaches no module outside src/factories at run time', () => {
    const outside = [...valueImports(resolve(__dirname, 'index.ts'))].filter((f) => !f.startsWith(__dirname));
    expect(outside).toEqual([]);
  });
});

describe('the demo data', () => {
  const now = FACTORY_NOW;

  it('prices the demo servers from the demo price list, as the sandbox charges them', () => {
    for (const server of [...demoServers({ now }), makeServer(9)]) {
      expect(server.hourly_cost).toBe(serverHourlyPrice(DEMO_CLOUD_PRICES, server));
    }
  });

  it('lists servers and transactions newest first, as the provider answers', () => {
    const byAge = <T>(list: T[], at: (x: T) => number) =>
      list.map(at).every((v, i, all) => i === 0 || (all[i - 1] as number) >= v);
    expect(byAge(demoServers({ now }), (s) => s.created_at)).toBe(true);
    expect(byAge(demoTransactions({ now }), (t) => t.date)).toBe(true);
  });

  it('localizes what the provider localizes', () => {
    expect(demoServers({ now, lang: 'fa' }).map((s) => s.datacenter.display_name)).toEqual([
      'هلسینکی، فنلاند',
      'تهران 1',
    ]);
  });

  it('builds invoices whose groups add up to the totals, VAT included', () => {
    for (const invoice of demoInvoices({ now })) {
      const sum = Object.values(invoice.groups).reduce((a, g) => a + g.amount, 0);
      expect(sum).toBe(invoice._final_price);
      expect(invoice._final_price_included_vat).toBe(invoice._final_price + invoice._final_vat);
      for (const group of Object.values(invoice.groups))
        expect(group.items.reduce((a, l) => a + l.price, 0)).toBe(group.amount);
    }
    expect(demoInvoices({ now }).map((i) => [i.number, i.kind, i.status])).toEqual([
      ['INV-202501-0001', 'issued', 'paid'],
      ['INV-202502-0002', 'issued', 'paid'],
      ['INV-202503-0003', 'pre', 'unpaid'],
    ]);
  });

  it('lets a test choose the lines of an invoice', () => {
    const invoice = makeInvoice({
      id: 9,
      kind: 'pre',
      period: { started_at: now - 86_400, finished_at: now },
      lines: { servers: [], cdn: [] },
    });
    expect(invoice._servers_price).toBe(0);
    expect(invoice.groups.servers.items).toEqual([]);
    expect(invoiceSummaryOf(invoice)).not.toHaveProperty('groups');
  });

  it('carries the demo account the sandbox seeds', () => {
    expect(DEMO_ACCOUNT.profile).toMatchObject({
      email: DEMO_ACCOUNT.email,
      phone: DEMO_ACCOUNT.mobile,
      name: 'علی',
    });
  });
});
