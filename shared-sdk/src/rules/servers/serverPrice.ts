import type { PriceEntryLike } from '../priceEntries';
import { PLAN_MONTH_DAYS } from '../constants';
import type { ServerDiskType, ServerSize } from './serverTiers';

/** One entry of the customer's price list (`GET /financial/price`), as the price rules read it. */
export type ServerPriceEntry = PriceEntryLike;

export interface PricedServer extends ServerSize {
  disk_type: ServerDiskType | string;
  public_ip: boolean;
}

const SECONDS_PER_HOUR = 3600;
const HOURS_PER_DAY = 24;

/** An entry's price for one unit for one hour, in rials: by the second or by the hour as its priority says. */
export function hourlyUnitPrice(entry: ServerPriceEntry): number {
  return entry.price_priority === 'second' ? entry.price_in_second * SECONDS_PER_HOUR : entry.price_in_hour;
}

function cloudEntry(prices: readonly ServerPriceEntry[], item: string): ServerPriceEntry | undefined {
  return prices.find((p) => p.service.toUpperCase() === 'CLOUD' && p.item === item);
}

/**
 * A server's price per hour in rials, from the customer's price list (service CLOUD): cores ×
 * `cpu`, GB of RAM × `ram`, GB of disk × `disk-<type>` (or `disk` when the type has no entry of
 * its own), plus `ip` for a public address. Rounded to a rial; null when the list lacks an entry.
 */
export function serverHourlyPrice(prices: readonly ServerPriceEntry[], server: PricedServer): number | null {
  const cpu = cloudEntry(prices, 'cpu');
  const ram = cloudEntry(prices, 'ram');
  const disk = cloudEntry(prices, `disk-${server.disk_type}`) ?? cloudEntry(prices, 'disk');
  const ip = cloudEntry(prices, 'ip');
  if (!cpu || !ram || !disk || (server.public_ip && !ip)) return null;
  const total =
    server.cpu * hourlyUnitPrice(cpu) +
    server.ram * hourlyUnitPrice(ram) +
    server.disk * hourlyUnitPrice(disk) +
    (server.public_ip && ip ? hourlyUnitPrice(ip) : 0);
  return Math.round(total);
}

/** An hourly price over a 30-day month, in rials. */
export function monthlyFromHourly(hourly: number): number {
  return Math.round(hourly * HOURS_PER_DAY * PLAN_MONTH_DAYS);
}

/** Whether a wallet balance pays a server's first hour, which is charged when it is created. */
export function canAffordServer(balance: number, hourly: number): boolean {
  return hourly <= 0 || balance >= hourly;
}

/** The free trial: one economic server per account, for one day. */
export const TRIAL_SERVER_DAYS = 1;
export const TRIAL_SERVER_TIER = 'economic';
