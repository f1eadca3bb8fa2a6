import {
  CUSTOM_SERVER_BOUNDS,
  SERVER_TIER_SIZES,
  hardwareChangeProblem,
  serverSizeOf,
  validateServerSize,
} from './serverTiers';

describe('serverSizeOf', () => {
  it("gives a tier's size", () => {
    expect(serverSizeOf({ tier: 'commercial' })).toEqual({ cpu: 2, ram: 4, disk: 80 });
  });

  it('reads custom numbers, Persian digits too', () => {
    expect(serverSizeOf({ tier: 'custom', cpu: '۴', ram: 6, disk: '100' })).toEqual({
      cpu: 4,
      ram: 6,
      disk: 100,
    });
  });

  it('is null for an unknown tier or numbers that are not whole', () => {
    expect(serverSizeOf({ tier: 'huge' })).toBeNull();
    expect(serverSizeOf({ tier: 'custom', cpu: 1.5, ram: 2, disk: 30 })).toBeNull();
  });
});

describe('validateServerSize', () => {
  it('accepts every tier and a custom size within bounds', () => {
    for (const tier of Object.keys(SERVER_TIER_SIZES)) expect(validateServerSize({ tier })).toEqual({});
    expect(validateServerSize({ tier: 'custom', cpu: 32, ram: 128, disk: 2000 })).toEqual({});
    expect(validateServerSize({ tier: 'custom', cpu: 1, ram: 1, disk: 25 })).toEqual({});
  });

  it('names each custom number that is missing, not whole or out of bounds, with the bounds', () => {
    expect(validateServerSize({ tier: 'custom', cpu: '', ram: 'x', disk: 2001 })).toEqual({
      cpu: { kind: 'required' },
      ram: { kind: 'whole' },
      disk: { kind: 'range', ...CUSTOM_SERVER_BOUNDS.disk },
    });
    expect(validateServerSize({ tier: 'custom', cpu: 0, ram: 129, disk: 24 })).toEqual({
      cpu: { kind: 'range', min: 1, max: 32 },
      ram: { kind: 'range', min: 1, max: 128 },
      disk: { kind: 'range', min: 25, max: 2000 },
    });
  });

  it('refuses an unknown tier', () => {
    expect(validateServerSize({ tier: 'mega' })).toEqual({ tier: { kind: 'tier' } });
  });

  it('wants a disk that holds the OS image: on the tier, or on the custom disk', () => {
    expect(validateServerSize({ tier: 'economic' }, 40)).toEqual({ tier: { kind: 'osDisk', min: 40 } });
    expect(validateServerSize({ tier: 'commercial' }, 40)).toEqual({});
    expect(validateServerSize({ tier: 'custom', cpu: 1, ram: 1, disk: 30 }, 40)).toEqual({
      disk: { kind: 'osDisk', min: 40 },
    });
  });
});

describe('hardwareChangeProblem', () => {
  const current = { cpu: 2, ram: 4, disk: 80 };

  it('allows a bigger size', () => {
    expect(hardwareChangeProblem(current, { tier: 'professional' })).toBeNull();
    expect(hardwareChangeProblem(current, { tier: 'custom', cpu: 2, ram: 8, disk: 80 })).toBeNull();
  });

  it('never shrinks the disk', () => {
    expect(hardwareChangeProblem(current, { tier: 'economic' })).toEqual({
      disk: { kind: 'range', min: 80, max: 2000 },
    });
  });

  it('refuses the same size and an invalid one', () => {
    expect(hardwareChangeProblem(current, { tier: 'commercial' })).toEqual({ tier: { kind: 'tier' } });
    expect(hardwareChangeProblem(current, { tier: 'custom', cpu: 64, ram: 4, disk: 80 })).toEqual({
      cpu: { kind: 'range', min: 1, max: 32 },
    });
  });
});
