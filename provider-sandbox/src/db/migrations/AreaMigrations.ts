/**
 * One area's schema as an append-only list of SQL steps. Each step runs once per data file: the
 * file records, per area, how many steps it has run (`schema_migrations`), so areas add steps
 * independently and opening an existing file only applies what is new.
 * Times are unix seconds (the portal multiplies seconds-looking timestamps by 1000); money is
 * integer rials.
 */
export interface AreaMigrations {
  /** the area's name, as in `resources/` (auth, static, financial, support, cdn, cloud, …) */
  area: string;
  steps: readonly string[];
}
