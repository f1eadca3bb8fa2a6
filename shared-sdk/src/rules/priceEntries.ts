/** One entry of a customer's price list (`GET /financial/custom-prices`): a service's item, priced per second and per hour. */
export interface PriceEntryLike {
  service: string;
  item: string;
  price_in_second: number;
  price_in_hour: number;
  price_priority: string;
}

const SECONDS_PER_DAY = 86_400;
const HOURS_PER_DAY = 24;

/**
 * A day of one price-list entry, in rials (not rounded): per second or per hour, as its
 * `price_priority` says.
 */
export function pricePerDay(entry: PriceEntryLike): number {
  return entry.price_priority === 'second'
    ? entry.price_in_second * SECONDS_PER_DAY
    : entry.price_in_hour * HOURS_PER_DAY;
}
