import { pricePerDay, type PriceEntryLike } from '../billing';

const GIB = 1024 ** 3; // bytes

/** The CLOUD entry of the customer's price list for a resource (cpu, ram, disk, ip, traffic). */
export function cloudPriceEntry(prices: readonly PriceEntryLike[], item: string): PriceEntryLike | undefined {
  return prices.find((p) => p.service.toUpperCase() === 'CLOUD' && p.item === item);
}

/**
 * A volume's cost per day in rials: its size in GB at the price of a GB of disk (the `disk` entry,
 * per second or per hour by its priority) for 24 hours, rounded. Null without a disk price.
 */
export function volumeDailyCost(sizeGb: number, prices: readonly PriceEntryLike[]): number | null {
  const disk = cloudPriceEntry(prices, 'disk');
  return disk ? Math.round(sizeGb * pricePerDay(disk)) : null;
}

/**
 * A snapshot costs the space it really uses, not the size of the disk it was taken from: the GB
 * used at the price of a GB of disk, per day in rials, rounded. Null without a disk price.
 */
export function snapshotDailyCost(usedGb: number, prices: readonly PriceEntryLike[]): number | null {
  return volumeDailyCost(usedGb, prices);
}

/**
 * Cloud traffic is priced per GB, not per time: the `traffic` entry carries its rials per GB in
 * `price_in_hour`. Null without a traffic price.
 */
export function trafficPricePerGb(prices: readonly PriceEntryLike[]): number | null {
  return cloudPriceEntry(prices, 'traffic')?.price_in_hour ?? null;
}

/**
 * What a month's traffic costs, in rials: outgoing GB at the price per GB; incoming traffic is
 * free.
 */
export function trafficCost(traffic: { outbound: number }, pricePerGb: number): number {
  return Math.round((traffic.outbound / GIB) * pricePerGb);
}
