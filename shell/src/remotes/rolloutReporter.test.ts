import type { RolloutReport } from './loaderTypes';
import { createRolloutReporter } from './rolloutReporter';

const canary = { version: '1.1.0', entry: '/e', channel: 'canary' as const, cohort: 7 };

describe('rollout reports', () => {
  it('say which canary failed for whom, and a mount once per version', () => {
    const sent: Array<[string, RolloutReport]> = [];
    const reporter = createRolloutReporter({
      url: () => 'http://portal/rollout/reports',
      user: () => ({ id: 42 }),
      send: (url, r) => sent.push([url, r]),
    });
    reporter.failed('cdn', canary, 'mount', new Error('x'.repeat(300)));
    reporter.loaded('cdn', canary);
    reporter.loaded('cdn', canary);
    expect(sent.map(([, r]) => r)).toEqual([
      {
        remote: 'cdn',
        version: '1.1.0',
        channel: 'canary',
        outcome: 'failed',
        phase: 'mount',
        userId: 42,
        cohort: 7,
        message: 'x'.repeat(200),
      },
      { remote: 'cdn', version: '1.1.0', channel: 'canary', outcome: 'loaded', userId: 42, cohort: 7 },
    ]);
    expect(sent[0]?.[0]).toBe('http://portal/rollout/reports');
  });

  it('send nothing without a report address', () => {
    const send = jest.fn();
    createRolloutReporter({ url: () => null, user: () => null, send }).failed('cdn', canary, 'load', null);
    expect(send).not.toHaveBeenCalled();
  });
});
