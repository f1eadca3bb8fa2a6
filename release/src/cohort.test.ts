import { cohortOf, inCanary } from './cohort';

describe('cohortOf', () => {
  it('gives the same user the same cohort every time, for string and number ids alike', () => {
    expect(cohortOf(7, 'cdn')).toBe(cohortOf(7, 'cdn'));
    expect(cohortOf('7', 'cdn')).toBe(cohortOf(7, 'cdn'));
  });

  it('places users independently per remote', () => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const same = ids.filter((id) => cohortOf(id, 'cdn') === cohortOf(id, 'cloud')).length;
    expect(same).toBeLessThan(20);
  });

  it('spreads users evenly over 0–99', () => {
    const counts = new Array<number>(10).fill(0);
    for (let id = 1; id <= 10_000; id += 1) {
      const cohort = cohortOf(id, 'support');
      expect(cohort).toBeGreaterThanOrEqual(0);
      expect(cohort).toBeLessThan(100);
      counts[Math.floor(cohort / 10)]! += 1;
    }
    // each tenth holds about 1000 users
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('keeps everyone of a 10 % canary inside when it grows to 20 %', () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => `user-${i}`);
    const at10 = ids.filter((id) => inCanary(cohortOf(id, 'cdn'), 10));
    const at20 = new Set(ids.filter((id) => inCanary(cohortOf(id, 'cdn'), 20)));
    expect(at10.length).toBeGreaterThan(350);
    expect(at20.size).toBeGreaterThan(at10.length * 1.6);
    expect(at10.every((id) => at20.has(id))).toBe(true);
  });

  it('puts nobody in a 0 % canary and everybody in a 100 % one', () => {
    for (let id = 0; id < 500; id += 1) {
      expect(inCanary(cohortOf(id, 'billing'), 0)).toBe(false);
      expect(inCanary(cohortOf(id, 'billing'), 100)).toBe(true);
    }
  });
});
