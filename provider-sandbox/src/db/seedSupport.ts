import type { Database } from 'better-sqlite3';

const HOUR = 3600; // seconds

/**
 * Files the seed attaches to replies. Their bytes live here rather than in uploadsDir, because a
 * reset only sees the database; the download call serves them from this map.
 */
export const SEED_FILES: Readonly<Record<string, { path: string; content: string }>> = {
  'seed-caa-guide-0001': {
    path: 'seed/caa-guide.txt',
    content:
      'Removing a CAA record\n' +
      '=====================\n\n' +
      '1. Open the DNS page of your domain.\n' +
      '2. Delete the CAA record that names another certificate authority.\n' +
      '3. Wait five minutes and request the free certificate again.\n',
  },
};

/**
 * Support rows the issue-2 seed does not have: a staff attachment on ticket 1 (so a download can
 * be tried right away) and a scheduled department answer for ticket 2, three hours after seeding,
 * so that a running demo sees a PENDING ticket become ANSWERED.
 */
export function seedSupport(db: Database, now: number): void {
  const file = SEED_FILES['seed-caa-guide-0001'];
  if (!file) return;
  db.prepare(
    `INSERT INTO ticket_files (id, user_id, static_slug, original_name, mime, size, path, created_at)
     VALUES (1, 1, 'seed-caa-guide-0001', 'caa-guide.txt', 'text/plain', ?, ?, ?)`,
  ).run(Buffer.byteLength(file.content), file.path, now - 20 * HOUR);
  db.prepare("UPDATE ticket_replies SET files = '[1]' WHERE id = 2").run();
  db.prepare('INSERT INTO ticket_auto_answers (ticket_id, due_at) VALUES (2, ?)').run(now + 3 * HOUR);
}
