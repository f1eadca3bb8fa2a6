import { TTL_OPTIONS } from '@portal/shared-sdk/rules';
import type { Lang } from '../http/messages';

/**
 * The catalogues' fields under the names the provider's own SDK reads (its `Datacenter`,
 * `OperatingSystem` and `CacheTime` types), beside the names the portal reads.
 */

export interface OsImageRow {
  id: number;
  name: string;
  display_name: string;
  version: string;
  family: string;
  min_disk: number;
}

/** The disk families under the SDK's names: SAS disks are its `HDD`. */
const STORAGE_TYPE_NAMES: Record<string, string> = { ssd: 'SSD', nvme: 'NVMe', sas: 'HDD' };

/** What a customer may do with servers in a data center that takes them; a trial only where one is offered. */
const SERVER_ACTIONS = ['create', 'resize', 'rebuild', 'rescue', 'snapshot'];
/** Every cloud resource this provider has works in each data center. */
const DATA_CENTER_FEATURES = [
  'public_ipv4',
  'private_networks',
  'volumes',
  'snapshots',
  'firewall',
  'ssh_keys',
];

export function dataCenterAliases(
  dc: { is_active: number; is_hidden: number; has_test: number },
  diskTypes: readonly string[],
  location: string,
) {
  const open = dc.is_active === 1 && dc.is_hidden !== 1;
  return {
    location,
    status: open ? 'active' : 'disabled',
    available_storage_types: diskTypes.map((t) => STORAGE_TYPE_NAMES[t] ?? t.toUpperCase()),
    allowed_actions: open ? [...SERVER_ACTIONS, ...(dc.has_test === 1 ? ['trial'] : [])] : [],
    features: DATA_CENTER_FEATURES,
  };
}

// the smallest server has 1 GB of memory, and every image runs on it (the size rules ask no more)
const MIN_RAM_GB = 1;

export function osImageAliases(os: OsImageRow) {
  return { min_ram: MIN_RAM_GB, min_storage: os.min_disk };
}

const DAY = 86_400; // seconds
const YEAR = 365 * DAY;
const UNITS: { seconds: number; en: [string, string]; fa: string }[] = [
  { seconds: YEAR, en: ['year', 'years'], fa: 'سال' },
  { seconds: DAY, en: ['day', 'days'], fa: 'روز' },
  { seconds: 3600, en: ['hour', 'hours'], fa: 'ساعت' },
  { seconds: 60, en: ['minute', 'minutes'], fa: 'دقیقه' },
  { seconds: 1, en: ['second', 'seconds'], fa: 'ثانیه' },
];

/** A TTL as people say it: the largest whole unit (`2 hours`, `3 days`, `1 year`), digits kept Latin. */
export function ttlLabel(seconds: number, lang: Lang): string {
  const unit = UNITS.find((u) => seconds % u.seconds === 0) as (typeof UNITS)[number];
  const n = seconds / unit.seconds;
  return lang === 'fa' ? `${n} ${unit.fa}` : `${n} ${n === 1 ? unit.en[0] : unit.en[1]}`;
}

/** The TTL choices (docs/product.md, constants) with their labels in the asked language. */
export function cacheTimes(lang: Lang) {
  return TTL_OPTIONS.map((value) => ({ value, label: ttlLabel(value, lang) }));
}
