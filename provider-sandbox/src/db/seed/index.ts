import type { Database } from 'better-sqlite3';
import { MIGRATIONS_TABLE } from '../migrations';
import { seedAccount } from './account';
import { seedAuth } from './auth';
import { seedCdnDomains } from './cdnDomains';
import { seedCdnCache } from './cdnCache';
import { seedCdnDns } from './cdnDns';
import { seedCdnHttps } from './cdnHttps';
import { seedCdnSecurity } from './cdnSecurity';
import { seedCloud } from './cloud';
import { seedCloudInfra } from './cloudInfra';
import { seedFinancial } from './financial';
import { seedStatic } from './static';
import { seedSupport } from './support';
import type { Seed } from './seedTools';

export { DEMO, OTP_DEMO, warmSeedHashes } from './auth';
export { SEED_FILES } from './support';
export type { Seed, SeedClock } from './seedTools';

/** Every resource's part of the seed, one file each (as `resources/` is); an area adds its file here. */
export const SEEDS: readonly Seed[] = [
  seedAuth,
  seedStatic,
  seedFinancial,
  seedSupport,
  seedCdnDomains,
  seedCdnDns,
  seedCdnHttps,
  seedCdnCache,
  seedCdnSecurity,
  seedCloud,
  seedCloudInfra,
  seedAccount,
];

export function isEmpty(db: Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n === 0;
}

/** The tables a reset empties: all but SQLite's own and the record of the migrations run. */
function tables(db: Database): string[] {
  return (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != ?",
      )
      .all(MIGRATIONS_TABLE) as {
      name: string;
    }[]
  ).map((r) => r.name);
}

/** Empties every table and seeds again, in one transaction. */
export function resetDatabase(db: Database, now: Date): void {
  const clock = { date: now, now: Math.floor(now.getTime() / 1000) };
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const t of tables(db)) db.prepare(`DELETE FROM "${t}"`).run();
      for (const seed of SEEDS) seed(db, clock);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/** Seeds an empty database; leaves a database with data alone (restarts keep user changes). */
export function seedIfEmpty(db: Database, now: Date): boolean {
  if (!isEmpty(db)) return false;
  resetDatabase(db, now);
  return true;
}
