import type { AuditEntry } from '@portal/api-account';

export interface AuditCsvLabels {
  header: readonly string[];
  /** the localized action, resource kind and actor kind of a row, and its date */
  action: (entry: AuditEntry) => string;
  kind: (entry: AuditEntry) => string;
  actor: (entry: AuditEntry) => string;
  date: (entry: AuditEntry) => string;
}

function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  // quotes doubled; a cell that a spreadsheet would read as a formula is kept as text
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The filtered rows as CSV (RFC 4180, CRLF line ends) with a byte-order mark, so spreadsheet
 * programs read Persian text as UTF-8.
 */
export function auditCsv(entries: readonly AuditEntry[], labels: AuditCsvLabels): string {
  const lines = [
    labels.header.map(cell).join(','),
    ...entries.map((e) =>
      [
        labels.date(e),
        labels.action(e),
        labels.kind(e),
        e.resource_id,
        e.resource_name,
        labels.actor(e),
        e.actor.name,
        e.ip,
      ]
        .map(cell)
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
