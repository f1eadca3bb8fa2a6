import type { Database } from 'better-sqlite3';
import { SERVER_TIER_SIZES } from '@portal/shared-sdk/rules';

/** The disk families under the provider SDK's names (SAS disks are its `HDD`). */
export const SDK_STORAGE_TYPES: Readonly<Record<string, string>> = { ssd: 'SSD', nvme: 'NVMe', sas: 'HDD' };

/** When each server last changed: its newest log entry (every change is logged), unix seconds. */
export function lastChanges(db: Database, serverIds: number[]): Map<number, number> {
  if (serverIds.length === 0) return new Map();
  const rows = db
    .prepare<number[], { server_id: number; at: number }>(
      `SELECT server_id, MAX(created_at) AS at FROM server_logs WHERE server_id IN (${serverIds.map(() => '?').join(',')}) GROUP BY server_id`,
    )
    .all(...serverIds);
  return new Map(rows.map((r) => [r.server_id, r.at]));
}

/** A server's fields under the names the provider's SDK reads (its `Server` type), beside the portal's. */
export function serverSdkFields(
  s: {
    user_id: number;
    disk: number;
    disk_type: string;
    os_id: number;
    datacenter_id: number;
    created_at: number;
  },
  lastChange: number | undefined,
) {
  return {
    user_id: s.user_id,
    storage: s.disk,
    storage_type: SDK_STORAGE_TYPES[s.disk_type] ?? s.disk_type.toUpperCase(),
    os_id: s.os_id,
    datacenter_id: s.datacenter_id,
    updated_at: Math.max(s.created_at, lastChange ?? 0),
  };
}

/** The tier a size is (the provider's SDK sends cores, memory and disk, not a tier), else custom. */
export function tierOfSize(size: { cpu?: unknown; ram?: unknown; disk?: unknown }): string {
  const named = Object.entries(SERVER_TIER_SIZES).find(
    ([, t]) => t.cpu === Number(size.cpu) && t.ram === Number(size.ram) && t.disk === Number(size.disk),
  );
  return named ? named[0] : 'custom';
}
