import { DEMO_DATACENTERS, DEMO_OS_IMAGES } from '@portal/shared-sdk/factories';
import { insert, type Seed } from './seedTools';

/** Data centers (Finland and five Iranian, one inactive; what each offers new servers) and OS images, from the SDK's factories. */
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
      has_test: dc.has_test ? 1 : 0,
      disk_types: dc.disk_types.join(','),
    })),
  );
  insert(
    db,
    'os_images',
    DEMO_OS_IMAGES.map((os) => ({ ...os })),
  );
};
