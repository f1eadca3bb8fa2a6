import {
  canAffordServer,
  hourlyUnitPrice,
  monthlyFromHourly,
  serverHourlyPrice,
  type ServerPriceEntry,
} from './serverPrice';

const entry = (
  item: string,
  price_in_hour: number,
  over: Partial<ServerPriceEntry> = {},
): ServerPriceEntry => ({
  service: 'CLOUD',
  item,
  price_in_second: price_in_hour / 3600,
  price_in_hour,
  price_priority: 'hour',
  ...over,
});

const PRICES = [
  entry('cpu', 1500),
  entry('ram', 1000),
  entry('disk', 20),
  entry('disk-nvme', 40),
  entry('ip', 500),
  { ...entry('eco', 99), service: 'CDN' },
];

describe('serverHourlyPrice', () => {
  it('adds cores, RAM, disk by its type and the public address', () => {
    // 2 × 1500 + 4 × 1000 + 80 × 20 + 500
    expect(serverHourlyPrice(PRICES, { cpu: 2, ram: 4, disk: 80, disk_type: 'ssd', public_ip: true })).toBe(
      9100,
    );
    // NVMe has its own entry: 80 × 40
    expect(serverHourlyPrice(PRICES, { cpu: 2, ram: 4, disk: 80, disk_type: 'nvme', public_ip: true })).toBe(
      10_700,
    );
  });

  it('leaves out the address when the server has no public one', () => {
    expect(serverHourlyPrice(PRICES, { cpu: 1, ram: 1, disk: 25, disk_type: 'ssd', public_ip: false })).toBe(
      3000,
    );
  });

  it('reads an entry priced by the second', () => {
    const bySecond = [
      ...PRICES.filter((p) => p.item !== 'cpu'),
      entry('cpu', 0, { price_in_second: 0.5, price_priority: 'second' }),
    ];
    expect(
      serverHourlyPrice(bySecond, { cpu: 1, ram: 1, disk: 25, disk_type: 'ssd', public_ip: false }),
    ).toBe(1800 + 1000 + 500);
  });

  it('is null when the price list lacks an entry', () => {
    expect(
      serverHourlyPrice(
        PRICES.filter((p) => p.item !== 'ram'),
        { cpu: 1, ram: 1, disk: 25, disk_type: 'ssd', public_ip: false },
      ),
    ).toBeNull();
    expect(
      serverHourlyPrice([], { cpu: 1, ram: 1, disk: 25, disk_type: 'ssd', public_ip: false }),
    ).toBeNull();
  });
});

describe('hourlyUnitPrice', () => {
  it('follows the price priority', () => {
    expect(hourlyUnitPrice(entry('cpu', 1500))).toBe(1500);
    expect(hourlyUnitPrice(entry('cpu', 1500, { price_in_second: 1, price_priority: 'second' }))).toBe(3600);
  });
});

describe('monthlyFromHourly', () => {
  it('is 24 hours × 30 days', () => {
    expect(monthlyFromHourly(9100)).toBe(6_552_000);
  });
});

describe('canAffordServer', () => {
  it('needs the first hour in the wallet, unless the server is free', () => {
    expect(canAffordServer(9100, 9100)).toBe(true);
    expect(canAffordServer(9099, 9100)).toBe(false);
    expect(canAffordServer(-5, 0)).toBe(true);
  });
});
