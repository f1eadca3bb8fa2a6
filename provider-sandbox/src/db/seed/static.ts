import { DEMO_DATACENTERS, DEMO_OS_IMAGES } from '@portal/shared-sdk/factories';
import { insert, type Seed } from './seedTools';

/** Data centers (Finland and five Iranian, one inactive) and OS images, from the SDK's factories. */
export const seedStatic: Seed = (db) => {
  insert(
    db,
    'datacenters',
    DEMO_DATACENTERS.map((dc) => ({
      id: dc.id,
      name: dc.name,
      display_name_en: dc.display_name.en,
      display_name_fa: dc.display_name.fa,
      country: dc.country,
      is_active: dc.is_active ? 1 : 0,
      is_hidden: dc.is_hidden ? 1 : 0,
    })),
  );
  insert(db, 'os_images', DEMO_OS_IMAGES.map((os) => ({ ...os })));
};
