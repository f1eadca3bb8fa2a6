import fs from 'node:fs';
import path from 'node:path';
import Database, { type Database as Db } from 'better-sqlite3';
import type { RemoteName } from '@portal/release';

export type Outcome = 'loaded' | 'failed';

/** What the service knows of one version: distinct users per outcome, and its withdrawal. */
export interface VersionCounts {
  version: string;
  /** Distinct users who reported either outcome. */
  tried: number;
  loaded: number;
  failed: number;
  failureRate: number;
  withdrawn: { at: string; reason: string } | null;
}

/** Each entry is one schema step; `user_version` says how many have run. */
const MIGRATIONS = [
  `CREATE TABLE outcomes (
     remote TEXT NOT NULL,
     version TEXT NOT NULL,
     user_id TEXT NOT NULL,
     outcome TEXT NOT NULL CHECK (outcome IN ('loaded', 'failed')),
     first_at TEXT NOT NULL,
     PRIMARY KEY (remote, version, user_id, outcome)
   ) WITHOUT ROWID;
   CREATE TABLE withdrawals (
     remote TEXT NOT NULL,
     version TEXT NOT NULL,
     at TEXT NOT NULL,
     reason TEXT NOT NULL,
     PRIMARY KEY (remote, version)
   );`,
];

interface CountRow {
  version: string;
  tried: number;
  loaded: number;
  failed: number;
  at: string | null;
  reason: string | null;
}

/**
 * The rollout counts in SQLite: one row per (remote, version, user, outcome), so a user counts once
 * however often they report, and the counts and withdrawals survive a restart of the service.
 */
export class RolloutDb {
  private readonly db: Db;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    const done = this.db.pragma('user_version', { simple: true }) as number;
    for (let step = done; step < MIGRATIONS.length; step += 1) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[step] as string);
        this.db.pragma(`user_version = ${step + 1}`);
      })();
    }
  }

  /** Records that `userId` saw `outcome` for a version; a repeat changes nothing. */
  record(remote: RemoteName, version: string, userId: string, outcome: Outcome, at: Date): void {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO outcomes (remote, version, user_id, outcome, first_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(remote, version, userId, outcome, at.toISOString());
  }

  /** Whether `userId`'s `outcome` for a version is counted already (a repeat would change nothing). */
  hasRecorded(remote: RemoteName, version: string, userId: string, outcome: Outcome): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM outcomes WHERE remote = ? AND version = ? AND user_id = ? AND outcome = ?')
        .get(remote, version, userId, outcome) !== undefined
    );
  }

  recordWithdrawal(remote: RemoteName, version: string, at: Date, reason: string): void {
    this.db
      .prepare('INSERT OR REPLACE INTO withdrawals (remote, version, at, reason) VALUES (?, ?, ?, ?)')
      .run(remote, version, at.toISOString(), reason);
  }

  counts(remote: RemoteName, version: string): VersionCounts {
    return (
      this.countsOf(remote).find((c) => c.version === version) ??
      toCounts({ version, tried: 0, loaded: 0, failed: 0, at: null, reason: null })
    );
  }

  /** Every version of a remote that was reported or withdrawn. */
  countsOf(remote: RemoteName): VersionCounts[] {
    const rows = this.db
      .prepare<{ remote: RemoteName }, CountRow>(
        `SELECT v.version,
                (SELECT COUNT(DISTINCT user_id) FROM outcomes o WHERE o.remote = @remote AND o.version = v.version) AS tried,
                (SELECT COUNT(*) FROM outcomes o WHERE o.remote = @remote AND o.version = v.version AND outcome = 'loaded') AS loaded,
                (SELECT COUNT(*) FROM outcomes o WHERE o.remote = @remote AND o.version = v.version AND outcome = 'failed') AS failed,
                w.at, w.reason
           FROM (SELECT version FROM outcomes WHERE remote = @remote UNION SELECT version FROM withdrawals WHERE remote = @remote) v
           LEFT JOIN withdrawals w ON w.remote = @remote AND w.version = v.version
          ORDER BY v.version`,
      )
      .all({ remote });
    return rows.map(toCounts);
  }

  close(): void {
    this.db.close();
  }
}

function toCounts(row: CountRow): VersionCounts {
  return {
    version: row.version,
    tried: row.tried,
    loaded: row.loaded,
    failed: row.failed,
    failureRate: row.tried ? row.failed / row.tried : 0,
    withdrawn: row.at && row.reason ? { at: row.at, reason: row.reason } : null,
  };
}
