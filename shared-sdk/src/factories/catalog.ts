import type { Localized } from './localized';

// The provider's reference data in both languages: the sandbox seeds its tables from these
// lists, and the factories localize the names an answer carries.

export interface DemoDataCenter {
  id: number;
  name: string;
  display_name: Localized;
  country: string;
  is_active: boolean;
  is_hidden: boolean;
  /** it offers the free one-day trial server */
  has_test: boolean;
  /** the disk families it offers, the default first */
  disk_types: readonly ('ssd' | 'nvme' | 'sas')[];
}

export const DEMO_DATACENTERS: readonly DemoDataCenter[] = [
  {
    id: 1,
    name: 'fi-hel1',
    display_name: { en: 'Helsinki, Finland', fa: 'هلسینکی، فنلاند' },
    country: 'FI',
    is_active: true,
    is_hidden: false,
    has_test: false,
    disk_types: ['ssd', 'nvme'],
  },
  {
    id: 2,
    name: 'ir-thr1',
    display_name: { en: 'Tehran 1', fa: 'تهران 1' },
    country: 'IR',
    is_active: true,
    is_hidden: false,
    has_test: true,
    disk_types: ['ssd', 'nvme', 'sas'],
  },
  {
    id: 3,
    name: 'ir-thr2',
    display_name: { en: 'Tehran 2', fa: 'تهران 2' },
    country: 'IR',
    is_active: true,
    is_hidden: false,
    has_test: true,
    disk_types: ['ssd', 'sas'],
  },
  {
    id: 4,
    name: 'ir-tbz1',
    display_name: { en: 'Tabriz', fa: 'تبریز' },
    country: 'IR',
    is_active: true,
    is_hidden: false,
    has_test: false,
    disk_types: ['ssd'],
  },
  {
    id: 5,
    name: 'ir-mhd1',
    display_name: { en: 'Mashhad', fa: 'مشهد' },
    country: 'IR',
    is_active: true,
    is_hidden: false,
    has_test: false,
    disk_types: ['ssd', 'sas'],
  },
  // one inactive data center, so the create-server screen shows a disabled choice
  {
    id: 6,
    name: 'ir-shz1',
    display_name: { en: 'Shiraz', fa: 'شیراز' },
    country: 'IR',
    is_active: false,
    is_hidden: false,
    has_test: false,
    disk_types: ['ssd'],
  },
];

export interface DemoOsImage {
  id: number;
  name: string;
  display_name: string;
  version: string;
  family: 'linux' | 'windows';
  /** GB */
  min_disk: number;
}

export const DEMO_OS_IMAGES: readonly DemoOsImage[] = [
  { id: 1, name: 'ubuntu', display_name: 'Ubuntu 24.04', version: '24.04', family: 'linux', min_disk: 10 },
  { id: 2, name: 'ubuntu', display_name: 'Ubuntu 22.04', version: '22.04', family: 'linux', min_disk: 10 },
  { id: 3, name: 'debian', display_name: 'Debian 12', version: '12', family: 'linux', min_disk: 10 },
  { id: 4, name: 'rocky', display_name: 'Rocky Linux 9', version: '9', family: 'linux', min_disk: 15 },
  { id: 5, name: 'almalinux', display_name: 'AlmaLinux 9', version: '9', family: 'linux', min_disk: 15 },
  {
    id: 6,
    name: 'windows',
    display_name: 'Windows Server 2022',
    version: '2022',
    family: 'windows',
    min_disk: 40,
  },
];

/** A CDN plan's features (traffic GB a month, counts, seconds, GB of cache, flags). */
export interface CdnPlanFeatures {
  traffic: number;
  requests: number;
  rules: number;
  firewall_rules: number;
  ips_per_rule: number;
  rate_limit_routes: number;
  ddos_challenge_ttl: number;
  dedicated_ip: boolean;
  dedicated_name_server: boolean;
  cache_space: number;
  dnssec: boolean;
  wildcard_records: boolean;
  log_forwarding: boolean;
  api_access: boolean;
  dedicated_support: boolean;
}

export interface DemoCdnPlan {
  id: number;
  name: 'free' | 'eco' | 'com' | 'pro';
  title: Localized;
  /** GB a month */
  max_traffic_proxy: number;
  ddos_modules: readonly string[];
  /** seconds */
  ddos_challenge_ttl: number;
  max_page_rules: number;
  features: CdnPlanFeatures;
}

export const DEMO_CDN_PLANS: readonly DemoCdnPlan[] = [
  {
    id: 1,
    name: 'free',
    title: { en: 'Free', fa: 'رایگان' },
    max_traffic_proxy: 200,
    ddos_modules: ['cookie'],
    ddos_challenge_ttl: 3600,
    max_page_rules: 3,
    features: {
      traffic: 200,
      requests: 10_000_000,
      rules: 3,
      firewall_rules: 5,
      ips_per_rule: 5,
      rate_limit_routes: 1,
      ddos_challenge_ttl: 3600,
      dedicated_ip: false,
      dedicated_name_server: false,
      cache_space: 1,
      dnssec: false,
      wildcard_records: false,
      log_forwarding: false,
      api_access: false,
      dedicated_support: false,
    },
  },
  {
    id: 2,
    name: 'eco',
    title: { en: 'Economy', fa: 'اقتصادی' },
    max_traffic_proxy: 500,
    ddos_modules: ['cookie', 'js'],
    ddos_challenge_ttl: 1800,
    max_page_rules: 10,
    features: {
      traffic: 500,
      requests: 50_000_000,
      rules: 10,
      firewall_rules: 20,
      ips_per_rule: 20,
      rate_limit_routes: 5,
      ddos_challenge_ttl: 1800,
      dedicated_ip: false,
      dedicated_name_server: false,
      cache_space: 5,
      dnssec: true,
      wildcard_records: true,
      log_forwarding: false,
      api_access: true,
      dedicated_support: true,
    },
  },
  {
    id: 3,
    name: 'com',
    title: { en: 'Commercial', fa: 'تجاری' },
    max_traffic_proxy: 1000,
    ddos_modules: ['cookie', 'js', 'captcha'],
    ddos_challenge_ttl: 900,
    max_page_rules: 25,
    features: {
      traffic: 1000,
      requests: 150_000_000,
      rules: 25,
      firewall_rules: 50,
      ips_per_rule: 50,
      rate_limit_routes: 20,
      ddos_challenge_ttl: 900,
      dedicated_ip: false,
      dedicated_name_server: false,
      cache_space: 20,
      dnssec: true,
      wildcard_records: true,
      log_forwarding: true,
      api_access: true,
      dedicated_support: true,
    },
  },
  {
    id: 4,
    name: 'pro',
    title: { en: 'Professional', fa: 'حرفه‌ای' },
    max_traffic_proxy: 3000,
    ddos_modules: ['cookie', 'js', 'captcha'],
    ddos_challenge_ttl: 600,
    max_page_rules: 100,
    features: {
      traffic: 3000,
      requests: 500_000_000,
      rules: 100,
      firewall_rules: 200,
      ips_per_rule: 100,
      rate_limit_routes: 100,
      ddos_challenge_ttl: 600,
      dedicated_ip: true,
      dedicated_name_server: true,
      cache_space: 100,
      dnssec: true,
      wildcard_records: true,
      log_forwarding: true,
      api_access: true,
      dedicated_support: true,
    },
  },
];

export interface DemoDepartment {
  id: number;
  slug: 'cdn' | 'cloud' | 'stream' | 'vod' | 'financial' | 'other';
  name: Localized;
}

export const DEMO_DEPARTMENTS: readonly DemoDepartment[] = [
  { id: 1, slug: 'cdn', name: { en: 'CDN', fa: 'شبکه توزیع محتوا' } },
  { id: 2, slug: 'cloud', name: { en: 'Cloud', fa: 'سرور ابری' } },
  { id: 3, slug: 'stream', name: { en: 'Live streaming', fa: 'پخش زنده' } },
  { id: 4, slug: 'vod', name: { en: 'Video on demand', fa: 'ویدیو درخواستی' } },
  { id: 5, slug: 'financial', name: { en: 'Financial', fa: 'مالی' } },
  { id: 6, slug: 'other', name: { en: 'Other', fa: 'سایر' } },
];

export interface DemoBank {
  id: number;
  name: string;
  display_name: Localized;
  /** the badge of the stand-in icon */
  color: string;
  letter: string;
}

export const DEMO_BANKS: readonly DemoBank[] = [
  {
    id: 1,
    name: 'saman',
    display_name: { en: 'Saman Bank', fa: 'بانک سامان' },
    color: '#1a56db',
    letter: 'S',
  },
  {
    id: 2,
    name: 'mellat',
    display_name: { en: 'Mellat Bank', fa: 'بانک ملت' },
    color: '#c53030',
    letter: 'M',
  },
  {
    id: 3,
    name: 'zarinpal',
    display_name: { en: 'Zarinpal', fa: 'زرین‌پال' },
    color: '#d69e2e',
    letter: 'Z',
  },
];

export interface DemoSupportPlan {
  id: number;
  name: string;
  title: Localized;
  /** rials a month, VAT excluded */
  price: number;
  /** minutes */
  response_time: number;
  sla: string;
  ticketing: boolean;
  phone: boolean;
  messenger: boolean;
  forum: boolean;
}

export const DEMO_SUPPORT_PLANS: readonly DemoSupportPlan[] = [
  {
    id: 1,
    name: 'basic',
    title: { en: 'Basic', fa: 'پایه' },
    price: 0,
    response_time: 1440,
    sla: '95%',
    ticketing: true,
    phone: false,
    messenger: false,
    forum: true,
  },
  {
    id: 2,
    name: 'standard',
    title: { en: 'Standard', fa: 'استاندارد' },
    price: 5_000_000,
    response_time: 240,
    sla: '99%',
    ticketing: true,
    phone: false,
    messenger: true,
    forum: true,
  },
  {
    id: 3,
    name: 'premium',
    title: { en: 'Premium', fa: 'ویژه' },
    price: 15_000_000,
    response_time: 60,
    sla: '99.9%',
    ticketing: true,
    phone: true,
    messenger: true,
    forum: true,
  },
  {
    id: 4,
    name: 'enterprise',
    title: { en: 'Enterprise', fa: 'سازمانی' },
    price: 40_000_000,
    response_time: 15,
    sla: '99.95%',
    ticketing: true,
    phone: true,
    messenger: true,
    forum: true,
  },
];
