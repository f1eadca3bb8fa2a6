import type { Database } from 'better-sqlite3';
import type { Lang } from '../http/messages';
import { supportMessage } from './supportMessages';

/** How long a department takes to answer a customer's message, by priority (seconds). */
export const ANSWER_DELAY_SEC = { HIGH: 30 * 60, MEDIUM: 2 * 3600, LOW: 6 * 3600 } as const;
export type Priority = keyof typeof ANSWER_DELAY_SEC;

export interface TicketRow {
  id: number;
  user_id: number;
  subject: string;
  slug: string;
  name_en: string;
  name_fa: string;
  resource_type: 'domain' | 'server' | null;
  resource_id: number | null;
  resource_name: string | null;
  priority: Priority;
  status: 'open' | 'closed';
  status_summery: 'ANSWERED' | 'PENDING';
  created_at: number;
  updated_at: number;
}

interface ReplyRow {
  id: number;
  ticket_id: number;
  author: 'user' | 'staff';
  author_name: string;
  message: string;
  files: string;
  rate: number | null;
  created_at: number;
}

export interface FileRow {
  id: number;
  user_id: number;
  static_slug: string;
  original_name: string;
  mime: string;
  size: number;
  path: string;
  created_at: number;
}

const TICKET_SELECT = `
  SELECT t.id, t.user_id, t.subject, d.slug, d.name_en, d.name_fa, t.resource_type, t.resource_id,
         CASE t.resource_type
           WHEN 'domain' THEN (SELECT name FROM domains WHERE id = t.resource_id)
           WHEN 'server' THEN (SELECT display_name FROM servers WHERE id = t.resource_id)
         END AS resource_name,
         t.priority, t.status, t.status_summery, t.created_at, t.updated_at
    FROM tickets t JOIN departments d ON d.id = t.department_id`;

/** Department id on the wire: the slug in upper case (CDN, CLOUD, …). */
export const departmentId = (slug: string) => slug.toUpperCase();

/** CDN tickets are about a domain, CLOUD tickets about a server, the rest about nothing. */
export function resourceTypeOf(slug: string): 'domain' | 'server' | null {
  if (slug === 'cdn') return 'domain';
  if (slug === 'cloud') return 'server';
  return null;
}

export function toTicket(row: TicketRow, lang: Lang) {
  return {
    id: row.id,
    subject: row.subject,
    department: departmentId(row.slug),
    department_name: lang === 'fa' ? row.name_fa : row.name_en,
    priority: row.priority,
    status: row.status,
    status_summery: row.status_summery,
    created_at: row.created_at,
    updated_at: row.updated_at,
    resource:
      row.resource_type && row.resource_id !== null
        ? { type: row.resource_type, id: row.resource_id, name: row.resource_name ?? String(row.resource_id) }
        : null,
  };
}

export function toFile(row: FileRow) {
  return {
    file_storage_id: row.id,
    static_slug: row.static_slug,
    original_name: row.original_name,
    size: row.size,
    mime: row.mime,
  };
}

export function listTickets(
  db: Database,
  userId: number,
  status: 'open' | 'closed',
  limit = -1,
): TicketRow[] {
  return db
    .prepare<[number, string, number], TicketRow>(
      `${TICKET_SELECT} WHERE t.user_id = ? AND t.status = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
    )
    .all(userId, status, limit);
}

export function countTickets(db: Database, userId: number, status: 'open' | 'closed'): number {
  return (
    db
      .prepare<[number, string], { n: number }>(
        'SELECT COUNT(*) AS n FROM tickets WHERE user_id = ? AND status = ?',
      )
      .get(userId, status)?.n ?? 0
  );
}

/** A ticket of this user; another user's ticket is as absent as an unknown one. */
export function findTicket(db: Database, userId: number, ticketId: number): TicketRow | undefined {
  return db
    .prepare<[number, number], TicketRow>(`${TICKET_SELECT} WHERE t.id = ? AND t.user_id = ?`)
    .get(ticketId, userId);
}

export function loadFiles(db: Database, ids: readonly number[]): FileRow[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare<number[], FileRow>(`SELECT * FROM ticket_files WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids);
  // keep the order the files were attached in
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is FileRow => r !== undefined);
}

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

function toReply(db: Database, row: ReplyRow) {
  return {
    id: row.id,
    ticket_id: row.ticket_id,
    author: row.author,
    author_name: row.author_name,
    message: row.message,
    files: loadFiles(db, parseIds(row.files)).map(toFile),
    rate: row.rate,
    created_at: row.created_at,
  };
}

export function loadReplies(db: Database, ticketId: number) {
  return db
    .prepare<[number], ReplyRow>(
      'SELECT * FROM ticket_replies WHERE ticket_id = ? ORDER BY created_at ASC, id ASC',
    )
    .all(ticketId)
    .map((r) => toReply(db, r));
}

export function loadReply(db: Database, replyId: number) {
  const row = db.prepare<[number], ReplyRow>('SELECT * FROM ticket_replies WHERE id = ?').get(replyId);
  return row ? toReply(db, row) : undefined;
}

/** Ids of files already attached to some reply (a file is attached once). */
export function attachedFileIds(db: Database, userId: number): Set<number> {
  const rows = db
    .prepare<[number], { files: string }>(
      "SELECT r.files FROM ticket_replies r JOIN tickets t ON t.id = r.ticket_id WHERE t.user_id = ? AND r.files <> '[]'",
    )
    .all(userId);
  return new Set(rows.flatMap((r) => parseIds(r.files)));
}

/** The department answers `delay` after the customer's latest message. */
export function scheduleAnswer(db: Database, ticketId: number, priority: Priority, fromSec: number): void {
  db.prepare(
    'INSERT INTO ticket_auto_answers (ticket_id, due_at) VALUES (?, ?) ON CONFLICT(ticket_id) DO UPDATE SET due_at = excluded.due_at',
  ).run(ticketId, fromSec + ANSWER_DELAY_SEC[priority]);
}

export function cancelAnswer(db: Database, ticketId: number): void {
  db.prepare('DELETE FROM ticket_auto_answers WHERE ticket_id = ?').run(ticketId);
}

/**
 * Delivers the department answers that have fallen due for this user's open tickets: a staff
 * reply dated when it was due, and status_summery ANSWERED. Deterministic in `nowSec`, so a test
 * moves the sandbox clock to see a PENDING ticket become ANSWERED. Runs before every support read.
 */
export function deliverDueAnswers(db: Database, userId: number, nowSec: number, lang: Lang): number {
  const due = db
    .prepare<[number, number], { ticket_id: number; due_at: number; name_en: string; name_fa: string }>(
      `SELECT a.ticket_id, a.due_at, d.name_en, d.name_fa
         FROM ticket_auto_answers a JOIN tickets t ON t.id = a.ticket_id JOIN departments d ON d.id = t.department_id
        WHERE t.user_id = ? AND t.status = 'open' AND a.due_at <= ?`,
    )
    .all(userId, nowSec);
  if (due.length === 0) return 0;
  const insert = db.prepare(
    "INSERT INTO ticket_replies (ticket_id, author, author_name, message, files, rate, created_at) VALUES (?, 'staff', ?, ?, '[]', NULL, ?)",
  );
  const answered = db.prepare(
    "UPDATE tickets SET status_summery = 'ANSWERED', updated_at = MAX(updated_at, ?) WHERE id = ?",
  );
  db.transaction(() => {
    for (const d of due) {
      const department = lang === 'fa' ? d.name_fa : d.name_en;
      insert.run(
        d.ticket_id,
        supportMessage(lang, 'staffName'),
        supportMessage(lang, 'autoAnswer', { department }),
        d.due_at,
      );
      answered.run(d.due_at, d.ticket_id);
      cancelAnswer(db, d.ticket_id);
    }
  })();
  return due.length;
}
