// The area switch's verdict: menu click → the area's first API content, cold (a fresh browser) and
// preloaded (the menu entry hovered first), for the federated build and the monolith measured in the
// same run, interleaved round by round so that the machine's drift falls on both alike.
//
// The budgets: for every area, the federated build's median of the rounds is never slower than the
// monolith's (ratio ≤ 1.00), and the slowest area's median is within an absolute limit on this
// machine (cold 150 ms, preloaded 60 ms). A switch whose content never came counts as over budget.

export const SWITCH_ROUNDS_DEFAULT = 7;
export const SWITCH_BUDGETS = { ratio: 1, coldMs: 150, preloadedMs: 60 };

/** The median of the figures, or null when any is null (a switch that never showed its content). */
export function median(xs) {
  if (xs.length === 0 || xs.some((x) => x == null)) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * @param {{ federated: Record<string, {cold: (number|null)[], preloaded: (number|null)[]}>,
 *           monolith: Record<string, {cold: (number|null)[], preloaded: (number|null)[]}> }} samples
 *   each build's figures per remote, one per round
 * @returns {{ areas: {remote: string, kind: 'cold'|'preloaded', federated: number|null,
 *   monolith: number|null, ratio: number|null}[], budgets: {name: string, figure: number|null,
 *   limit: number, ok: boolean}[], ok: boolean }}
 */
export function summarizeSwitches(samples, budgets = SWITCH_BUDGETS) {
  const areas = [];
  for (const remote of Object.keys(samples.federated)) {
    for (const kind of ['cold', 'preloaded']) {
      const federated = median(samples.federated[remote][kind]);
      const monolith = median(samples.monolith[remote]?.[kind] ?? []);
      const ratio = federated == null || monolith == null || monolith === 0 ? null : federated / monolith;
      areas.push({ remote, kind, federated, monolith, ratio });
    }
  }
  const worst = (values) => (values.some((v) => v == null) ? null : Math.max(...values));
  const of = (kind, key) => areas.filter((a) => a.kind === kind).map((a) => a[key]);
  const rows = [
    {
      name: 'worst area ratio, cold (federated ÷ monolith)',
      figure: worst(of('cold', 'ratio')),
      limit: budgets.ratio,
    },
    {
      name: 'worst area ratio, preloaded (federated ÷ monolith)',
      figure: worst(of('preloaded', 'ratio')),
      limit: budgets.ratio,
    },
    { name: 'slowest area, cold (ms)', figure: worst(of('cold', 'federated')), limit: budgets.coldMs },
    {
      name: 'slowest area, preloaded (ms)',
      figure: worst(of('preloaded', 'federated')),
      limit: budgets.preloadedMs,
    },
  ].map((row) => ({ ...row, ok: row.figure != null && row.figure <= row.limit }));
  return { areas, budgets: rows, ok: rows.every((row) => row.ok) };
}

/** The switch table and its budgets, as `npm run bench` prints them. */
export function printSwitches(summary, rounds) {
  const ms = (n) => (n == null ? 'n/a' : `${Math.round(n)} ms`);
  const ratio = (n) => (n == null ? 'n/a' : `${n.toFixed(2)} ×`);
  console.log(`\narea switch to content, median of ${rounds} rounds (federated and monolith interleaved)`);
  const head = ['area', 'run', 'federated', 'monolith', 'ratio'];
  const rows = summary.areas.map((a) => [a.remote, a.kind, ms(a.federated), ms(a.monolith), ratio(a.ratio)]);
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  console.log('');
  for (const b of summary.budgets) {
    const figure = b.name.includes('ratio') ? ratio(b.figure) : ms(b.figure);
    const limit = b.name.includes('ratio') ? `≤ ${b.limit.toFixed(2)} ×` : `≤ ${b.limit} ms`;
    console.log(`${b.name}: ${figure} — budget ${limit} ${b.ok ? 'ok' : 'OVER'}`);
  }
}
