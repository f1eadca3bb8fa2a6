// scripts/benchSwitch.mjs: the area switch's verdict in `npm run bench` (median of the rounds per
// area, federated ÷ monolith ≤ 1.00 for every area, the slowest area within 150 / 60 ms).
import { median, summarizeSwitches } from '../../scripts/benchSwitch.mjs';

const rounds = (...xs: (number | null)[]) => xs;

describe('the area switch budgets', () => {
  it('takes the median of the rounds, and none when a switch never showed its content', () => {
    expect(median([90, 30, 50, 70, 10, 20, 40])).toBe(40);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, null, 30])).toBeNull();
    expect(median([])).toBeNull();
  });

  it('passes when every area is at most as slow as the monolith and within the absolute limits', () => {
    const summary = summarizeSwitches({
      federated: { cdn: { cold: rounds(100, 120, 110), preloaded: rounds(40, 45, 50) } },
      monolith: { cdn: { cold: rounds(130, 115, 140), preloaded: rounds(50, 48, 52) } },
    });
    expect(summary.areas).toEqual([
      { remote: 'cdn', kind: 'cold', federated: 110, monolith: 130, ratio: 110 / 130 },
      { remote: 'cdn', kind: 'preloaded', federated: 45, monolith: 50, ratio: 0.9 },
    ]);
    expect(summary.budgets.map((b) => b.ok)).toEqual([true, true, true, true]);
    expect(summary.ok).toBe(true);
  });

  it('fails on one area slower than the monolith, although the others are faster', () => {
    const summary = summarizeSwitches({
      federated: {
        cdn: { cold: rounds(100), preloaded: rounds(40) },
        cloud: { cold: rounds(101), preloaded: rounds(40) },
      },
      monolith: {
        cdn: { cold: rounds(140), preloaded: rounds(50) },
        cloud: { cold: rounds(100), preloaded: rounds(50) },
      },
    });
    const cold = summary.budgets.find((b) => b.name.startsWith('worst area ratio, cold'));
    expect(cold).toMatchObject({ figure: 1.01, ok: false });
    expect(summary.ok).toBe(false);
  });

  it('fails on the absolute limits even when the monolith is as slow', () => {
    const summary = summarizeSwitches({
      federated: { billing: { cold: rounds(160), preloaded: rounds(61) } },
      monolith: { billing: { cold: rounds(170), preloaded: rounds(70) } },
    });
    expect(summary.budgets.filter((b) => !b.ok).map((b) => b.name)).toEqual([
      'slowest area, cold (ms)',
      'slowest area, preloaded (ms)',
    ]);
  });

  it('counts a switch that never came as over budget', () => {
    const summary = summarizeSwitches({
      federated: { support: { cold: rounds(80, null, 90), preloaded: rounds(30, 30, 30) } },
      monolith: { support: { cold: rounds(100, 100, 100), preloaded: rounds(40, 40, 40) } },
    });
    expect(summary.areas[0]).toMatchObject({ federated: null, ratio: null });
    expect(summary.ok).toBe(false);
  });
});
