import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrations';
import { seedIfEmpty } from './seed';

/** Opens (or creates) the data file, applies pending migrations and seeds it when empty. */
export function openDatabase(dbPath: string, now: Date): Database {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new BetterSqlite3(dbPath);
  // WAL lets the portal read while a test resets; a busy wait beats SQLITE_BUSY errors
  if (dbPath !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 2000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  seedIfEmpty(db, now);
  return db;
}
