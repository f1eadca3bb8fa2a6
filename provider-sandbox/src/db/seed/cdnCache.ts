import { DEMO_FULL_ZONE, demoCacheSettings } from '@portal/api-cdn/factories';
import { insert, type Seed } from './seedTools';

/** example-shop.ir's caching and acceleration (demoCacheSettings); other domains keep the defaults. */
export const seedCdnCache: Seed = (db) => {
  const domain = db.prepare('SELECT id FROM domains WHERE name = ?').get(DEMO_FULL_ZONE) as
    { id: number } | undefined;
  if (!domain) return;
  const settings = demoCacheSettings();
  insert(db, 'cache_settings', [
    {
      domain_id: domain.id,
      ...Object.fromEntries(
        Object.entries(settings).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 1 : 0) : v]),
      ),
    },
  ]);
};
