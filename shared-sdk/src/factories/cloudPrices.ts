import type { ServerPriceEntry } from '../rules/servers/serverPrice';

/**
 * The cloud part of every demo customer's price list (service CLOUD, rials): per core, per GB of
 * RAM, per GB of disk by family (`disk` is SSD), per public address, and per GB of traffic. The
 * sandbox seeds `custom_prices` from it and prices servers with `serverHourlyPrice`.
 */
export const DEMO_CLOUD_PRICES: readonly (ServerPriceEntry & { price_priority: 'second' | 'hour' })[] = [
  { service: 'CLOUD', item: 'cpu', price_in_second: 0.417, price_in_hour: 1_500, price_priority: 'hour' },
  { service: 'CLOUD', item: 'ram', price_in_second: 0.278, price_in_hour: 1_000, price_priority: 'hour' },
  { service: 'CLOUD', item: 'disk', price_in_second: 0.0056, price_in_hour: 20, price_priority: 'hour' },
  { service: 'CLOUD', item: 'disk-nvme', price_in_second: 0.0111, price_in_hour: 40, price_priority: 'hour' },
  { service: 'CLOUD', item: 'disk-sas', price_in_second: 0.0028, price_in_hour: 10, price_priority: 'hour' },
  { service: 'CLOUD', item: 'ip', price_in_second: 0.139, price_in_hour: 500, price_priority: 'hour' },
  { service: 'CLOUD', item: 'traffic', price_in_second: 0, price_in_hour: 5_900, price_priority: 'hour' },
];
