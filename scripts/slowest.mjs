// Where `npm test`'s time went, from the JSON reports it writes in test-results/: the slowest jest
// files, the slowest Playwright tests and spec files, each with its share of its stage. `npm test`
// prints them at the end; `node scripts/slowest.mjs [results folder] [count]` prints them for the
// last run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/** jest --json: one row per test file, its wall time in its worker. */
export function jestFiles(json, root) {
  return json.testResults.map((r) => ({
    ms: r.endTime - r.startTime,
    name: path.relative(root, r.name),
    tests: r.assertionResults.length,
  }));
}

/** Playwright's JSON reporter: one row per test run (a retry is a row of its own). */
export function playwrightTests(json) {
  const rows = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results)
          rows.push({ ms: r.duration, name: `${spec.file} › ${spec.title}`, status: r.status });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  return rows;
}

/** The same report summed per spec file: how long each file keeps its worker (playwright.config.ts runs the longest first). */
export function playwrightFiles(json) {
  const files = new Map();
  for (const row of playwrightTests(json)) {
    const file = row.name.slice(0, row.name.indexOf(' › '));
    files.set(file, (files.get(file) ?? 0) + row.ms);
  }
  return [...files].map(([name, ms]) => ({ ms, name }));
}

function table(title, rows, count) {
  const total = rows.reduce((sum, r) => sum + r.ms, 0);
  const lines = [
    `${title}: ${rows.length} rows, ${seconds(total).trim()} summed over the workers; the slowest ${Math.min(count, rows.length)}:`,
  ];
  for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, count)) {
    const share = total ? `${((100 * r.ms) / total).toFixed(1).padStart(4)} %` : '';
    lines.push(
      `${seconds(r.ms)} ${share}  ${r.name}${r.status && r.status !== 'passed' ? ` (${r.status})` : ''}`,
    );
  }
  return lines.join('\n');
}

/** The tables for the reports found in `dir` (a missing or unreadable report is skipped). */
export function slowestReport(dir, root, count = 20) {
  const read = (file) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const parts = [];
  const jest = read('jest.json');
  if (jest?.testResults) parts.push(table('jest files', jestFiles(jest, root), count));
  for (const file of ['e2e.json', 'e2e-production.json']) {
    const e2e = read(file);
    if (e2e?.suites)
      parts.push(
        table(`Playwright tests (${file})`, playwrightTests(e2e), count),
        table(`Playwright spec files (${file})`, playwrightFiles(e2e), count),
      );
  }
  return parts.join('\n\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results'),
  );
  // the reports lie in the checkout's test-results/: its file names are shown from the checkout
  console.log(slowestReport(dir, path.dirname(dir), Number(process.argv[3] ?? 20)) || `no reports in ${dir}`);
}
