import type { Database } from 'better-sqlite3';
import type { Lang } from '../http/messages';
import { cloudServerMessage, type CloudServerMessageKey } from '../resources/cloudServerMessages';

export type ServerLogStatus = 'success' | 'failed' | 'pending';

/** Writes one line of a server's action log (its text is localized when read). */
export function logServerAction(
  db: Database,
  serverId: number,
  action: string,
  status: ServerLogStatus,
  messageKey: CloudServerMessageKey,
  params: Record<string, string | number>,
  at: number,
): number {
  const result = db
    .prepare(
      'INSERT INTO server_logs (server_id, action, status, message_key, params, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(serverId, action, status, messageKey, JSON.stringify(params), at);
  return Number(result.lastInsertRowid);
}

/** A change that was pending is done: its log line says so. */
export function completePendingLogs(db: Database, serverId: number): void {
  db.prepare("UPDATE server_logs SET status = 'success' WHERE server_id = ? AND status = 'pending'").run(
    serverId,
  );
}

interface LogRow {
  id: number;
  action: string;
  status: ServerLogStatus;
  message_key: CloudServerMessageKey;
  params: string;
  created_at: number;
}

/** A server's log, newest first, in the caller's language. */
export function serverLog(db: Database, serverId: number, lang: Lang) {
  return db
    .prepare<[number], LogRow>(
      'SELECT * FROM server_logs WHERE server_id = ? ORDER BY created_at DESC, id DESC',
    )
    .all(serverId)
    .map((r) => ({
      id: r.id,
      action: r.action,
      status: r.status,
      message: cloudServerMessage(
        lang,
        r.message_key,
        JSON.parse(r.params) as Record<string, string | number>,
      ),
      created_at: r.created_at,
    }));
}
