import BetterSqlite3, { type Database } from 'better-sqlite3';
import { AREA_MIGRATIONS, MIGRATIONS_TABLE, migrate } from '.';
import { resetDatabase } from '../seed';

const versions = (db: Database) =>
  Object.fromEntries(
    (
      db.prepare(`SELECT area, version FROM ${MIGRATIONS_TABLE} ORDER BY area`).all() as {
        area: string;
        version: number;
      }[]
    ).map((r) => [r.area, r.version]),
  );
const tableNames = (db: Database) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((r) => r.name);

let db: Database;
beforeEach(() => {
  db = new BetterSqlite3(':memory:');
});
afterEach(() => db.close());

describe('migrate', () => {
  it("runs every area's steps once and records how many each area ran", () => {
    migrate(db);
    expect(versions(db)).toEqual(Object.fromEntries(AREA_MIGRATIONS.map((a) => [a.area, a.steps.length])));
    const before = tableNames(db);
    expect(before).toEqual(
      expect.arrayContaining(['users', 'domains', 'servers', 'tickets', 'payments', 'ticket_auto_answers']),
    );
    expect(() => migrate(db)).not.toThrow();
    expect(tableNames(db)).toEqual(before);
  });

  it("applies only an area's new steps to an existing file", () => {
    const area = { area: 'cdn', steps: ['CREATE TABLE a (id INTEGER)'] };
    migrate(db, [area]);
    migrate(db, [
      { area: 'cdn', steps: [...area.steps, 'CREATE TABLE b (id INTEGER)'] },
      { area: 'cloud', steps: ['CREATE TABLE c (id INTEGER)'] },
    ]);
    expect(versions(db)).toEqual({ cdn: 2, cloud: 1 });
    expect(tableNames(db)).toEqual(['a', 'b', 'c', MIGRATIONS_TABLE]);
  });

  it('leaves a step that fails unrecorded, with nothing of it applied', () => {
    expect(() =>
      migrate(db, [
        {
          area: 'cdn',
          steps: ['CREATE TABLE a (id INTEGER)', 'CREATE TABLE b (id INTEGER); CREATE TABLE broken ('],
        },
      ]),
    ).toThrow();
    expect(versions(db)).toEqual({ cdn: 1 });
    expect(tableNames(db)).toEqual(['a', MIGRATIONS_TABLE]);
  });

  it('recognises a data file made when the schema was one list (SQLite user_version 3)', () => {
    // what that file holds: every area's steps as of then, counted in user_version alone
    const steps = { auth: 1, static: 1, financial: 2, support: 2, cdn: 1, cloud: 1 } as Record<
      string,
      number
    >;
    for (const a of AREA_MIGRATIONS) for (const sql of a.steps.slice(0, steps[a.area] ?? 0)) db.exec(sql);
    db.pragma('user_version = 3');
    expect(() => migrate(db)).not.toThrow();
    expect(versions(db)).toEqual(Object.fromEntries(AREA_MIGRATIONS.map((a) => [a.area, a.steps.length])));
  });

  it('is kept by a reset, so the next start does not run the steps again', () => {
    migrate(db);
    resetDatabase(db, new Date('2025-03-15T10:00:00Z'));
    expect(versions(db)).toEqual(Object.fromEntries(AREA_MIGRATIONS.map((a) => [a.area, a.steps.length])));
    expect(() => migrate(db)).not.toThrow();
  });
});
