import { insert, type Seed } from './seedTools';

/** Data centers (Finland and five Iranian, one inactive) and OS images. */
export const seedStatic: Seed = (db) => {
  insert(db, 'datacenters', [
    { id: 1, name: 'fi-hel1', display_name_en: 'Helsinki, Finland', display_name_fa: 'هلسینکی، فنلاند', country: 'FI', is_active: 1, is_hidden: 0 },
    { id: 2, name: 'ir-thr1', display_name_en: 'Tehran 1', display_name_fa: 'تهران 1', country: 'IR', is_active: 1, is_hidden: 0 },
    { id: 3, name: 'ir-thr2', display_name_en: 'Tehran 2', display_name_fa: 'تهران 2', country: 'IR', is_active: 1, is_hidden: 0 },
    { id: 4, name: 'ir-tbz1', display_name_en: 'Tabriz', display_name_fa: 'تبریز', country: 'IR', is_active: 1, is_hidden: 0 },
    { id: 5, name: 'ir-mhd1', display_name_en: 'Mashhad', display_name_fa: 'مشهد', country: 'IR', is_active: 1, is_hidden: 0 },
    // one inactive data center so the create-server screen shows a disabled choice
    { id: 6, name: 'ir-shz1', display_name_en: 'Shiraz', display_name_fa: 'شیراز', country: 'IR', is_active: 0, is_hidden: 0 },
  ]);
  insert(db, 'os_images', [
    { id: 1, name: 'ubuntu', display_name: 'Ubuntu 24.04', version: '24.04', family: 'linux', min_disk: 10 },
    { id: 2, name: 'ubuntu', display_name: 'Ubuntu 22.04', version: '22.04', family: 'linux', min_disk: 10 },
    { id: 3, name: 'debian', display_name: 'Debian 12', version: '12', family: 'linux', min_disk: 10 },
    { id: 4, name: 'rocky', display_name: 'Rocky Linux 9', version: '9', family: 'linux', min_disk: 15 },
    { id: 5, name: 'almalinux', display_name: 'AlmaLinux 9', version: '9', family: 'linux', min_disk: 15 },
    { id: 6, name: 'windows', display_name: 'Windows Server 2022', version: '2022', family: 'windows', min_disk: 40 },
  ]);
};
