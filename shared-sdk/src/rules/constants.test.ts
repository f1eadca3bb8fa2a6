import {
  GIFT_TIERS,
  PAGE_SIZE_OPTIONS,
  REQUEST_TIMEOUT_MS,
  TOP_UP_PRESETS_RIALS,
  TTL_OPTIONS,
  giftPercentFor,
} from './constants';

describe('giftPercentFor', () => {
  it.each([
    [0, 0],
    [19_999_999, 0],
    [20_000_000, 15],
    [49_999_999, 15],
    [50_000_000, 25],
    [200_000_000, 25],
    [200_000_001, 0],
  ])('gives %p rials a %p percent gift', (amount, percent) => {
    expect(giftPercentFor(amount)).toBe(percent);
  });
});

describe('constants', () => {
  it('hold the product’s constants and limits', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
    expect(TOP_UP_PRESETS_RIALS).toEqual([
      1_500_000, 3_000_000, 5_000_000, 10_000_000, 30_000_000, 50_000_000,
    ]);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100, 'all']);
    expect(GIFT_TIERS.map((t) => t.percent)).toEqual([15, 25]);
  });

  it('lists the TTL options in ascending order', () => {
    expect(TTL_OPTIONS).toHaveLength(24);
    expect([...TTL_OPTIONS].sort((a, b) => a - b)).toEqual([...TTL_OPTIONS]);
  });
});
