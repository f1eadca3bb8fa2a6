import type { Database } from 'better-sqlite3';
import type { AreaMigrations } from './AreaMigrations';
import { authMigrations } from './auth';
import { cdnMigrations } from './cdn';
import { cdnSettingsMigrations } from './cdnSettings';
import { cloudMigrations } from './cloud';
import { cloudInfraMigrations } from './cloudInfra';
import { financialMigrations } from './financial';
import { sandboxMigrations } from './sandbox';
import { staticMigrations } from './static';
import { supportMigrations } from './support';
import { providerSdkMigrations } from './providerSdk';

export type { AreaMigrations } from './AreaMigrations';

/**
 * Every area's schema, one file each (as `resources/` is); an area adds its file here. Areas run in
 * this order, so an area's tables may refer to those of the areas above it (users, data centers).
 */
export const AREA_MIGRATIONS: readonly AreaMigrations[] = [
  authMigrations,
  staticMigrations,
  financialMigrations,
  supportMigrations,
  cdnMigrations,
  cdnSettingsMigrations,
  cloudMigrations,
  cloudInfraMigrations,
  sandboxMigrations,
  providerSdkMigrations,
];

/** The table that records how many steps of each area a data file has run; a reset keeps it. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Data files made before the schema was split by area counted one list of steps in SQLite's
 * `user_version`: step 1 made every area's first tables, step 2 was support's second, step 3
 * financial's second. Such a file is recorded as having run the matching area steps.
 */
const LEGACY_STEPS: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  1: { auth: 1, static: 1, financial: 1, support: 1, cdn: 1, cloud: 1 },
  2: { auth: 1, static: 1, financial: 1, support: 2, cdn: 1, cloud: 1 },
  3: { auth: 1, static: 1, financial: 2, support: 2, cdn: 1, cloud: 1 },
};

function applied(db: Database): Map<string, number> {
  const rows = db.prepare(`SELECT area, version FROM ${MIGRATIONS_TABLE}`).all() as {
    area: string;
    version: number;
  }[];
  return new Map(rows.map((r) => [r.area, r.version]));
}

function record(db: Database, area: string, version: number): void {
  db.prepare(
    `INSERT INTO ${MIGRATIONS_TABLE} (area, version) VALUES (?, ?) ON CONFLICT(area) DO UPDATE SET version = excluded.version`,
  ).run(area, version);
}

/** Applies every area's steps the data file has not run yet, each step in its own transaction. */
export function migrate(db: Database, areas: readonly AreaMigrations[] = AREA_MIGRATIONS): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (area TEXT PRIMARY KEY, version INTEGER NOT NULL)`);
  const legacy = db.pragma('user_version', { simple: true }) as number;
  if (legacy > 0 && applied(db).size === 0) {
    const steps = LEGACY_STEPS[legacy];
    if (!steps) throw new Error(`data file at schema version ${legacy}, which this sandbox does not know`);
    db.transaction(() => {
      for (const [area, version] of Object.entries(steps)) record(db, area, version);
    })();
  }
  const done = applied(db);
  for (const { area, steps } of areas) {
    for (let v = done.get(area) ?? 0; v < steps.length; v += 1) {
      db.transaction(() => {
        db.exec(steps[v] as string);
        record(db, area, v + 1);
      })();
    }
  }
}
