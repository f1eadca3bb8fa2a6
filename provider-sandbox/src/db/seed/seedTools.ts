import type { Database } from 'better-sqlite3';

export const HOUR = 3600; // seconds
export const DAY = 86400; // seconds
export const GB = 1024 ** 3; // bytes
export const VAT_RATE = 0.1;

/** When the seed runs: every seeded date is relative to it. */
export interface SeedClock {
  date: Date;
  /** `date` in unix seconds, the unit the tables store */
  now: number;
}

/** One resource's part of the seed, as `resources/` has one file per resource. */
export type Seed = (db: Database, clock: SeedClock) => void;

export type Row = Record<string, unknown>;

/** Inserts rows that all have the same columns (those of the first row). */
export function insert(db: Database, table: string, rows: Row[]): void {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0] as Row);
  const stmt = db.prepare(
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`,
  );
  for (const r of rows) stmt.run(r);
}

/** The first second of a month, `monthsBack` months before the clock's (UTC), in unix seconds. */
export function monthStart(now: Date, monthsBack = 0): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1) / 1000;
}
