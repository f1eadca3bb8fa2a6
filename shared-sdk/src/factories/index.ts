// Typed entity factories and the demo data (`@portal/shared-sdk/factories`), in one place: the
// sandbox seeds its tables from them, the remotes' MSW fixtures answer with them and the API tests
// compare answers to them, so no demo domain, server, ticket or invoice is written out twice.
// Plain data and types only (the sandbox imports it in Node): no API client, no bus, no DOM.
export { FACTORY_NOW, DAY, HOUR, GB, monthStartOf } from './demoTime';
export { inLang, type DemoOptions, type FactoryLang, type Localized } from './localized';
export {
  DEMO_BANKS,
  DEMO_CDN_PLANS,
  DEMO_DATACENTERS,
  DEMO_DEPARTMENTS,
  DEMO_OS_IMAGES,
  DEMO_SUPPORT_PLANS,
  type CdnPlanFeatures,
  type DemoBank,
  type DemoCdnPlan,
  type DemoDataCenter,
  type DemoDepartment,
  type DemoOsImage,
  type DemoSupportPlan,
} from './catalog';
export { DEMO_DOMAIN_NAMES, demoDomainName } from './demoDomainNames';
export { DEMO_ACCOUNT, OTP_ACCOUNT, makeProfile, type DemoAccount } from './accounts';
export {
  DEMO_SERVER_MACS,
  demoServers,
  makeBuildingServer,
  makeServer,
  serverDataCenterOf,
  serverOsOf,
} from './servers';
export { DEMO_CLOUD_PRICES } from './cloudPrices';
export {
  DEMO_VAT_RATE,
  DEMO_WALLETS,
  bankIcon,
  demoBanks,
  demoPriceList,
  demoTransactionRecords,
  demoTransactions,
  makeTransaction,
  type DemoTransaction,
} from './financial';
export {
  demoInvoiceLines,
  demoInvoices,
  invoiceSummaryOf,
  makeInvoice,
  type InvoicePeriod,
  type MakeInvoiceOptions,
} from './invoices';
export { DEMO_DISK_RIALS_PER_GB_DAY, demoVolumes, makeVolume } from './volumes';
export { demoSnapshots, makeSnapshot } from './snapshots';
export { DEMO_SSH_PUBLIC_KEYS, demoSshKeys, makeSshKey } from './sshKeys';
export { demoFirewalls, makeFirewallGroup, makeFirewallRule } from './firewalls';
export { demoNetworks, makePrivateNetwork } from './networks';
export { DEMO_TRAFFIC_RIALS_PER_GB, demoServerTraffic, makeServerReport } from './serverReports';
