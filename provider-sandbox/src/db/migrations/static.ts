import type { AreaMigrations } from './AreaMigrations';

/**
 * The static area's tables: reference data: data centers and OS images.
 * Append a step; never edit one that has shipped (a data file in the wild already ran it).
 */
export const staticMigrations: AreaMigrations = {
  area: 'static',
  steps: [
    /* 1: data centers and OS images */
    `
  CREATE TABLE datacenters (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    display_name_en TEXT NOT NULL,
    display_name_fa TEXT NOT NULL,
    country TEXT NOT NULL,
    is_active INTEGER NOT NULL,
    is_hidden INTEGER NOT NULL
  );
  CREATE TABLE os_images (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    display_name TEXT NOT NULL,
    version TEXT NOT NULL,
    family TEXT NOT NULL,
    min_disk INTEGER NOT NULL
  );
  `,
    /* 2: what a data center offers new servers: the free trial, its disk families (comma-separated, the default first) */
    `
  ALTER TABLE datacenters ADD COLUMN has_test INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE datacenters ADD COLUMN disk_types TEXT NOT NULL DEFAULT 'ssd';
  `,
  ],
};
