import type { Schemas } from '../api/schemas';

type Snapshot = Schemas['Snapshot'];
import { DAY, FACTORY_NOW } from './demoTime';
import type { DemoOptions } from './localized';
import { serverDataCenterOf, serverOsOf } from './servers';
import { DEMO_DISK_RIALS_PER_GB_DAY } from './volumes';

/** A snapshot of a 25 GB disk using 5 GB, taken from server 1 in Tehran 1; `over` replaces fields. */
export function makeSnapshot(id: number, over: Partial<Snapshot> = {}): Snapshot {
  const size = over.size ?? 5;
  return {
    id,
    name: `snapshot-${id}`,
    server: { id: 1, name: 'server-1' },
    datacenter: serverDataCenterOf(2),
    os: serverOsOf(1),
    disk_size: 25,
    size,
    cost: Math.round(size * DEMO_DISK_RIALS_PER_GB_DAY),
    created_at: FACTORY_NOW - id * DAY,
    ...over,
  };
}

/**
 * The demo customer's snapshots (newest first): db-backup.weekly of db-backup's 25 GB disk, and
 * web-1-before-upgrade of web-1's 80 GB disk, which therefore cannot go back onto db-backup.
 */
export function demoSnapshots({ now, lang = 'en' }: DemoOptions): Snapshot[] {
  return [
    makeSnapshot(2, {
      name: 'db-backup.weekly',
      server: { id: 2, name: 'db-backup' },
      datacenter: serverDataCenterOf(1, lang),
      os: serverOsOf(3),
      disk_size: 25,
      size: 13.5,
      cost: Math.round(13.5 * DEMO_DISK_RIALS_PER_GB_DAY),
      created_at: now - 3 * DAY,
    }),
    makeSnapshot(1, {
      name: 'web-1-before-upgrade',
      server: { id: 1, name: 'web-1' },
      datacenter: serverDataCenterOf(2, lang),
      os: serverOsOf(1),
      disk_size: 80,
      size: 30.4,
      cost: Math.round(30.4 * DEMO_DISK_RIALS_PER_GB_DAY),
      created_at: now - 14 * DAY,
    }),
  ];
}
