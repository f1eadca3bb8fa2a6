import type { Schemas } from '../api/schemas';

type Volume = Schemas['Volume'];
import { DAY, FACTORY_NOW } from './demoTime';
import type { DemoOptions } from './localized';
import { serverDataCenterOf } from './servers';

/**
 * A day of one GB of disk on the demo price list (CLOUD disk: 20 rials an hour): what volumes and
 * snapshots cost per GB.
 */
export const DEMO_DISK_RIALS_PER_GB_DAY = 480;

/** A free 10 GB volume in Tehran 1; `over` replaces fields. */
export function makeVolume(id: number, over: Partial<Volume> = {}): Volume {
  const size = over.size ?? 10;
  return {
    id,
    name: `volume-${id}`,
    size,
    status: 'available',
    datacenter: serverDataCenterOf(2),
    server: null,
    cost: size * DEMO_DISK_RIALS_PER_GB_DAY,
    created_at: FACTORY_NOW - id * DAY,
    ...over,
  };
}

/**
 * The demo customer's volumes, as `GET /cloud/volumes` answers them (newest first): archive, free
 * in Helsinki, and data-1, attached to web-1 in Tehran 1.
 */
export function demoVolumes({ now, lang = 'en' }: DemoOptions): Volume[] {
  return [
    makeVolume(2, {
      name: 'archive',
      size: 50,
      cost: 50 * DEMO_DISK_RIALS_PER_GB_DAY,
      datacenter: serverDataCenterOf(1, lang),
      created_at: now - 10 * DAY,
    }),
    makeVolume(1, {
      name: 'data-1',
      size: 100,
      cost: 100 * DEMO_DISK_RIALS_PER_GB_DAY,
      status: 'in-use',
      datacenter: serverDataCenterOf(2, lang),
      server: { id: 1, name: 'web-1' },
      created_at: now - 60 * DAY,
    }),
  ];
}
