import { planMonthlyPrice, pricePerDay } from '../billing';
import { snapshotDailyCost, trafficCost, trafficPricePerGb, volumeDailyCost } from './cloudPrices';

const prices = [
  { service: 'CDN', item: 'eco', price_in_second: 5.787, price_in_hour: 20_833, price_priority: 'hour' },
  { service: 'CLOUD', item: 'disk', price_in_second: 0.0056, price_in_hour: 20, price_priority: 'hour' },
  { service: 'CLOUD', item: 'traffic', price_in_second: 0, price_in_hour: 5_900, price_priority: 'hour' },
];

describe('cloud prices', () => {
  it('prices a volume per day from the disk price: size × per-hour price × 24', () => {
    expect(volumeDailyCost(100, prices)).toBe(48_000);
    expect(volumeDailyCost(10, prices)).toBe(4_800);
    expect(volumeDailyCost(100, [])).toBeNull();
  });

  it('follows a per-second priority', () => {
    const perSecond = [
      { service: 'cloud', item: 'disk', price_in_second: 0.01, price_in_hour: 0, price_priority: 'second' },
    ];
    expect(volumeDailyCost(10, perSecond)).toBe(8_640);
  });

  it('prices a snapshot on the space it uses', () => {
    expect(snapshotDailyCost(30.4, prices)).toBe(14_592);
  });

  it('prices outgoing traffic per GB; incoming is free', () => {
    expect(trafficPricePerGb(prices)).toBe(5_900);
    expect(trafficCost({ outbound: 118 * 1024 ** 3 }, 5_900)).toBe(696_200);
    expect(trafficPricePerGb([])).toBeNull();
  });

  it('keeps the CDN plan price it shares the day price with', () => {
    expect(pricePerDay(prices[0]!)).toBeCloseTo(499_992);
    expect(planMonthlyPrice(prices, 'eco')).toBe(1_499_976);
  });
});
